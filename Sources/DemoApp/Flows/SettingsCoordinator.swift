import ReactiveCoordinator

/// The settings tab: settings, and the account screen it pushes.
///
/// Logout is not its call: the intent goes up to whoever owns the signed-in part of the app.
@MainActor
final class SettingsCoordinator: Coordinator<Void> {
    private weak var stack: HeadlessStack?
    private weak var tabs: HeadlessTabs?
    private let tabIndex: Int

    init(stack: HeadlessStack, tabs: HeadlessTabs, tabIndex: Int) {
        self.stack = stack
        self.tabs = tabs
        self.tabIndex = tabIndex
        super.init(name: "settings")
    }

    override func start() {
        let settings = SettingsScreen()
        if let stack { push(settings, on: stack) }
        bind(to: settings) { [unowned self] intent in
            switch intent {
            case .account:
                showAccount()
                return .handled
            case .logout:
                return .unhandled
            }
        }
    }

    private func showAccount() {
        // A link may arrive while another tab is shown.
        if let tabs { selectTab(at: tabIndex, in: tabs) }
        let account = AccountScreen()
        do {
            try stack?.push(account)
        } catch {
            return
        }
        route(account) { intent in
            switch intent {
            case .logout: .unhandled
            }
        }
    }
}
