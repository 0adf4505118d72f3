import ReactiveCoordinator

/// Every lifecycle state against every operation, computed from ``CoordinatorLifecycle`` itself:
/// the action it returns and the state it moves to.
@MainActor
enum LifecycleTable {
    typealias Lifecycle = CoordinatorLifecycle

    /// The states, each reached from idle through the lifecycle's own operations.
    static let states: [(name: String, make: () -> Lifecycle)] = [
        ("idle", { Lifecycle() }),
        ("active", { started() }),
        ("active, routing", { routing(started()) }),
        ("active, routing, finish asked", { finishAsked(routing(started())) }),
        ("paused", { paused(started()) }),
        ("paused, routing", { routing(paused(started())) }),
        ("ending", { ending(started()) }),
        ("ending, was paused", { ending(paused(started())) }),
        ("finished", { finished(started()) }),
    ]

    /// The operations, each returning the action the lifecycle asked for, in words.
    static let operations: [(name: String, apply: (inout Lifecycle) -> String)] = [
        ("start", { describe($0.start()) }),
        ("pause", { describe($0.pause()) }),
        ("resume", { describe($0.resume()) }),
        ("finish", { describe($0.requestEnd(.init(.finished, hasOutput: true))) }),
        ("cancel", { describe($0.requestEnd(.init(.cancelled))) }),
        ("bound screen released", { describe($0.screenReleased(wasBound: true)) }),
        ("routed screen released", { describe($0.screenReleased(wasBound: false)) }),
        (
            "parent torn down",
            { lifecycle in
                lifecycle.parentTornDown()
                return "(state only)"
            }
        ),
        ("intent, deliver policy", { describe($0.intentArrived(policy: .deliver, buffered: intent())) }),
        ("intent, buffer policy", { describe($0.intentArrived(policy: .buffer, buffered: intent())) }),
        ("intent, drop policy", { describe($0.intentArrived(policy: .drop, buffered: intent())) }),
        (
            "route began",
            { lifecycle in
                lifecycle.routeBegan()
                return "(state only)"
            }
        ),
        (
            "route returned",
            { lifecycle in
                lifecycle.routeReturned()
                return describe(lifecycle.routeSettled())
            }
        ),
        ("children ended", { describe($0.tearDown()) }),
        ("start a child", { describe($0.childRefusal) }),
        ("route a screen", { describe($0.routeRefusal) }),
    ]

    /// One row per state and operation: `| state | operation | action | next state |`.
    static var rows: [String] {
        var rows: [String] = []
        for state in states {
            for operation in operations {
                var lifecycle = state.make()
                let action = operation.apply(&lifecycle)
                rows.append("| \(state.name) | \(operation.name) | \(action) | \(describe(lifecycle)) |")
            }
        }
        return rows
    }

    // MARK: Reaching the states

    private static func started() -> Lifecycle {
        var lifecycle = Lifecycle()
        _ = lifecycle.start()
        return lifecycle
    }

    private static func routing(_ lifecycle: Lifecycle) -> Lifecycle {
        var lifecycle = lifecycle
        lifecycle.routeBegan()
        return lifecycle
    }

    private static func finishAsked(_ lifecycle: Lifecycle) -> Lifecycle {
        var lifecycle = lifecycle
        _ = lifecycle.requestEnd(.init(.finished, hasOutput: true))
        return lifecycle
    }

    private static func paused(_ lifecycle: Lifecycle) -> Lifecycle {
        var lifecycle = lifecycle
        _ = lifecycle.pause()
        _ = lifecycle.intentArrived(policy: .buffer, buffered: intent())
        return lifecycle
    }

    private static func ending(_ lifecycle: Lifecycle) -> Lifecycle {
        var lifecycle = lifecycle
        _ = lifecycle.requestEnd(.init(.cancelled))
        return lifecycle
    }

    private static func finished(_ lifecycle: Lifecycle) -> Lifecycle {
        var lifecycle = ending(lifecycle)
        _ = lifecycle.tearDown()
        return lifecycle
    }

    private static func intent() -> BufferedIntent {
        BufferedIntent(intent: "tap") {}
    }

