import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless

/// One message: reply, show the sender, or archive it.
///
/// Bound to its screen, so the back button, a tab re-tap or a replaced stack ends it without
/// anyone calling it.
@MainActor
final class MessageCoordinator: RestorableCoordinator {
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
    }

    var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "message", shown: .pushed, value: message.id)
    }

    func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<MessageOutcome>) throws -> Bool {
        switch restoration.kind {
        case "compose":
            try flow.startChild(ComposeCoordinator(environment: environment, draft: restoration.value(Draft.self)))
        case "sender":
            guard let stack else { return false }
            try flow.startChild(
                SenderCoordinator(environment: environment, name: restoration.value(String.self), stack: stack))
        default:
            return false
        }
        return true
    }

    func start(_ flow: Flow<MessageOutcome>) {
        let screen = MessageScreen(id: message.id)
        switch placement {
        case .push:
            if let stack { flow.push(screen, on: stack) }
        case .resetStack:
            if let stack, let root = stack.screens.first {
                _ = try? stack.setScreens([root, screen])
            }
        }
        self.screen = screen
        flow.bind(to: screen) { intent in
            switch intent {
            case .reply:
                try? flow.startChild(ComposeCoordinator(environment: self.environment, recipient: self.message.sender))
            case .showSender:
                if let stack = self.stack {
                    try? flow.startChild(
                        SenderCoordinator(environment: self.environment, name: self.message.sender, stack: stack))
                }
            case .archive:
                flow.finish(with: .archived(id: self.message.id))
                if let screen = self.screen { self.stack?.popScreen(screen) }
            }
            return .handled
        }
    }
}
