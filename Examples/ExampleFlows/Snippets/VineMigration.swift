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
    final class RootCoordinator: Coordinator {
        weak var window: (any WindowContext & ModalContext)?
        let makeStack: @MainActor () -> any StackContext

        init(window: any WindowContext & ModalContext, makeStack: @escaping @MainActor () -> any StackContext) {
            self.window = window
            self.makeStack = makeStack
        }

        func start(_ flow: Flow<Void>) {
            let stack = makeStack()  // a plain UINavigationController: no subclass to adopt
            if let window { flow.setRoot(stack, in: window) }
            try? flow.startChild(MenuCoordinator(stack: stack, window: window))
        }
    }

    final class MenuCoordinator: Coordinator {
        weak var stack: (any StackContext)?
        weak var window: (any ModalContext)?

        init(stack: any StackContext, window: (any ModalContext)?) {
            self.stack = stack
            self.window = window
        }

        func start(_ flow: Flow<Void>) {
            let menu = MenuScreen()
            if let stack { flow.push(menu, on: stack) }  // the stack's root
            flow.bind(to: menu) { intent in
                switch intent {
                case .openSettings:
                    guard let presenter = self.stack else { return .handled }
                    let settings = SettingsScreen()
                    if let window = self.window { flow.present(settings, over: presenter, in: window) }
                    // Any code may dismiss it, from anywhere: its release ends this route.
                    flow.route(settings) { [weak settings] _ in
                        if let settings, let window = self.window { flow.dismiss(from: settings, in: window) }
                        return .handled
                    }
                }
                return .handled
            }
        }
    }
    // end snippet
}
