import ReactiveCoordinator

// The "after" code of the CoordinatorKit migration guide, compiled so that the guide cannot drift.
enum CoordinatorKitMigration {
    @MainActor final class LoginScreen: IntentScreen {
        enum Intent: Sendable {
            case submit(email: String)
            case requestDismissal
        }
        let intents = IntentChannel<Intent>()
    }

    @MainActor final class FeedScreen: IntentScreen {
        enum Intent: Sendable { case refresh }
        let intents = IntentChannel<Intent>()
    }

    // snippet: scene
    final class LoginCoordinator: Coordinator {
        weak var window: (any WindowContext)?

        init(window: (any WindowContext)?) {
            self.window = window
        }

        func start(_ flow: Flow<String>) {  // no super.start() to remember
            let login = LoginScreen()
            if let window { flow.setRoot(login, in: window) }
            flow.bind(to: login) { intent in
                switch intent {
                case .submit(let email): flow.finish(with: email)  // the "did login" delegate call
                case .requestDismissal: flow.cancel()  // the "request dismissal" delegate call
                }
                return .handled
            }
            flow.onEnd { _ in
                // stop()'s hook: children are already gone, routes already cancelled.
            }
        }
    }
    // end snippet

    // snippet: pause
    final class FeedCoordinator: Coordinator {
        weak var stack: (any StackContext)?
        private(set) var refreshes = 0

        init(stack: any StackContext) {
            self.stack = stack
        }

        func start(_ flow: Flow<Void>) {
            let feed = FeedScreen()
            if let stack { flow.push(feed, on: stack) }
            // While paused, refreshes wait and run once on resume; each one is in the log.
            flow.bind(to: feed, whilePaused: .buffer) { intent in
                switch intent {
                case .refresh: self.refreshes += 1
                }
                return .handled
            }
            flow.onPause {}  // pause()'s hook, called for each paused coordinator
            flow.onResume {}  // resume()'s hook, before buffered intents are routed
        }
    }
    // end snippet

    @MainActor
    static func observe(_ tree: CoordinatorTree) -> MainActorSubscription {
        // snippet: observers
        // Any number of observers, each with its own subscription: the log is multicast.
        let observer = tree.events.subscribe(onValue: { event in
            switch event.kind {
            case .started, .paused, .resumed, .tornDown: print("\(event.path): \(event.kind)")
            default: break
            }
        })
        // end snippet
        return observer
    }
}
