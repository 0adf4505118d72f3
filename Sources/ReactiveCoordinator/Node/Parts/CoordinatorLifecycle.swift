/// A coordinator's life as one value: where it is, and what each operation on it must do.
///
/// Every change of a coordinator's life goes through a mutating method here, which moves the
/// state and returns the action the coordinator then performs (log, call the coordinator's action, route
/// buffered intents, tear down, refuse). Nothing else writes lifecycle state; everything else
/// reads it through ``state``, ``teardownReason`` and ``isEnding``.
///
/// States: `idle -> active <-> paused -> ending -> finished`, and `idle -> ending` for a
/// coordinator finished before it started. `ending` covers a teardown under way: the subtree is
/// torn down children first, so a parent stays `ending` while its children end. The table of
/// every state against every operation is in the "Coordinator lifecycle" article and in
/// `CoordinatorLifecycleTableTests`.
@MainActor
package struct CoordinatorLifecycle {
    private enum Phase {
        /// Held only inside a mutating method while a buffer grows in place (so that appending
        /// copies nothing); never observed.
        case modifying
        case idle
        /// Running; an end asked for inside a route handler waits for it to return.
        case active(requestedEnd: End?)
        case paused(requestedEnd: End?, buffer: [BufferedIntent])
        case ending(Ending)
        case finished(reason: TeardownReason, hasOutput: Bool)
    }

    /// A teardown under way: why, whether with a result, and what it was doing before.
    private struct Ending {
        var reason: TeardownReason
        var hasOutput: Bool
        var wasPaused: Bool
        var buffer: [BufferedIntent]
    }

    /// An end asked for: its reason and whether it is a finish with an output (which the typed
    /// node keeps, typed, so the machine never holds a value it would have to cast back).
    package struct End {
        package var reason: TeardownReason
        package var hasOutput: Bool

        package init(_ reason: TeardownReason, hasOutput: Bool = false) {
            self.reason = reason
            self.hasOutput = hasOutput
        }
    }

    private var phase: Phase = .idle
    /// How many of its route handlers (or bubbled-intent handlers) are running now.
    package private(set) var routingDepth = 0

    package init() {}

    /// The placeholder state was read: a mutating method let it escape, a bug in this file.
    private static func observedWhileModifying() -> Never {
        preconditionFailure("CoordinatorLifecycle: the placeholder state was observed")
    }

    // MARK: Reading

    /// The public state: an ending coordinator still reads as what it was until it is finished.
    package var state: CoordinatorState {
        switch phase {
        case .modifying: Self.observedWhileModifying()
        case .idle: .idle
        case .active: .active
        case .paused: .paused
        case .ending(let ending): ending.wasPaused ? .paused : .active
        case .finished: .finished
        }
    }

    /// Whether it routes and can take children: active, paused, or ending.
    package var isRunning: Bool {
        switch phase {
        case .modifying: Self.observedWhileModifying()
        case .active, .paused, .ending: true
        case .idle, .finished: false
        }
    }

    /// Whether a teardown is under way, or was asked for by a route handler still running.
    package var isEnding: Bool {
        switch phase {
        case .modifying: Self.observedWhileModifying()
        case .ending: true
        case .active(let requestedEnd), .paused(let requestedEnd, _): requestedEnd != nil
        case .idle, .finished: false
        }
    }

    /// Whether its teardown is under way (its subtree is being torn down, children first).
    package var isTearingDown: Bool {
        if case .ending = phase { true } else { false }
    }

    /// Why it ended, once it has.
    package var teardownReason: TeardownReason? {
        if case .finished(let reason, _) = phase { reason } else { nil }
    }

    /// Whether it finished with an output, once it has.
    package var hasOutput: Bool {
        if case .finished(_, let hasOutput) = phase { hasOutput } else { false }
    }

    // MARK: Starting, pausing, resuming

    package enum StartAction {
        /// Log the start, run `start()`.
        case start
        /// Refused: it is not idle.
        case refuse(CoordinatorState)
    }

    package mutating func start() -> StartAction {
        guard case .idle = phase else { return .refuse(state) }
        phase = .active(requestedEnd: nil)
        return .start
    }

    package enum PauseAction {
        /// Log the pause, call `didPause()`.
        case pause
        /// Refused: only an active coordinator pauses.
        case refuse(CoordinatorState)
    }

    package mutating func pause() -> PauseAction {
        guard case .active(let requestedEnd) = phase else { return .refuse(state) }
        phase = .paused(requestedEnd: requestedEnd, buffer: [])
        return .pause
    }

    package enum ResumeAction {
        /// Log the resume, call `didResume()`, then route these in arrival order.
        case resume(buffered: [BufferedIntent])
        /// Refused: only a paused coordinator resumes.
        case refuse(CoordinatorState)
    }

    package mutating func resume() -> ResumeAction {
        guard case .paused(let requestedEnd, let buffer) = phase else { return .refuse(state) }
        phase = .active(requestedEnd: requestedEnd)
        return .resume(buffered: buffer)
    }

    // MARK: Intents

    package enum IntentAction {
        /// Route it now.
        case dispatch
        /// Paused: it was kept, to be routed on resume.
        case buffered
        /// Paused, and the route's policy drops it.
        case drop
        /// Not running: nothing routes it.
        case ignore
    }

    /// An intent arrived on a route with `policy`.
    package mutating func intentArrived(
        policy: PausedIntentPolicy,
        buffered: @autoclosure () -> BufferedIntent
    ) -> IntentAction {
        switch phase {
        case .modifying: Self.observedWhileModifying()
        case .idle, .finished:
            return .ignore
        case .active:
            return .dispatch
        case .paused(let requestedEnd, var buffer):
            let action = Self.actionWhilePaused(policy)
            if action == .buffered {
                phase = .modifying  // no copy of the buffer while it grows
                buffer.append(buffered())
                phase = .paused(requestedEnd: requestedEnd, buffer: buffer)
            }
            return action
        case .ending(var ending):
            guard ending.wasPaused else { return .dispatch }
            let action = Self.actionWhilePaused(policy)
            if action == .buffered {
                phase = .modifying
                ending.buffer.append(buffered())
                phase = .ending(ending)
            }
            return action
        }
    }

    /// What a route's paused policy does with an intent: the one reading of the policy.
    private static func actionWhilePaused(_ policy: PausedIntentPolicy) -> IntentAction {
        switch policy {
        case .deliver: .dispatch
        case .drop: .drop
        case .buffer: .buffered
        }
    }

    /// A buffered intent is put back because an earlier one on resume paused it again.
    ///
    /// - Returns: Whether it was kept; `false` when the coordinator is not paused any more.
    package mutating func rebuffer(_ intent: BufferedIntent) -> Bool {
        switch phase {
        case .modifying: Self.observedWhileModifying()
        case .paused(let requestedEnd, var buffer):
            phase = .modifying
            buffer.append(intent)
            phase = .paused(requestedEnd: requestedEnd, buffer: buffer)
            return true
        case .ending(var ending) where ending.wasPaused:
            phase = .modifying
            ending.buffer.append(intent)
            phase = .ending(ending)
            return true
        case .idle, .active, .ending, .finished:
            return false
        }
    }

    /// One of its route handlers (or its `route(bubbled:from:)`) starts.
    package mutating func routeBegan() {
        routingDepth += 1
    }

    /// A route handler returned.
    package mutating func routeReturned() {
        routingDepth -= 1
    }

    package enum SettledAction {
        /// Carry on.
        case none
        /// An end asked for inside a route handler: it can take effect now, with this end.
        case end(End)
    }

    /// The route that returned has been logged: an end it asked for takes effect now, once no
    /// handler of this coordinator runs any more.
    package mutating func routeSettled() -> SettledAction {
        guard routingDepth == 0 else { return .none }
        switch phase {
        case .modifying: Self.observedWhileModifying()
        case .active(let requestedEnd?):
            phase = .active(requestedEnd: nil)
            return .end(requestedEnd)
        case .paused(let requestedEnd?, let buffer):
            phase = .paused(requestedEnd: nil, buffer: buffer)
            return .end(requestedEnd)
        case .idle, .active, .paused, .ending, .finished:
            return .none
        }
    }

    // MARK: Ending

    package enum EndAction {
        /// It is ending now: tear its subtree down, children first, then it.
        case tearDown
        /// A route handler of its runs: the end takes effect when the handler returns.
        case deferred
        /// Refused: it already finished, or an end is already requested or under way.
        case refuse(alreadyFinished: Bool)
    }

    /// An end is asked for: finish, cancel, or its bound screen released.
    package mutating func requestEnd(_ end: End) -> EndAction {
        switch phase {
        case .modifying: Self.observedWhileModifying()
        case .idle:
            phase = .ending(Ending(reason: end.reason, hasOutput: end.hasOutput, wasPaused: false, buffer: []))
            return .tearDown
        case .active(let requestedEnd):
            if requestedEnd != nil { return .refuse(alreadyFinished: false) }
            if routingDepth > 0 {
                phase = .active(requestedEnd: end)
                return .deferred
            }
            phase = .ending(Ending(reason: end.reason, hasOutput: end.hasOutput, wasPaused: false, buffer: []))
            return .tearDown
        case .paused(let requestedEnd, let buffer):
            if requestedEnd != nil { return .refuse(alreadyFinished: false) }
            if routingDepth > 0 {
                phase = .paused(requestedEnd: end, buffer: buffer)
                return .deferred
            }
            phase = .ending(Ending(reason: end.reason, hasOutput: end.hasOutput, wasPaused: true, buffer: buffer))
            return .tearDown
        case .ending:
            return .refuse(alreadyFinished: false)
        case .finished:
            return .refuse(alreadyFinished: true)
        }
    }

    package enum ScreenReleasedAction {
        /// Its bound screen went: end with ``TeardownReason/screenReleased``.
        case end
        /// A screen it only routed went: log the release.
        case logRelease
        /// Nothing to do: not running, or the release is the consequence of an end already asked
        /// for or under way (a finish whose handler pops the screen).
        case none
    }

    /// A screen it routes was released.
    package func screenReleased(wasBound: Bool) -> ScreenReleasedAction {
        switch phase {
        case .modifying: Self.observedWhileModifying()
        case .idle, .finished:
            return .none
        case .active, .paused, .ending:
            guard wasBound else { return .logRelease }
            return isEnding ? .none : .end
        }
    }

    /// An ancestor's teardown reached it: it ends with ``TeardownReason/parentTornDown`` (keeping
    /// the output of a finish it asked for that had not taken effect yet).
    package mutating func parentTornDown() {
        switch phase {
        case .modifying: Self.observedWhileModifying()
        case .idle:
            phase = .ending(Ending(reason: .parentTornDown, hasOutput: false, wasPaused: false, buffer: []))
        case .active(let requestedEnd):
            phase = .ending(
                Ending(
                    reason: .parentTornDown, hasOutput: requestedEnd?.hasOutput ?? false, wasPaused: false, buffer: []))
        case .paused(let requestedEnd, let buffer):
            phase = .ending(
                Ending(
                    reason: .parentTornDown, hasOutput: requestedEnd?.hasOutput ?? false, wasPaused: true,
                    buffer: buffer))
        case .ending, .finished:
            break
        }
    }

    package enum TearDownAction {
        /// Finished now: log these buffered intents as dropped, cancel the routes, log the
        /// teardown, call `didEnd`, publish the end.
        case finish(reason: TeardownReason, dropped: [BufferedIntent])
        /// It had already finished.
        case none
    }

    /// Its children have ended: it finishes.
    package mutating func tearDown() -> TearDownAction {
        guard case .ending(let ending) = phase else { return .none }
        phase = .finished(reason: ending.reason, hasOutput: ending.hasOutput)
        return .finish(reason: ending.reason, dropped: ending.buffer)
    }

    // MARK: Children and routes

    package enum ChildRefusal: Equatable {
        /// It is idle or finished.
        case notRunning(CoordinatorState)
        /// Its teardown is under way.
        case ending
    }

    /// Why it cannot take a child now, or nil if it can.
    package var childRefusal: ChildRefusal? {
        switch phase {
        case .modifying: Self.observedWhileModifying()
        case .active, .paused: nil
        case .ending: .ending
        case .idle, .finished: .notRunning(state)
        }
    }

    package enum RouteRefusal: Equatable {
        /// It is idle or finished.
        case notRunning(CoordinatorState)
        /// It asked to end, or its teardown is under way: a screen routed now would be cut off
        /// at once.
        case ending
    }

    /// Why it cannot route a screen now, or nil if it can.
    package var routeRefusal: RouteRefusal? {
        switch phase {
        case .modifying: Self.observedWhileModifying()
        case .active(let requestedEnd), .paused(let requestedEnd, _): requestedEnd == nil ? nil : .ending
        case .ending: .ending
        case .idle, .finished: .notRunning(state)
        }
    }
}
