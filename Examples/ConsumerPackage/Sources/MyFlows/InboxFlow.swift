import ReactiveCoordinator

/// The inbox: the user opens messages from it.
@MainActor
public final class InboxScreen: IntentScreen {
    /// What the user can ask for.
    public enum Intent: Sendable { case open(id: Int) }

    /// The screen's channel, owned by the screen alone.
    public let intents = IntentChannel<Intent>()

    /// Creates the screen.
    public init() {}
}

/// Shows the inbox on a stack and keeps the ids of the messages the user opened.
///
/// A coordinator of another module: it subclasses `Coordinator` and calls its navigation and
/// routing methods through the library's public API only.
public final class InboxCoordinator: Coordinator<Void> {
    weak var stack: (any StackContext)?

    /// The ids of the messages the user opened, in order.
    public private(set) var opened: [Int] = []

    /// Creates the flow for a stack, which it holds weakly.
    public init(stack: any StackContext) {
        self.stack = stack
        super.init()
    }

    override public func start() {
        let inbox = InboxScreen()
        if let stack { push(inbox, on: stack) }
        bind(to: inbox) { [unowned self] intent in
            switch intent {
            case .open(let id): opened.append(id)
            }
            return .handled
        }
    }
}
