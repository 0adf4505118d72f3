import ReactiveCoordinator

/// The signed-in app: an inbox tab and a settings tab, each run by a child flow.
///
/// It finishes with ``MainOutcome/loggedOut`` when a logout bubbles up from anywhere below it,
/// which tears its whole subtree down, children first.
@MainActor
final class MainCoordinator: Coordinator<MainOutcome> {
    private let environment: AppEnvironment

    init(environment: AppEnvironment) {
        self.environment = environment
        super.init(name: "main")
    }

    override var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "main", shown: .windowRoot, value: environment.rememberedUser ?? "")
    }

    override func start() {
        let tabs = HeadlessTabs(name: "tabs")
        let inboxStack = HeadlessStack(name: "inbox stack")
        let settingsStack = HeadlessStack(name: "settings stack")
        setTabs([inboxStack, settingsStack], in: tabs)
        if let window = environment.window { setRoot(tabs, in: window) }
        let inbox = InboxCoordinator(environment: environment, stack: inboxStack, tabs: tabs, tabIndex: 0)
        try? startChild(inbox) { [unowned self] in tabFlowEnded($0) }
        let settings = SettingsCoordinator(stack: settingsStack, tabs: tabs, tabIndex: 1)
        try? startChild(settings) { [unowned self] in tabFlowEnded($0) }
    }

    override func route(bubbled intent: any Sendable, from child: AnyCoordinator) -> RouteResult {
        switch intent {
        case SettingsScreen.Intent.logout, AccountScreen.Intent.logout:
            finish(with: .loggedOut)
            return .handled
        default:
            return .unhandled
        }
    }

    /// A tab's root screen can only be released with the tabs themselves: then this flow has
    /// nothing left to show and ends too, rather than linger as a zombie.
    private func tabFlowEnded<Output>(_ result: Result<Output, TeardownReason>) {
        if case .failure(.screenReleased) = result, state == .active || state == .paused {
            cancel()
        }
    }
}
