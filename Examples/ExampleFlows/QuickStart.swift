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
final class InboxCoordinator: Coordinator {
    weak var stack: (any StackContext)?
    init(stack: any StackContext) { self.stack = stack }

    func start(_ flow: Flow<Void>) {
        let inbox = InboxScreen()
        if let stack { flow.push(inbox, on: stack) }  // a failure is logged, with this flow's path
        flow.handle(inbox) { intent in  // handles the screen's intents, and ends with it
            switch intent {
            case .open(let id): try? flow.startChild(MessageCoordinator(stack: self.stack, id: id))
            }
        }
    }
}
// end snippet

// The child flow lives as long as its screen, and finishes with the id of the archived message.
final class MessageCoordinator: Coordinator {
    weak var stack: (any StackContext)?
    let id: Int
    init(stack: (any StackContext)?, id: Int) { (self.stack, self.id) = (stack, id) }

    func start(_ flow: Flow<Int>) {
        let message = MessageScreen()
        if let stack { flow.push(message, on: stack) }
        flow.handle(message) { [weak message] intent in  // never hold the screen itself
            switch intent {
            case .archive:
                flow.finish(with: self.id)
                if let stack = self.stack, let message { flow.pop(message, from: stack) }
            }
        }
    }
}
