import ReactiveCoordinator

// The catalog overview's sample: the quick start's inbox flow as the overview shows it, with its
// stack set after it is made. OverviewSampleTests opens a message through it.
enum OverviewSample {
    // snippet: inbox
    final class InboxCoordinator: Coordinator<Void> {
        weak var stack: (any StackContext)?

        override func start() {
            let inbox = InboxScreen()
            try? stack?.push(inbox)
            bind(to: inbox) { [unowned self] intent in  // routes the screen, and ends with it
                switch intent {
                case .open(let id): try? startChild(MessageCoordinator(stack: stack, id: id))
                }
                return .handled
            }
        }
    }
    // end snippet
}
