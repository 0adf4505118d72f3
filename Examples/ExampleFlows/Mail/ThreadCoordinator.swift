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
        try? stack?.push(screen)
        bind(to: screen) { [unowned self] intent in
            switch intent {
            case .archive:
                finish(with: threadID)
                _ = try? stack?.pop()
            }
            return .handled
        }
    }
}
