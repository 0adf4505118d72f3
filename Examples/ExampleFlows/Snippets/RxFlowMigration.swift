import ReactiveCoordinator

// The "after" code of the RxFlow migration guide, compiled so that the guide cannot drift.
enum RxFlowMigration {
    // snippet: stepper
    // A Stepper with its Steps: the screen says what the user asked for, nothing more.
    @MainActor final class MovieListScreen: IntentScreen {
        enum Intent: Sendable {
            case movieTapped(id: Int)
            case settingsTapped
        }
        let intents = IntentChannel<Intent>()

        func userTapped(movie id: Int) { intents.send(.movieTapped(id: id)) }
    }
    // end snippet

    @MainActor final class MovieDetailScreen: IntentScreen {
        enum Intent: Sendable { case rate(stars: Int) }
        let intents = IntentChannel<Intent>()
        let id: Int

        init(id: Int) {
            self.id = id
        }
    }

    // snippet: flow
    // A Flow: its root is a context it does not own; navigate(to:) is the route handler.
    final class MoviesCoordinator: Coordinator {
        weak var stack: (any StackContext)?

        init(stack: any StackContext) {
            self.stack = stack
        }

        func start(_ flow: Flow<Void>) {
            let list = MovieListScreen()
            if let stack { flow.push(list, on: stack) }
            flow.bind(to: list) { intent in
                switch intent {
                case .movieTapped(let id):
                    try? flow.startChild(MovieDetailCoordinator(stack: self.stack, id: id))
                    return .handled
                case .settingsTapped:
                    return .unhandled  // forwardToParentFlow: bubbles, or is logged UNHANDLED
                }
            }
        }
    }

    final class MovieDetailCoordinator: Coordinator {
        weak var stack: (any StackContext)?
        let id: Int

        init(stack: (any StackContext)?, id: Int) {
            self.stack = stack
            self.id = id
        }

        func start(_ flow: Flow<Int>) {
            let detail = MovieDetailScreen(id: id)
            if let stack { flow.push(detail, on: stack) }
            // contribute(withNextPresentable:withNextStepper:): the screen is routed, and its
            // release (Back) ends this flow.
            flow.bind(to: detail) { [weak detail] intent in
                switch intent {
                case .rate(let stars):
                    flow.finish(with: stars)  // .end(forwardToParentFlowWithStep:), typed
                    if let stack = self.stack, let detail { flow.pop(detail, from: stack) }
                }
                return .handled
            }
        }
    }
    // end snippet
}
