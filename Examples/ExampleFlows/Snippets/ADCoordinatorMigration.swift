import ReactiveCoordinator

// The "after" code of the ADCoordinator migration guide, compiled so that the guide cannot drift.
enum ADCoordinatorMigration {
    @MainActor final class MasterScreen: IntentScreen {
        enum Intent: Sendable { case showDetail, presentDetail }
        let intents = IntentChannel<Intent>()
    }

    @MainActor final class DetailScreen: IntentScreen {
        enum Intent: Sendable { case close }
        let intents = IntentChannel<Intent>()
    }

    // snippet: horizontal
    final class ApplicationCoordinator: Coordinator {
        weak var stack: (any StackContext)?
        weak var window: (any ModalContext)?
        let makeStack: @MainActor () -> any StackContext

        init(stack: any StackContext, window: any ModalContext, makeStack: @escaping @MainActor () -> any StackContext)
        {
            self.stack = stack
            self.window = window
            self.makeStack = makeStack
        }

        func start(_ flow: Flow<Void>) {
            let master = MasterScreen()
            if let stack { flow.push(master, on: stack) }
            flow.bind(to: master) { intent in
                switch intent {
                case .showDetail:
                    // Horizontal: same stack. A screen needs no coordinator of its own.
                    if let stack = self.stack { flow.push(DetailScreen(), on: stack) }
                case .presentDetail:
                    // Vertical: a new context, a new child. No addChild, no removeChild.
                    guard let presenter = self.stack else { return .handled }
                    let child = DetailCoordinator(window: self.window, over: presenter, makeStack: self.makeStack)
                    try? flow.startChild(child)
                }
                return .handled
            }
        }
    }
    // end snippet

    // snippet: vertical
    final class DetailCoordinator: Coordinator {
        weak var window: (any ModalContext)?
        weak var presenter: AnyObject?
        weak var detail: DetailScreen?
        let makeStack: @MainActor () -> any StackContext

        init(
            window: (any ModalContext)?, over presenter: AnyObject,
            makeStack: @escaping @MainActor () -> any StackContext
        ) {
            self.window = window
            self.presenter = presenter
            self.makeStack = makeStack
        }

        func start(_ flow: Flow<Void>) {
            guard let presenter else { return flow.cancel() }
            let stack = makeStack()
            let detail = DetailScreen()
            flow.push(detail, on: stack)
            if let window { flow.present(stack, over: presenter, in: window) }
            self.detail = detail
            // What bindToLifecycle(of:) did, plus the routing: a swipe-down releases the stack and
            // `detail` with it, and this coordinator ends with "screen released".
            flow.bind(to: detail) { intent in
                switch intent {
                case .close:
                    flow.finish()
                    if let detail = self.detail, let window = self.window { flow.dismiss(from: detail, in: window) }
                }
                return .handled
            }
        }
    }
    // end snippet
}
