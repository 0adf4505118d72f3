import ReactiveCoordinator

/// Pushes one thread and finishes with its id when the user archives it.
///
/// The back button ends it too, without a result: the stack releases the screen, its intent
/// stream finishes, and the parent hears `screen released`.
final class ThreadCoordinator: Coordinator {
    let threadID: Int
    weak var stack: (any StackContext)?

    init(threadID: Int, stack: (any StackContext)?) {
        self.threadID = threadID
        self.stack = stack
    }

    func start(_ flow: Flow<Int>) {
        let screen = ThreadScreen(threadID: threadID)
        if let stack { flow.push(screen, on: stack) }
        // `screen` weakly: its channel owns this handler, so a strong capture would make it own
        // itself.
        flow.bind(to: screen) { [weak screen] intent in
            switch intent {
            case .archive:
                flow.finish(with: self.threadID)
                if let stack = self.stack, let screen { flow.pop(screen, from: stack) }
            }
            return .handled
        }
    }
}
