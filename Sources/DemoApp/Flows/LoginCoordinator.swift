import ReactiveCoordinator

/// Signs the user in: a welcome screen, then a credentials form; finishes with the user name.
///
/// With a remembered session it finishes inside its own `start()`, before its parent's
/// `startChild` has even returned: the parent still receives the result, because it subscribed
/// to the child's life before starting it.
@MainActor
final class LoginCoordinator: Coordinator<String> {
    private let environment: AppEnvironment
    private weak var stack: HeadlessStack?

    init(environment: AppEnvironment) {
        self.environment = environment
        super.init(name: "login")
    }

    override func start() {
        if let user = environment.rememberedUser {
            finish(with: user)
            return
        }
        let stack = HeadlessStack(name: "login stack")
        let welcome = WelcomeScreen()
        push(welcome, on: stack)
        if let window = environment.window { setRoot(stack, in: window) }
        self.stack = stack
        bind(to: welcome) { [unowned self] intent in
            switch intent {
            case .signIn:
                showCredentials()
                return .handled
            case .createAccount:
                return .unhandled
            }
        }
    }

    private func showCredentials() {
        let form = CredentialsScreen()
        do {
            try stack?.push(form)
        } catch {
            return
        }
        // Routed but not bound: the back button may pop the form and the flow carries on.
        route(form) { [unowned self] intent in
            switch intent {
            case .submit(let user): finish(with: user)
            }
            return .handled
        }
    }
}
