import ReactiveCoordinator

// The "after" code of the Vine migration guide, compiled so that the guide cannot drift.
enum VineMigration {
    @MainActor final class MenuScreen: IntentScreen {
        enum Intent: Sendable { case openSettings }
        let intents = IntentChannel<Intent>()
    }

    @MainActor final class SettingsScreen: IntentScreen {
        enum Intent: Sendable { case done }
        let intents = IntentChannel<Intent>()
    }

    // snippet: after
    final class RootCoordinator: Coordinator<Void> {
        weak var window: (any WindowContext & ModalContext)?
        let makeStack: @MainActor () -> any StackContext

        init(window: any WindowContext & ModalContext, makeStack: @escaping @MainActor () -> any StackContext) {
            self.window = window
            self.makeStack = makeStack
        }

        override func start() {
            let stack = makeStack()  // a plain UINavigationController: no subclass to adopt
            if let window { setRoot(stack, in: window) }
            try? startChild(MenuCoordinator(stack: stack, window: window))
        }
    }

    final class MenuCoordinator: Coordinator<Void> {
        weak var stack: (any StackContext)?
        weak var window: (any ModalContext)?

        init(stack: any StackContext, window: (any ModalContext)?) {
            self.stack = stack
            self.window = window
        }

        override func start() {
            let menu = MenuScreen()
            if let stack { push(menu, on: stack) }  // the stack's root
            bind(to: menu) { [unowned self] intent in
                switch intent {
                case .openSettings:
                    guard let presenter = stack else { return .handled }
                    let settings = SettingsScreen()
                    if let window { present(settings, over: presenter, in: window) }
                    // Any code may dismiss it, from anywhere: its release ends this route.
                    route(settings) { [weak settings, unowned self] _ in
                        if let settings, let window { dismiss(from: settings, in: window) }
                        return .handled
                    }
                }
                return .handled
            }
        }
    }
    // end snippet
}
