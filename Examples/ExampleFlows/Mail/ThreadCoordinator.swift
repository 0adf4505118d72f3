import ReactiveCoordinator

/// Pushes one thread and finishes with its id when the user archives it.
///
/// The back button ends it too, without a result: the stack releases the screen, its intent
/// stream finishes, and the parent hears `screen released`.
final class ThreadCoordinator: Coordinator<Int> {
    let threadID: Int
    weak var stack: (any StackContext)?

    init(threadID: Int, stack: (any StackContext)?) {
        self.threadID = threadID
        self.stack = stack
    }

    override func start() {
        let screen = ThreadScreen(threadID: threadID)
        if let stack { push(screen, on: stack) }
        // `screen` weakly: its channel owns this handler, so a strong capture would make it own
        // itself.
        bind(to: screen) { [unowned self, weak screen] intent in
            switch intent {
            case .archive:
                finish(with: threadID)
                if let stack, let screen { pop(screen, from: stack) }
            }
            return .handled
        }
    }
}