    // MARK: Words

    /// The state in words, read through the machine's own queries; what they do not say (the
    /// end asked for, the buffer, the reason of a teardown under way) is read from the action a
    /// copy returns, so the description never reaches inside the machine.
    static func describe(_ lifecycle: Lifecycle) -> String {
        let routing = lifecycle.routingDepth > 0 ? ", routing \(lifecycle.routingDepth)" : ""
        if let reason = lifecycle.teardownReason {
            return "finished (\(reason))" + routing + (lifecycle.hasOutput ? " with an output" : "")
        }
        if lifecycle.isTearingDown {
            var copy = lifecycle
            guard case .finish(let reason, let dropped) = copy.tearDown() else { return "ending (?)" + routing }
            return "ending (\(reason))" + routing
                + (lifecycle.state == .paused ? ", was paused, \(dropped.count) buffered" : "")
        }
        switch lifecycle.state {
        case .idle:
            return "idle" + routing
        case .active:
            return "active" + routing + describe(requestedEnd(of: lifecycle))
        case .paused:
            var copy = lifecycle
            guard case .resume(let buffered) = copy.resume() else { return "paused (?)" + routing }
            return "paused" + routing + describe(requestedEnd(of: lifecycle)) + ", \(buffered.count) buffered"
        case .finished:
            return "finished (?)" + routing
        }
    }

    /// The end a running route handler asked for: what a copy ends with once its handlers return.
    private static func requestedEnd(of lifecycle: Lifecycle) -> Lifecycle.End? {
        guard lifecycle.isEnding else { return nil }
        var copy = lifecycle
        while copy.routingDepth > 0 { copy.routeReturned() }
        guard case .end(let end) = copy.routeSettled() else { return nil }
        return end
    }

    private static func describe(_ requestedEnd: Lifecycle.End?) -> String {
        requestedEnd.map { ", \($0.reason) asked" } ?? ""
    }

    private static func describe(_ action: Lifecycle.StartAction) -> String {
        switch action {
        case .start: "start"
        case .refuse: "refuse"
        }
    }

    private static func describe(_ action: Lifecycle.PauseAction) -> String {
        switch action {
        case .pause: "pause"
        case .refuse: "refuse"
        }
    }

    private static func describe(_ action: Lifecycle.ResumeAction) -> String {
        switch action {
        case .resume(let buffered): "resume, route \(buffered.count) buffered"
        case .refuse: "refuse"
        }
    }

    private static func describe(_ action: Lifecycle.EndAction) -> String {
        switch action {
        case .tearDown: "tear down subtree"
        case .deferred: "defer to route's return"
        case .refuse(let alreadyFinished): alreadyFinished ? "refuse: finished" : "refuse: finishing"
        }
    }

    private static func describe(_ action: Lifecycle.ScreenReleasedAction) -> String {
        switch action {
        case .end: "end (screen released)"
        case .logRelease: "log release"
        case .none: "nothing"
        }
    }

    private static func describe(_ action: Lifecycle.IntentAction) -> String {
        switch action {
        case .dispatch: "route it"
        case .buffered: "buffer it"
        case .drop: "drop it, logged"
        case .ignore: "ignore"
        }
    }

    private static func describe(_ action: Lifecycle.SettledAction) -> String {
        switch action {
        case .none: "nothing"
        case .end(let end): "end (\(end.reason))"
        }
    }

    private static func describe(_ action: Lifecycle.TearDownAction) -> String {
        switch action {
        case .finish(_, let dropped): "finish" + (dropped.isEmpty ? "" : ", log \(dropped.count) dropped")
        case .none: "nothing"
        }
    }

    private static func describe(_ refusal: Lifecycle.RouteRefusal?) -> String {
        switch refusal {
        case nil: "accept"
        case .notRunning: "refuse: not running"
        case .ending: "refuse: finishing"
        }
    }

    private static func describe(_ refusal: Lifecycle.ChildRefusal?) -> String {
        switch refusal {
        case nil: "accept"
        case .notRunning: "refuse: not running"
        case .ending: "refuse: being torn down"
        }
    }
}
