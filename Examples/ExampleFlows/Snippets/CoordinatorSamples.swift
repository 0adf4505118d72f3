import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless

// The doc-comment samples of Coordinator and Flow: a coordinator, routing, bubbling,
// showing screens and starting children. Each region is what the documentation shows; the types
// around it are the least that makes it compile. CoordinatorSampleTests runs each in a tree.
enum CoordinatorSamples {
    @MainActor final class LoginScreen: IntentScreen {
        enum Intent: Sendable { case submit(user: String) }
        let intents = IntentChannel<Intent>()
    }

    // snippet: coordinator
    final class LoginCoordinator: Coordinator {
        weak var stack: HeadlessStack?

        func start(_ flow: Flow<String>) {
            guard let stack else { return flow.cancel() }
            let screen = LoginScreen()
            flow.push(screen, on: stack)  // a failure is logged, with this flow's path
            flow.bind(to: screen) { intent in
                switch intent {
                case .submit(let user): flow.finish(with: user)
                }
                return .handled
            }
        }
    }
    // end snippet

    /// Shows one message and finishes with its id when the user archives it.
    final class ArchiveCoordinator: Coordinator {
        let id: Int
        let stack: HeadlessStack
        init(id: Int, stack: HeadlessStack) { (self.id, self.stack) = (id, stack) }

        // snippet: flow
        func start(_ flow: Flow<Int>) {
            let message = MessageScreen()
            flow.push(message, on: stack)
            flow.bind(to: message) { intent in
                switch intent {
                case .archive: flow.finish(with: self.id)
                }
                return .handled
            }
        }
        // end snippet
    }

    /// What the settings screen sends when the user logs out.
    struct LogoutIntent: Sendable {}

    @MainActor final class SettingsScreen: IntentScreen {
        let intents = IntentChannel<LogoutIntent>()
    }

    /// Routes nothing of its screen itself: a logout bubbles to the session.
    final class SettingsCoordinator: Coordinator {
        weak var stack: HeadlessStack?
        init(stack: HeadlessStack?) { self.stack = stack }

        func start(_ flow: Flow<Void>) {
            guard let stack else { return flow.cancel() }
            let screen = SettingsScreen()
            flow.push(screen, on: stack)
            flow.bind(to: screen) { _ in .unhandled }
        }
    }

    enum SessionEnd: Sendable { case loggedOut }

    /// The session: shows the settings flow, and ends when a logout bubbles up from it.
    final class SessionCoordinator: Coordinator {
        weak var stack: HeadlessStack?
        init(stack: HeadlessStack) { self.stack = stack }

        func start(_ flow: Flow<SessionEnd>) {
            // snippet: bubbled
            flow.routeBubbledIntents { intent, _ in
                guard intent is LogoutIntent else { return .unhandled }
                flow.finish(with: .loggedOut)
                return .handled
            }
            // end snippet
            try? flow.startChild(SettingsCoordinator(stack: stack))
        }
    }

    @MainActor final class HelpfulScreen: IntentScreen {
        enum Intent: Sendable { case close, help }
        let intents = IntentChannel<Intent>()
    }

    /// Closes itself, and lets its parent decide about help.
    final class HelpfulCoordinator: Coordinator {
        weak var stack: HeadlessStack?
        init(stack: HeadlessStack?) { self.stack = stack }

        func start(_ flow: Flow<Void>) {
            guard let stack else { return flow.cancel() }
            let screen = HelpfulScreen()
            flow.push(screen, on: stack)
            // snippet: bind
            flow.bind(to: screen) { intent in
                switch intent {
                case .close: flow.finish()
                case .help: return .unhandled  // let the parent decide
                }
                return .handled
            }
            // end snippet
        }
    }

    /// Closes itself and shows its own help: nothing for the parent to decide.
    final class SelfHelpingCoordinator: Coordinator {
        weak var stack: HeadlessStack?
        private(set) var helpShown = 0
        init(stack: HeadlessStack?) { self.stack = stack }

