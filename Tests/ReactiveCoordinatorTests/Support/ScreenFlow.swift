import ReactiveCoordinator
import TestSupport

enum FlowIntent: Sendable, Equatable {
    case next
    case done
}

/// A coordinator that shows one screen however the test says, binds its life to it, and
/// routes intents through a closure the test sets.
@MainActor
final class ScreenFlow: Coordinator<Void> {
    private let show: @MainActor (TestScreen<FlowIntent>) throws -> Void
    var onIntent: (@MainActor (FlowIntent, ScreenFlow) -> RouteResult)?
    weak var screen: TestScreen<FlowIntent>?

    init(name: String, show: @escaping @MainActor (TestScreen<FlowIntent>) throws -> Void) {
        self.show = show
        super.init(name: name)
    }

    override func start() {
        let screen = TestScreen<FlowIntent>(name)
        self.screen = screen
        do {
            try show(screen)
        } catch {
            cancel()
            return
        }
        bind(to: screen) { [unowned self] intent in
            onIntent?(intent, self) ?? .unhandled
        }
    }
}
