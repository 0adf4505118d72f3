import ReactiveCoordinator

/// Shows the sign-in screen as the window's root and finishes with the user's name.
final class SignInCoordinator: Coordinator {
    weak var window: (any WindowContext)?

    init(window: (any WindowContext)?) {
        self.window = window
    }

    func start(_ flow: Flow<String>) {
        let screen = SignInScreen()
        if let window { flow.setRoot(screen, in: window) }
        flow.bind(to: screen) { intent in
            switch intent {
            case .signIn(let user): flow.finish(with: user)
            }
            return .handled
        }
    }
}
