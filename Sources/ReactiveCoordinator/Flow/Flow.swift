public import Streams

/// A coordinator's handle to its life in the tree: routing, children, navigation, async work,
/// and its end.
///
/// The library hands a `Flow` to ``Coordinator/start(_:)``. Every name the library owns is the
/// flow's, so a call site says whose a name is: `flow.finish(with:)` is the library's,
/// `finish()` is yours. Capture it in route handlers and tasks, or keep it in a property: it
/// holds no screen, and the library lets go of your coordinator when the flow ends.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#flow -->
/// ```swift
/// func start(_ flow: Flow<Int>) {
///     let message = MessageScreen()
///     flow.push(message, on: stack)
///     flow.bind(to: message) { intent in
///         switch intent {
///         case .archive: flow.finish(with: self.id)
///         }
///         return .handled
///     }
/// }
/// ```
///
/// Where the flow is (``AnyFlow/state``, ``AnyFlow/path``, ``AnyFlow/children`` and the rest of
/// ``AnyFlow``'s queries) reads straight off the flow: `flow.state`, `flow.children`; pausing and
/// resuming a subtree are ``AnyFlow``'s too (`flow.erased.pause()`).
///
/// ## Contract
/// - ``finish(with:)`` ends the flow with a result; calling it again, or on a flow that ended
///   or is ending otherwise (a ``cancel()`` earlier in the same route handler, a teardown under
///   way), is a logged no-op: the first end wins.
/// - Ending tears down its subtree first (children first), cancels its routes and tasks, then
///   publishes the result on ``results`` and finishes that stream; or, without a result, fails
///   it with the ``TeardownReason``.
/// - A finish issued while one of its route handlers runs takes effect when the handler
///   returns, so the log reads intent, routed, torn down.
/// - Operations asked of a flow that ended are refused and logged, never a crash.
@MainActor
@dynamicMemberLookup
public struct Flow<Output: Sendable>: Hashable, Sendable {
    let node: TypedFlowNode<Output>

    init(_ node: TypedFlowNode<Output>) {
        self.node = node
    }

    // MARK: Where it is

    /// This flow with its output type erased: where it is, its children, its screens.
    public var erased: AnyFlow {
        AnyFlow(node)
    }

    /// Reads what ``AnyFlow`` tells of any flow (``AnyFlow/state``, ``AnyFlow/path``,
    /// ``AnyFlow/children``, ``AnyFlow/boundScreen``...) on this flow.
    ///
    /// - Parameter keyPath: The property of ``AnyFlow`` to read.
    public subscript<Value>(dynamicMember keyPath: KeyPath<AnyFlow, Value>) -> Value {
        erased[keyPath: keyPath]
    }

    /// The coordinator this flow runs, until the flow ends.
    public var coordinator: (any Coordinator<Output>)? {
        node.typedCoordinator
    }

    // MARK: How it ends

    /// How the flow ended: its output, or why it ended without one; nil while running.
    public var outcome: Result<Output, TeardownReason>? {
        node.outcome
    }

    /// The flow's life as a stream: its output, then termination.
    ///
    /// It finishes after the output when the flow finished with one, and fails with the
    /// ``TeardownReason`` when it ended without one (screen released, parent torn down,
    /// cancelled). Its subscribers run on the main actor; `for await` works on it too. A
    /// subscriber that arrives after the end receives the termination at once; the output stays
    /// readable in ``outcome``.
    public var results: MainActorStream<Output, TeardownReason> {
        node.results
    }

    /// Ends the flow with a result for its parent.
    ///
    /// - Parameter output: The result.
    public func finish(with output: Output) {
        node.finish(with: output)
    }

    /// Ends the flow without a result, with the reason ``TeardownReason/cancelled``.
    ///
    /// Its subtree is torn down first, children first; its parent receives the end. Cancelling
    /// a flow that finished, or is already finishing, is a logged no-op.
    public func cancel() {
        node.cancel()
    }

    // MARK: Hearing of its own life

    /// Calls `action` after this flow is paused (directly or with its subtree); replaces an
    /// earlier one.
    ///
    /// Asked of a flow that has ended, it is refused and logged (`REJECTED onPause`), and
    /// `action` is released at once.
    ///
    /// - Parameter action: What to do; released when the flow ends.
    public func onPause(_ action: @escaping @MainActor () -> Void) {
        node.keep(.onPause(action))
    }

    /// Calls `action` after this flow resumes, before buffered intents are routed; replaces an
    /// earlier one.
    ///
    /// Asked of a flow that has ended, it is refused and logged (`REJECTED onResume`), and
    /// `action` is released at once.
    ///
    /// - Parameter action: What to do; released when the flow ends.
    public func onResume(_ action: @escaping @MainActor () -> Void) {
        node.keep(.onResume(action))
    }

    /// Calls `action` once when the flow is torn down, after its children were and its routes
    /// and tasks were cancelled; replaces an earlier one.
    ///
    /// Use it to release what the coordinator created outside the tree. Asked of a flow that has
    /// ended, it is refused and logged (`REJECTED onEnd`), and `action` is released at once.
    ///
    /// - Parameter action: What to do, with why the flow ended; released right after.
    public func onEnd(_ action: @escaping @MainActor (TeardownReason) -> Void) {
        node.keep(.onEnd(action))
    }

    /// Routes intents that this flow's children did not handle.
    ///
    /// Without it they pass on to the parent. Setting it replaces an earlier handler.
    ///
    /// Use it to catch intents from deep in the tree (a logout tapped in settings, say):
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#bubbled -->
    /// ```swift
    /// flow.routeBubbledIntents { intent, _ in
    ///     guard intent is LogoutIntent else { return .unhandled }
    ///     flow.finish(with: .loggedOut)
    ///     return .handled
    /// }
    /// ```
    ///
    /// Pausing does not apply here: the ``PausedIntentPolicy`` of the route the intent arrived
    /// on was applied once, where it arrived, and an intent that bubbles on reaches each
    /// ancestor whatever the ancestor's state. Check ``AnyFlow/state`` here if a paused flow should not
    /// act on what bubbles up.
    ///
    /// Asked of a flow that has ended, it is refused and logged (`REJECTED routeBubbledIntents`),
    /// and `handler` is released at once.
    ///
    /// - Parameter handler: Routes one intent, with the child it came from; return
    ///   ``RouteResult/unhandled`` to pass it on. Released when the flow ends.
    public func routeBubbledIntents(_ handler: @escaping @MainActor (any Sendable, AnyFlow) -> RouteResult) {
        node.keep(.bubbledRoute(handler))
    }

    // MARK: Identity

    /// Whether two handles are to the same flow.
    ///
    /// - Parameters:
    ///   - lhs: A flow.
    ///   - rhs: Another flow.
    /// - Returns: `true` when both are handles to one flow.
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.node === rhs.node
    }

    /// Hashes the flow's identity.
    ///
    /// - Parameter hasher: The hasher to feed.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(node))
    }
}

extension Flow where Output == Void {
    /// Ends a flow that has no result to give.
    public func finish() {
        node.finish(with: ())
    }
}
