/// One of the actions a coordinator asks to run at a point of its flow's life.
@MainActor
enum FlowHook {
    case onPause(@MainActor () -> Void)
    case onResume(@MainActor () -> Void)
    case onEnd(@MainActor (TeardownReason) -> Void)
    case bubbledRoute(@MainActor (any Sendable, AnyFlow) -> RouteResult)

    /// The operation as the log names it when it is refused.
    var operation: String {
        switch self {
        case .onPause: "onPause"
        case .onResume: "onResume"
        case .onEnd: "onEnd"
        case .bubbledRoute: "routeBubbledIntents"
        }
    }
}

/// What a coordinator asked of its flow beyond routes and screens: to hear of its life
/// (``Flow/onPause(_:)`` and the others), and the alerts and guards it put up.
///
/// Made only by a flow that uses one of them, so an idle child pays one pointer; let go when the
/// coordinator ends.
@MainActor
final class FlowHooks {
    private(set) var onPause: (@MainActor () -> Void)?
    private(set) var onResume: (@MainActor () -> Void)?
    private(set) var onEnd: (@MainActor (TeardownReason) -> Void)?
    private(set) var bubbledRoute: (@MainActor (any Sendable, AnyFlow) -> RouteResult)?
    /// The screens it guards; changed through the set's own methods.
    var guards = LeaveGuardSet()
    /// The alerts it showed that are not answered yet; changed through their own methods.
    var alerts = OpenAlerts()

    /// Keeps `hook`, replacing an earlier one of its kind.
    func keep(_ hook: FlowHook) {
        switch hook {
        case .onPause(let action): onPause = action
        case .onResume(let action): onResume = action
        case .onEnd(let action): onEnd = action
        case .bubbledRoute(let handler): bubbledRoute = handler
        }
    }
}
