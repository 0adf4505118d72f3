import ReactiveCoordinator

/// Shows a mailbox in a new stack at the window's root; opens threads and composes messages as
/// child flows.
///
/// Its life is bound to the mailbox screen: when that screen goes (the window's root is replaced
/// on sign-out), this flow ends, and the thread and compose flows under it are torn down first.
final class MailboxCoordinator: Coordinator {
    let user: String
    weak var window: (any WindowContext & ModalContext)?
    weak var stack: (any StackContext)?
    let makeStack: @MainActor () -> any StackContext
    /// The messages sent from this mailbox, as their compose flows delivered them.
    private(set) var sent: [String] = []
    /// The threads archived from this mailbox.
    private(set) var archived: [Int] = []

    init(
        user: String,
        window: (any WindowContext & ModalContext)?,
        makeStack: @escaping @MainActor () -> any StackContext
    ) {
        self.user = user
        self.window = window
        self.makeStack = makeStack
    }

    func start(_ flow: Flow<Void>) {
        let stack = makeStack()
        let mailbox = MailboxScreen(user: user)
        // The flow's navigation calls: a failure is a logged refusal with this flow's path, never
        // silence.
        flow.push(mailbox, on: stack)
        if let window { flow.setRoot(stack, in: window) }
        self.stack = stack
        // The handler reaches the stack through the weak property. Capturing the local `stack`
        // would make the mailbox screen's channel own the stack that owns the screen: a cycle
        // that keeps both alive after sign-out.
        flow.bind(to: mailbox) { intent in
            switch intent {
            case .open(let threadID):
                try? flow.startChild(ThreadCoordinator(threadID: threadID, stack: self.stack)) { result in
                    if case .success(let id) = result { self.archived.append(id) }
                }
            case .compose:
                guard let stack = self.stack else { return .handled }
                try? flow.startChild(ComposeCoordinator(window: self.window, over: stack)) { result in
                    if case .success(let text) = result { self.sent.append(text) }
                }
            case .signOut:
                return .unhandled
            }
            return .handled
        }
    }
}
