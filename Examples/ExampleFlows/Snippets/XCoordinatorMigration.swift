import ReactiveCoordinator

// The "after" code of the XCoordinator migration guide, compiled so that the guide cannot drift.
enum XCoordinatorMigration {
    // snippet: screen
    // The view model no longer holds a router: it publishes what the user asked for.
    @MainActor final class UserListScreen: IntentScreen {
        enum Intent: Sendable {
            case user(name: String)
            case randomColor
            case logout
        }
        let intents = IntentChannel<Intent>()

        func didSelect(name: String) { intents.send(.user(name: name)) }
    }
    // end snippet

    @MainActor final class UserScreen: IntentScreen {
        enum Intent: Sendable { case close }
        let intents = IntentChannel<Intent>()
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    @MainActor final class ColorScreen: IntentScreen {
        enum Intent: Sendable { case done }
        let intents = IntentChannel<Intent>()
    }

    // snippet: transitions
    final class UserListCoordinator: Coordinator {
        weak var stack: (any StackContext)?
        weak var window: (any ModalContext)?

        init(stack: any StackContext, window: any ModalContext) {
            self.stack = stack
            self.window = window
        }

        func start(_ flow: Flow<Void>) {
            let list = UserListScreen()
            if let stack { flow.push(list, on: stack) }
            // prepareTransition(for:), with the transition performed in place.
            flow.bind(to: list) { intent in
                switch intent {
                case .user(let name):
                    let user = UserScreen(name: name)
                    if let stack = self.stack { flow.push(user, on: stack) }  // .push
                    flow.route(user) { [weak user] _ in
                        if let stack = self.stack, let user { flow.pop(user, from: stack) }  // .pop
                        return .handled
                    }
                case .randomColor:
                    guard let presenter = self.stack else { return .handled }
                    let color = ColorCoordinator(window: self.window, over: presenter)
                    try? flow.startChild(color)  // .present(coordinator)
                case .logout:
                    return .unhandled  // a route this coordinator does not know: the parent's
                }
                return .handled
            }
        }
    }

    final class ColorCoordinator: Coordinator {
        weak var window: (any ModalContext)?
        weak var presenter: AnyObject?
        weak var screen: ColorScreen?

        init(window: (any ModalContext)?, over presenter: AnyObject) {
            self.window = window
            self.presenter = presenter
        }

        func start(_ flow: Flow<Void>) {
            guard let presenter else { return flow.cancel() }
            let screen = ColorScreen()
            if let window { flow.present(screen, over: presenter, in: window) }
            self.screen = screen
            flow.bind(to: screen) { _ in
                flow.finish()
                guard let screen = self.screen, let window = self.window else { return .handled }
                flow.dismiss(from: screen, in: window)  // .dismiss
                return .handled
            }
        }
    }
    // end snippet
}
