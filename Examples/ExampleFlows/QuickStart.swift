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
// snippet: inbox
final class InboxCoordinator: Coordinator<Void> {
    weak var stack: (any StackContext)?
    init(stack: any StackContext) { self.stack = stack }

    override func start() {
        let inbox = InboxScreen()
        if let stack { push(inbox, on: stack) }  // a failure is logged, with this flow's path
        bind(to: inbox) { [unowned self] intent in  // routes the screen, and ends with it
            switch intent {
            case .open(let id): try? startChild(MessageCoordinator(stack: stack, id: id))
            }
            return .handled
        }
    }
}
// end snippet

// The child flow lives as long as its screen, and finishes with the id of the archived message.
final class MessageCoordinator: Coordinator<Int> {
    weak var stack: (any StackContext)?
    let id: Int
    init(stack: (any StackContext)?, id: Int) { (self.stack, self.id) = (stack, id) }

    override func start() {
        let message = MessageScreen()
        if let stack { push(message, on: stack) }
        bind(to: message) { [unowned self, weak message] intent in
            switch intent {
            case .archive:
                finish(with: id)
                if let stack, let message { pop(message, from: stack) }
            }
            return .handled
        }
    }
}
