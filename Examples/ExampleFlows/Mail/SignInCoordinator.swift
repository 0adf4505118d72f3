import ReactiveCoordinator

/// Shows the sign-in screen as the window's root and finishes with the user's name.
final class SignInCoordinator: Coordinator<String> {
    weak var window: (any WindowContext)?

    init(window: (any WindowContext)?) {
        self.window = window
    }

    override func start() {
        let screen = SignInScreen()
        if let window { setRoot(screen, in: window) }
        bind(to: screen) { [unowned self] intent in
            switch intent {
            case .signIn(let user): finish(with: user)
            }
            return .handled
        }
    }
}
