extension FlowNode {
    /// Starts a child and waits for how it ended: its output, or why it ended without one.
    ///
    /// Call it from work the coordinator owns (``task(_:)``): no `Task`, no capture list.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/AsyncFlowSamples.swift#run -->
    /// ```swift
    /// task {
    ///     switch try await run(ComposeCoordinator(window: window)) {
    ///     case .success(let draft): save(draft)
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
    ///   ``TeardownReason/cancelled``, or ``TeardownReason/parentTornDown`` (this coordinator
    ///   ended, so its children did).
    /// - Cancelling a ``CoordinatorTask`` that awaits the child cancels the child before
    ///   ``CoordinatorTask/cancel()`` returns. Cancelling any other awaiting task (a `Task` of
    ///   your own) cancels the child on the main actor's next turn, as the cancellation arrives
    ///   on whatever thread called it: ``CoordinatorTree/settle()`` waits for it. Either way
    ///   `run` then returns ``TeardownReason/cancelled``, and a `run` called in a task that is
    ///   already cancelled starts the child and cancels it at once.
    ///
    /// - Parameter child: An idle coordinator without a parent.
    /// - Returns: The child's output, or the reason it ended without one.
    /// - Throws: ``CoordinatorError`` when the child cannot be started (see
    ///   ``startChild(_:onFinish:)``); the refusal is logged and the child never runs.
    func run<Child: Coordinator>(
        _ coordinator: Child, named name: String?
    ) async throws(CoordinatorError) -> Result<Child.Output, TeardownReason> {
        let child = try adopt(coordinator, named: name)
        let awaiting = CoordinatorTask.current
        let target = WeakNode(node: child)
        let end = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<Child.Output, TeardownReason>, Never>) in
                child.starterHandler = { [weak tree = self.tree] end in
                    tree?.noteWakeupPending()
                    continuation.resume(returning: end)
                }
                attach(child)
                awaiting?.awaited.append(child)
                child.activate()
                if Task.isCancelled { child.cancelIfRunning() }
            }
        } onCancel: {
            // The cancellation arrives on the thread that cancelled; the child lives on the main
            // actor. An owned task's `cancel()` has already cancelled it; then this finds it ended.
            Task { @MainActor in target.node?.cancelIfRunning() }
        }
        awaiting?.awaited.removeAll { $0 === child }
        // Through `self`, never a strong local: a `run` under way must not keep a dropped tree
        // alive, as dropping a tree is what cancels it.
        self.tree?.noteWakeupRan()
        return end
    }
}

/// A coordinator held weakly, to hand to the main actor from the thread that cancelled a task.
private struct WeakNode: Sendable {
    weak var node: FlowNode?
}
