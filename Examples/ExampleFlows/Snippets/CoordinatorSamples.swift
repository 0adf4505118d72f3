import ReactiveCoordinator

// The doc-comment samples of Coordinator and AnyCoordinator: a coordinator, routing, bubbling,
// showing screens and starting children. Each region is what the documentation shows; the types
// around it are the least that makes it compile. CoordinatorSampleTests runs each in a tree.
enum CoordinatorSamples {
    @MainActor final class LoginScreen: IntentScreen {
        enum Intent: Sendable { case submit(user: String) }
        let intents = IntentChannel<Intent>()
    }

    // snippet: coordinator
    final class LoginCoordinator: Coordinator<String> {
        weak var stack: HeadlessStack?

        override func start() {
            guard let stack else { return cancel() }
            let screen = LoginScreen()
            push(screen, on: stack)  // a failure is logged, with this coordinator's path
            bind(to: screen) { [unowned self] intent in
                switch intent {
                case .submit(let user): finish(with: user)
                }
                return .handled
            }
        }
    }
    // end snippet

    /// What the settings screen sends when the user logs out.
    struct LogoutIntent: Sendable {}

    @MainActor final class SettingsScreen: IntentScreen {
        let intents = IntentChannel<LogoutIntent>()
    }

    /// Routes nothing of its screen itself: a logout bubbles to the session.
    final class SettingsCoordinator: Coordinator<Void> {
        weak var stack: HeadlessStack?
        init(stack: HeadlessStack?) { self.stack = stack }

        override func start() {
            guard let stack else { return cancel() }
            let screen = SettingsScreen()
            push(screen, on: stack)
            bind(to: screen) { _ in .unhandled }
        }
    }

    enum SessionEnd: Sendable { case loggedOut }

    /// The session: shows the settings flow, and ends when a logout bubbles up from it.
    final class SessionCoordinator: Coordinator<SessionEnd> {
        weak var stack: HeadlessStack?
        init(stack: HeadlessStack) { self.stack = stack }

        override func start() {
            try? startChild(SettingsCoordinator(stack: stack))
        }

        // snippet: bubbled
        override func route(bubbled intent: any Sendable, from child: AnyCoordinator) -> RouteResult {
            guard intent is LogoutIntent else { return .unhandled }
            finish(with: .loggedOut)
            return .handled
        }
        // end snippet
    }

    @MainActor final class HelpfulScreen: IntentScreen {
        enum Intent: Sendable { case close, help }
        let intents = IntentChannel<Intent>()
    }

    /// Closes itself, and lets its parent decide about help.
    final class HelpfulCoordinator: Coordinator<Void> {
        weak var stack: HeadlessStack?
        init(stack: HeadlessStack?) { self.stack = stack }

        override func start() {
            guard let stack else { return cancel() }
            let screen = HelpfulScreen()
            push(screen, on: stack)
            // snippet: bind
            bind(to: screen) { [unowned self] intent in
                switch intent {
                case .close: finish()
                case .help: return .unhandled  // let the parent decide
                }
                return .handled
            }
            // end snippet
        }
    }

    // snippet: detail-screen
    @MainActor
    final class DetailScreen: IntentScreen {
        enum Intent: Sendable { case compose }
        let intents = IntentChannel<Intent>()
    }
    // end snippet

    /// Shows a detail screen above its own, and routes it without binding its life to it.
    final class DetailFlowCoordinator: Coordinator<Void> {
        weak var stack: HeadlessStack?
        private(set) var composeTaps = 0
        init(stack: HeadlessStack) { self.stack = stack }

        override func start() {
            guard let stack else { return cancel() }
            // snippet: push
            let detail = DetailScreen()
            push(detail, on: stack)
            route(detail) { [unowned self] intent in handle(intent) }
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
    final class ComposeCoordinator: Coordinator<String> {
        weak var stack: HeadlessStack?
        init(stack: HeadlessStack?) { self.stack = stack }

        override func start() {
            guard let stack else { return cancel() }
            let screen = ComposeScreen()
            push(screen, on: stack)
            bind(to: screen) { [unowned self] intent in
                switch intent {
                case .send(let draft): finish(with: draft)
                }
                return .handled
            }
        }
    }

    /// Starts a compose flow and keeps what it sends.
    final class DraftsCoordinator: Coordinator<Void> {
        weak var stack: HeadlessStack?
        private(set) var saved: [String] = []
        init(stack: HeadlessStack) { self.stack = stack }

        func compose() throws {
            // snippet: start-child
            try startChild(ComposeCoordinator(stack: stack)) { [unowned self] result in
                if case .success(let draft) = result { save(draft) }
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
        screen.intents.send(.compose)  // ignored: the stream has finished
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
