import ReactiveCoordinator
import ReactiveCoordinatorHeadless

/// Signs the user in: a welcome screen, then a credentials form; finishes with the user name.
///
/// With a remembered session it finishes inside its own `start(_:)`, before its parent's
/// `startChild` has even returned: the parent still receives the result, because it subscribed
/// to the child's life before starting it.
@MainActor
final class LoginCoordinator: Coordinator {
    private let environment: AppEnvironment
    private weak var stack: HeadlessStack?

    init(environment: AppEnvironment) {
        self.environment = environment
    }

    func start(_ flow: Flow<String>) {
        if let user = environment.rememberedUser {
            flow.finish(with: user)
            return
        }
        let stack = HeadlessStack(name: "login stack")
        let welcome = WelcomeScreen()
        flow.push(welcome, on: stack)
        if let window = environment.window { flow.setRoot(stack, in: window) }
        self.stack = stack
        flow.bind(to: welcome) { intent in
            switch intent {
            case .signIn:
                self.showCredentials(in: flow)
                return .handled
            case .createAccount:
                return .unhandled
            }
        }
    }

    private func showCredentials(in flow: Flow<String>) {
        let form = CredentialsScreen()
        do {
            try stack?.push(form)
        } catch {
            return
        }
        // Routed but not bound: the back button may pop the form and the flow carries on.
        flow.route(form) { intent in
            switch intent {
            case .submit(let user): flow.finish(with: user)
            }
            return .handled
        }
    }
}
