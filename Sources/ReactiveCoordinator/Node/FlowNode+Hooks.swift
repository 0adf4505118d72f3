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

extension FlowNode {
    /// Keeps `hook`, replacing an earlier one of its kind; the one place a flow's hooks are set.
    ///
    /// A flow that has ended will never pause, resume, end again or route, so a hook asked of it
    /// could only keep its captures alive: it is refused, logged, and released here (it goes
    /// out of scope with this call).
    func keep(_ hook: FlowHook) {
        if state == .finished {
            reject(hook.operation, reason: "\(path) has ended; the action would never run")
            return
        }
        let hooks = madeHooks
        switch hook {
        case .onPause(let action): hooks.onPause = action
        case .onResume(let action): hooks.onResume = action
        case .onEnd(let action): hooks.onEnd = action
        case .bubbledRoute(let handler): hooks.bubbledRoute = handler
        }
    }
}
