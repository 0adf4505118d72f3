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
    final class LoginCoordinator: Coordinator<String> {
        weak var window: (any WindowContext)?

        init(window: (any WindowContext)?) {
            self.window = window
        }

        override func start() {  // no super.start() to remember
            let login = LoginScreen()
            if let window { setRoot(login, in: window) }
            bind(to: login) { [unowned self] intent in
                switch intent {
                case .submit(let email): finish(with: email)  // the "did login" delegate call
                case .requestDismissal: cancel()  // the "request dismissal" delegate call
                }
                return .handled
            }
        }

        override func didEnd(_ reason: TeardownReason) {
            // stop()'s hook: children are already gone, routes already cancelled.
        }
    }
    // end snippet

    // snippet: pause
    final class FeedCoordinator: Coordinator<Void> {
        weak var stack: (any StackContext)?
        private(set) var refreshes = 0

        init(stack: any StackContext) {
            self.stack = stack
        }

        override func start() {
            let feed = FeedScreen()
            if let stack { push(feed, on: stack) }
            // While paused, refreshes wait and run once on resume; each one is in the log.
            bind(to: feed, whilePaused: .buffer) { [unowned self] intent in
                switch intent {
                case .refresh: refreshes += 1
                }
                return .handled
            }
        }

        override func didPause() {}  // pause()'s hook, called for each paused coordinator
        override func didResume() {}  // resume()'s hook, before buffered intents are routed
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
