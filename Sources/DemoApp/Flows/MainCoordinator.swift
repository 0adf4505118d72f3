import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless

/// The signed-in app: an inbox tab and a settings tab, each run by a child flow.
///
/// It finishes with ``MainOutcome/loggedOut`` when a logout bubbles up from anywhere below it,
/// which tears its whole subtree down, children first. A link on its way down first dismisses
/// what is presented over the tabs, so that it lands where the user looks: a guarded draft is
/// asked, and the link waits for its answer.
@MainActor
final class MainCoordinator: RestorableCoordinator, LinkRoutingCoordinator {
    private let environment: AppEnvironment
    private weak var tabs: HeadlessTabs?

    init(environment: AppEnvironment) {
        self.environment = environment
    }

    var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "main", shown: .windowRoot, value: environment.rememberedUser ?? "")
    }

    func start(_ flow: Flow<MainOutcome>) {
        let tabs = HeadlessTabs(name: "tabs")
        self.tabs = tabs
        let inboxStack = HeadlessStack(name: "inbox stack")
        let settingsStack = HeadlessStack(name: "settings stack")
        flow.setTabs([inboxStack, settingsStack], in: tabs)
        if let window = environment.window { flow.setRoot(tabs, in: window) }
        let inbox = InboxCoordinator(environment: environment, stack: inboxStack, tabs: tabs, tabIndex: 0)
        try? flow.startChild(inbox) { Self.tabFlowEnded($0, in: flow) }
        let settings = SettingsCoordinator(stack: settingsStack, tabs: tabs, tabIndex: 1)
        try? flow.startChild(settings) { Self.tabFlowEnded($0, in: flow) }
        flow.routeBubbledIntents { intent, _ in
            switch intent {
            case SettingsScreen.Intent.logout, AccountScreen.Intent.logout:
                flow.finish(with: .loggedOut)
                return .handled
            default:
                return .unhandled
            }
        }
    }

    /// Dismisses every sheet over the tabs before a link's step goes on below, asking the guard
    /// of a draft among them (the link then waits for its answer).
    func prepareForLink(toward child: AnyFlow?, in flow: Flow<MainOutcome>) {
        guard let window = environment.window, let tabs, !window.presentedScreens.isEmpty else { return }
        flow.dismiss(from: tabs, in: window)
    }

    /// A tab's root screen can only be released with the tabs themselves: then this flow has
    /// nothing left to show and ends too, rather than linger as a zombie.
    private static func tabFlowEnded<Output>(_ result: Result<Output, TeardownReason>, in flow: Flow<MainOutcome>) {
        if case .failure(.screenReleased) = result, flow.state == .active || flow.state == .paused {
            flow.cancel()
        }
    }
}
