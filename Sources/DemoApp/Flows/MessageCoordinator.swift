import ReactiveCoordinator

/// One message: reply, show the sender, or archive it.
///
/// Bound to its screen, so the back button, a tab re-tap or a replaced stack ends it without
/// anyone calling it.
@MainActor
final class MessageCoordinator: Coordinator<MessageOutcome> {
    /// How the message screen goes on the stack.
    enum Placement {
        /// On top of whatever is there: the user tapped a row.
        case push
        /// The stack becomes its root and this message: a link asked for exactly this.
        case resetStack
    }

    private let environment: AppEnvironment
    private let message: Mailbox.Message
    private weak var stack: HeadlessStack?
    private weak var screen: MessageScreen?
    private let placement: Placement

    init(environment: AppEnvironment, message: Mailbox.Message, stack: HeadlessStack, placement: Placement) {
        self.environment = environment
        self.message = message
        self.stack = stack
        self.placement = placement
        super.init(name: "message")
    }

    override var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "message", shown: .pushed, value: message.id)
    }

    override func restoreChild(from restoration: CoordinatorRestoration) throws -> Bool {
        switch restoration.kind {
        case "compose":
            try startChild(ComposeCoordinator(environment: environment, draft: restoration.value(Draft.self)))
        case "sender":
            guard let stack else { return false }
            try startChild(
                SenderCoordinator(environment: environment, name: restoration.value(String.self), stack: stack))
        default:
            return false
        }
        return true
    }

    override func start() {
        let screen = MessageScreen(id: message.id)
        switch placement {
        case .push:
            if let stack { push(screen, on: stack) }
        case .resetStack:
            if let stack, let root = stack.screens.first {
                _ = try? stack.setScreens([root, screen])
            }
        }
        self.screen = screen
        bind(to: screen) { [unowned self] intent in
            switch intent {
            case .reply:
                try? startChild(ComposeCoordinator(environment: environment, recipient: message.sender))
            case .showSender:
                if let stack {
                    try? startChild(SenderCoordinator(environment: environment, name: message.sender, stack: stack))
                }
            case .archive:
                finish(with: .archived(id: message.id))
                if let screen = self.screen { stack?.popScreen(screen) }
            }
            return .handled
        }
    }
}