        func start(_ flow: Flow<Void>) {
            guard let stack else { return flow.cancel() }
            let screen = HelpfulScreen()
            flow.push(screen, on: stack)
            // snippet: handle
            flow.handle(screen) { intent in
                switch intent {
                case .close: flow.finish()
                case .help: self.showHelp()
                }
            }
            // end snippet
        }

        private func showHelp() { helpShown += 1 }
    }

    // snippet: detail-screen
    @MainActor
    final class DetailScreen: IntentScreen {
        enum Intent: Sendable { case compose }
        let intents = IntentChannel<Intent>()
    }
    // end snippet

    /// Shows a detail screen above its own, and routes it without binding its life to it.
    final class DetailFlowCoordinator: Coordinator {
        weak var stack: HeadlessStack?
        private(set) var composeTaps = 0
        init(stack: HeadlessStack) { self.stack = stack }

        func start(_ flow: Flow<Void>) {
            guard let stack else { return flow.cancel() }
            // snippet: push
            let detail = DetailScreen()
            flow.push(detail, on: stack)
            flow.route(detail) { intent in self.handle(intent) }
            // end snippet
        }

        private func handle(_ intent: DetailScreen.Intent) -> RouteResult {
            composeTaps += 1
            return .handled
        }
    }

    @MainActor final class ComposeScreen: IntentScreen {
        enum Intent: Sendable { case send(String) }
        let intents = IntentChannel<Intent>()
    }

    /// Pushes a compose screen and finishes with the draft sent.
    final class ComposeCoordinator: Coordinator {
        weak var stack: HeadlessStack?
        init(stack: HeadlessStack?) { self.stack = stack }

        func start(_ flow: Flow<String>) {
            guard let stack else { return flow.cancel() }
            let screen = ComposeScreen()
            flow.push(screen, on: stack)
            flow.bind(to: screen) { intent in
                switch intent {
                case .send(let draft): flow.finish(with: draft)
                }
                return .handled
            }
        }
    }

    /// Starts a compose flow and keeps what it sends.
    final class DraftsCoordinator: Coordinator {
        weak var stack: HeadlessStack?
        private var flow: Flow<Void>?
        private(set) var saved: [String] = []
        init(stack: HeadlessStack) { self.stack = stack }

        func start(_ flow: Flow<Void>) {
            self.flow = flow
        }

        func compose() throws {
            guard let flow else { return }
            // snippet: start-child
            try flow.startChild(ComposeCoordinator(stack: stack)) { result in
                if case .success(let draft) = result { self.save(draft) }
            }
            // end snippet
        }

        private func save(_ draft: String) {
            saved.append(draft)
        }
    }
}

// The screens' doc-comment samples: a screen and its channel.
enum ScreenSamples {
    // snippet: login-screen
    @MainActor
    final class LoginScreen: IntentScreen {
        enum Intent: Sendable {
            case submit(user: String)
            case forgotPassword
        }
        let intents = IntentChannel<Intent>()
        func tapSubmit() { intents.send(.submit(user: "ada")) }
    }
    // end snippet

    /// Finishes a screen's channel by hand, as a container does with a screen it removed.
    @MainActor
    static func finishedChannel() -> CoordinatorSamples.DetailScreen {
        typealias DetailScreen = CoordinatorSamples.DetailScreen
        // snippet: finish
        let screen = DetailScreen()
        screen.intents.finish()  // the coordinator bound to it ends: screen released
        screen.intents.send(.compose)  // reaches no route: reported once to IntentDiagnostics
        // end snippet
        return screen
    }

    /// Installs the sample's handler, releases a screen holding an intent nobody routed, and
    /// returns what the handler received; the previous handler is put back.
    @MainActor
    static func unroutedIntentReports() -> [UnroutedIntents] {
        let previous = IntentDiagnostics.unroutedIntentsHandler
        defer { IntentDiagnostics.unroutedIntentsHandler = previous }
        // snippet: diagnostics
        var reports: [UnroutedIntents] = []
        IntentDiagnostics.unroutedIntentsHandler = { reports.append($0) }
        // end snippet
        do {
            let screen = CoordinatorSamples.DetailScreen()
            screen.intents.send(.compose)
        }
        return reports
    }
}
