import ReactiveCoordinator

/// The root of the mail example: signs the user in, then shows their mailbox; signing out goes
/// back to the sign-in screen.
///
/// It depends on the navigation protocols only, so the same code drives `HeadlessWindow` in tests
/// and `UIWindow` in an app. It is handed a factory for the stacks it needs, since creating a
/// container is the one thing that differs between the two (`HeadlessStack()` or
/// `UINavigationController()`). Its trees name it `app`:
/// `CoordinatorTree(root: MailAppCoordinator(...), named: "app")`.
final class MailAppCoordinator: Coordinator {
    weak var window: (any WindowContext & ModalContext)?
    let makeStack: @MainActor () -> any StackContext

    init(window: any WindowContext & ModalContext, makeStack: @escaping @MainActor () -> any StackContext) {
        self.window = window
        self.makeStack = makeStack
    }

    func start(_ flow: Flow<Void>) {
        // Sign-out comes from deep in the tree: the mailbox does not handle it, so it bubbles here.
        flow.routeBubbledIntents { intent, _ in
            guard case MailboxScreen.Intent.signOut = intent else { return .unhandled }
            // Replacing the window's root releases the mailbox's stack; that ends the mailbox flow
            // and its children. Nothing here needs to find them.
            self.showSignIn(in: flow)
            return .handled
        }
        showSignIn(in: flow)
    }

    private func showSignIn(in flow: Flow<Void>) {
        try? flow.startChild(SignInCoordinator(window: window)) { result in
            guard case .success(let user) = result else { return }
            try? flow.startChild(MailboxCoordinator(user: user, window: self.window, makeStack: self.makeStack))
        }
    }
}
