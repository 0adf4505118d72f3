import ReactiveCoordinator
import TestSupport

enum FlowIntent: Sendable, Equatable {
    case next
    case done
}

/// A coordinator that shows one screen however the test says, binds its life to it, and
/// routes intents through a closure the test sets.
///
/// Its screen is titled with the flow's name.
@MainActor
final class ScreenFlow: KeepsItsFlow {
    private let show: @MainActor (TestScreen<FlowIntent>) throws -> Void
    var onIntent: (@MainActor (FlowIntent, Flow<Void>) -> RouteResult)?
    weak var screen: TestScreen<FlowIntent>?
    /// Its flow, once it started; kept after it ended, for the test to read.
    private(set) var started: Flow<Void>?

    init(show: @escaping @MainActor (TestScreen<FlowIntent>) throws -> Void) {
        self.show = show
    }

    func start(_ flow: Flow<Void>) {
        started = flow
        let screen = TestScreen<FlowIntent>(flow.name)
        self.screen = screen
        do {
            try show(screen)
        } catch {
            flow.cancel()
            return
        }
        flow.bind(to: screen) { intent in
            self.onIntent?(intent, flow) ?? .unhandled
        }
    }
}
