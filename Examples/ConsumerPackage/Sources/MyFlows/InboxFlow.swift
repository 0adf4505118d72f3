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
/// A coordinator of another module: it conforms to `Coordinator` and calls the navigation and
/// routing methods of its flow through the library's public API only.
public final class InboxCoordinator: Coordinator {
    weak var stack: (any StackContext)?

    /// The ids of the messages the user opened, in order.
    public private(set) var opened: [Int] = []

    /// Creates the flow for a stack, which it holds weakly.
    public init(stack: any StackContext) {
        self.stack = stack
    }

    /// Shows the inbox and routes its intents.
    ///
    /// - Parameter flow: The handle to this coordinator's life in its tree.
    public func start(_ flow: Flow<Void>) {
        let inbox = InboxScreen()
        if let stack { flow.push(inbox, on: stack) }
        flow.bind(to: inbox) { intent in
            switch intent {
            case .open(let id): self.opened.append(id)
            }
            return .handled
        }
    }
}
