import ReactiveCoordinator

/// The root of the mail example: signs the user in, then shows their mailbox; signing out goes
/// back to the sign-in screen.
///
/// It depends on the navigation protocols only, so the same code drives `HeadlessWindow` in tests
/// and `UIWindow` in an app. It is handed a factory for the stacks it needs, since creating a
/// container is the one thing that differs between the two (`HeadlessStack()` or
/// `UINavigationController()`).
final class MailAppCoordinator: Coordinator<Void> {
    weak var window: (any WindowContext & ModalContext)?
    let makeStack: @MainActor () -> any StackContext

    init(window: any WindowContext & ModalContext, makeStack: @escaping @MainActor () -> any StackContext) {
        self.window = window
        self.makeStack = makeStack
        super.init(name: "app")
    }

    override func start() {
        showSignIn()
    }

    /// Sign-out comes from deep in the tree: the mailbox does not handle it, so it bubbles here.
    override func route(bubbled intent: any Sendable, from child: AnyCoordinator) -> RouteResult {
        guard case MailboxScreen.Intent.signOut = intent else { return .unhandled }
        // Replacing the window's root releases the mailbox's stack; that ends the mailbox flow
        // and its children. Nothing here needs to find them.
        showSignIn()
        return .handled
    }

    private func showSignIn() {
        try? startChild(SignInCoordinator(window: window)) { [unowned self] result in
            guard case .success(let user) = result else { return }
            try? startChild(MailboxCoordinator(user: user, window: window, makeStack: makeStack))
        }
    }
}
