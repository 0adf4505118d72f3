import ReactiveCoordinator
import ReactiveCoordinatorHeadless

/// The settings tab: settings, and the account screen it pushes.
///
/// Logout is not its call: the intent goes up to whoever owns the signed-in part of the app.
@MainActor
final class SettingsCoordinator: Coordinator {
    private weak var stack: HeadlessStack?
    private weak var tabs: HeadlessTabs?
    private let tabIndex: Int
    /// The account screen this flow pushed, while something holds it.
    private weak var account: AccountScreen?

    init(stack: HeadlessStack, tabs: HeadlessTabs, tabIndex: Int) {
        self.stack = stack
        self.tabs = tabs
        self.tabIndex = tabIndex
    }

    func start(_ flow: Flow<Void>) {
        let settings = SettingsScreen()
        if let stack { flow.push(settings, on: stack) }
        flow.bind(to: settings) { intent in
            switch intent {
            case .account:
                self.showAccount(in: flow)
                return .handled
            case .logout:
                return .unhandled
            }
        }
    }

    private func showAccount(in flow: Flow<Void>) {
        // A link may arrive while another tab is shown.
        if let tabs { flow.selectTab(at: tabIndex, in: tabs) }
        // A link (or links that waited while the app was in the background) to the account
        // while it is shown: it stays the one account screen, on top, as nothing goes over it.
        if let shown = account, stack?.screens.contains(where: { $0 === shown }) == true { return }
        let account = AccountScreen()
        do {
            try stack?.push(account)
        } catch {
            return
        }
        self.account = account
        flow.route(account) { intent in
            switch intent {
            case .logout: .unhandled
            }
        }
    }
}
