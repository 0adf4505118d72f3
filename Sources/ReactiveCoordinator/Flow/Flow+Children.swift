extension Flow {
    /// Starts a child coordinator under this flow and calls `onFinish` when it ends.
    ///
    /// The child is attached, its end is observed, and its ``Coordinator/start(_:)`` runs. When
    /// the child ends (finished, screen released, cancelled) the tree manager removes it, its
    /// subtree having been torn down children first, logs
    /// ``CoordinatorEvent/Kind/childFinished(child:result:reason:)`` and calls `onFinish`.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#start-child -->
    /// ```swift
    /// try flow.startChild(ComposeCoordinator(stack: stack)) { result in
    ///     if case .success(let draft) = result { self.save(draft) }
    /// }
    /// ```
    ///
    /// A child started while this flow is paused runs its `start(_:)`, then is paused with its
    /// subtree, as if it had been there when the pause began.
    ///
    /// - Parameters:
    ///   - child: A coordinator that has not run yet.
    ///   - name: Its name in paths and logs; by default its type name without the
    ///     `Coordinator` suffix, lower-cased (`ComposeCoordinator` is `compose`).
    ///   - onFinish: Called once, on the main actor, with the child's output or the reason it
    ///     ended without one. A child that ends inside its own `start(_:)` is reported too.
    /// - Throws: ``CoordinatorError`` if the child already runs or ran, would become its own
    ///   ancestor, or this flow is not running or is being torn down. The tree is unchanged and
    ///   the refusal is logged.
    public func startChild<Child: Coordinator>(
        _ child: Child,
        named name: String? = nil,
        onFinish: @escaping @MainActor (Result<Child.Output, TeardownReason>) -> Void = { _ in }
    ) throws(CoordinatorError) {
        try node.startChild(child, named: name, onFinish: onFinish)
    }

    /// Starts a child and waits for how it ended: its output, or why it ended without one.
    ///
    /// Call it from work the flow owns (``task(_:)``).
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/AsyncFlowSamples.swift#run -->
    /// ```swift
    /// flow.task {
    ///     switch try await flow.run(ComposeCoordinator(window: self.window)) {
    ///     case .success(let draft): self.save(draft)
    ///     case .failure(.screenReleased): break  // swiped away
    ///     case .failure: break  // cancelled, or torn down with us
    ///     }
    /// }
    /// ```
    ///
    /// ## Contract
    /// - The child is added, started and logged before `run` first suspends.
    /// - It returns `.success(output)` when the child finished with an output, and
    ///   `.failure(reason)` when it ended without one: ``TeardownReason/screenReleased``,
    ///   ``TeardownReason/cancelled``, or ``TeardownReason/parentTornDown`` (this flow ended, so
    ///   its children did).
    /// - Cancelling a ``CoordinatorTask`` that awaits the child cancels the child before
    ///   ``CoordinatorTask/cancel()`` returns. Cancelling any other awaiting task (a `Task` of
    ///   your own) cancels the child on the main actor's next turn, as the cancellation arrives
    ///   on whatever thread called it: ``CoordinatorTree/settle()`` waits for it. Either way
    ///   `run` then returns ``TeardownReason/cancelled``, and a `run` called in a task that is
    ///   already cancelled starts the child and cancels it at once.
    ///
    /// - Parameters:
    ///   - child: A coordinator that has not run yet.
    ///   - name: Its name in paths and logs; by default derived from its type name.
    /// - Returns: The child's output, or the reason it ended without one.
    /// - Throws: ``CoordinatorError`` when the child cannot be started (see
    ///   ``startChild(_:named:onFinish:)``); the refusal is logged and the child never runs.
    public func run<Child: Coordinator>(
        _ child: Child, named name: String? = nil
    ) async throws(CoordinatorError) -> Result<Child.Output, TeardownReason> {
        try await node.run(child, named: name)
    }

    /// Runs async work that belongs to this flow: it is cancelled when the flow ends, however
    /// it ends.
    ///
    /// This is the place for a flow that awaits: a child's result, a network call, a
    /// confirmation. It runs on the main actor. On iOS 26, macOS 26 and their siblings it starts
    /// at once (`Task.immediate`) and runs synchronously up to its first suspension, so a child
    /// it starts with ``run(_:named:)`` is added, started and logged before `task` returns; on
    /// earlier systems it starts on the main actor's next turn (see "Before iOS 26" below). The
    /// work may capture `self` and the flow strongly: the flow's end cancels it, and after the
    /// end `run` returns the reason at once and whatever the work then asks of the flow (a
    /// finish, a push, a child) is refused and logged.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/AsyncFlowSamples.swift#task -->
    /// ```swift
    /// flow.bind(to: product) { intent in
    ///     switch intent {
    ///     case .chooseOptions:
    ///         flow.task {
    ///             switch try await flow.run(OptionsCoordinator(window: self.window)) {
    ///             case .success(let options): self.addToCart(options)
    ///             case .failure: break  // swiped away, cancelled, or torn down with us
    ///             }
    ///         }
    ///     }
    ///     return .handled
    /// }
    /// ```
    ///
    /// A route whose handler starts a task counts as routed when the handler returns, which is
    /// at the task's first suspension: the log reads the intent, what the work did up to its
    /// first `await` (a child added and started), then `routed`; what it does after resuming is
    /// logged as it happens. ``CoordinatorTree/settle()`` waits for that part.
    ///
    /// ## Before iOS 26
    /// `Task.immediate` is iOS 26 / macOS 26 / tvOS 26 / watchOS 26 / visionOS 26. Below them
    /// the work is a main-actor `Task` that takes its first step on the main actor's next turn:
    /// - the log reads the intent and `routed` first, then what the work did up to its first
    ///   `await`;
    /// - work whose flow ended, or which was cancelled, before that turn never runs;
    /// - ``CoordinatorTree/settle()`` waits for the first step too, so a test that settles after
    ///   the intent that starts the work reads the same outcome on every system.
    ///
    /// ## Contract
    /// - When the flow ends it cancels its tasks, after its children were torn down and before
    ///   its ``onEnd(_:)`` action: a `run` it was awaiting returns the child's end reason.
    /// - Asking an idle, finishing or finished flow for a task is refused and logged; the work
    ///   never runs and the returned task reads ``CoordinatorTask/isFinished``.
    /// - An error the work throws is logged as a refused `task`, never dropped: except a
    ///   ``CoordinatorError`` (its refusal was logged where it was thrown) and a
    ///   `CancellationError`.
    ///
    /// - Parameter operation: The work; it runs on the main actor.
    /// - Returns: The task, to cancel it early.
    @discardableResult
    public func task(_ operation: @escaping @MainActor () async throws -> Void) -> CoordinatorTask {
        node.task(operation)
    }
}
