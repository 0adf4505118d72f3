import ReactiveCoordinator

/// The root of the demo app: it shows the login flow, then the main tabs, and the login flow
/// again after a logout.
///
/// Its life is bound to no screen: it lives as long as the app, and owns the flows below it.
@MainActor
final class AppCoordinator: Coordinator<Void> {
    private let environment: AppEnvironment

    init(environment: AppEnvironment) {
        self.environment = environment
        super.init(name: "app")
    }

    override func start() {
        showLogin()
    }

    /// A restored session is signed in: the login flow shown now finishes with its user, and
    /// this coordinator starts the main flow as it would after a sign-in.
    override func restoreChild(from restoration: CoordinatorRestoration) throws -> Bool {
        guard restoration.kind == "main", let login = children.last as? LoginCoordinator else { return false }
        login.finish(with: try restoration.value(String.self))
        return true
    }

    private func showLogin() {
        try? startChild(LoginCoordinator(environment: environment)) { [unowned self] result in
            switch result {
            case .success(let user):
                environment.rememberedUser = user
                showMain()
            case .failure(.screenReleased):
                // Something replaced the login screens behind the flow's back: show them again.
                showLogin()
            case .failure:
                // Torn down with the app, or cancelled: nothing more to show.
                break
            }
        }
    }

    private func showMain() {
        try? startChild(MainCoordinator(environment: environment)) { [unowned self] result in
            if case .success(.loggedOut) = result {
                environment.rememberedUser = nil
                showLogin()
            }
        }
    }
}
