import ReactiveCoordinator

// Two screens. In an app they are view controllers; here they are plain objects. Each owns its
// channel in a `let`, so releasing the screen finishes its intent stream.
// snippet: inbox-screen
@MainActor final class InboxScreen: IntentScreen {
    enum Intent: Sendable { case open(id: Int) }
    let intents = IntentChannel<Intent>()
}
// end snippet

@MainActor final class MessageScreen: IntentScreen {
    enum Intent: Sendable { case archive }
    let intents = IntentChannel<Intent>()
}

// The root flow shows the inbox and starts a child flow for each message the user opens.
final class InboxCoordinator: Coordinator<Void> {
    weak var stack: (any StackContext)?
    init(stack: any StackContext) { self.stack = stack }

    override func start() {
        let inbox = InboxScreen()
        try? stack?.push(inbox)
        bind(to: inbox) { [unowned self] intent in
            switch intent {
            case .open(let id): try? startChild(MessageCoordinator(stack: stack, id: id))
            }
            return .handled
        }
    }
}

// The child flow lives as long as its screen, and finishes with the id of the archived message.
final class MessageCoordinator: Coordinator<Int> {
    weak var stack: (any StackContext)?
    let id: Int
    init(stack: (any StackContext)?, id: Int) { (self.stack, self.id) = (stack, id) }

    override func start() {
        let message = MessageScreen()
        try? stack?.push(message)
        bind(to: message) { [unowned self] intent in
            switch intent {
            case .archive:
                finish(with: id)
                _ = try? stack?.pop()
            }
            return .handled
        }
    }
}
