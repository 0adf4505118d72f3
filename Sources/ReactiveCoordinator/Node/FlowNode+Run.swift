extension FlowNode {
    /// Starts a child and waits for how it ended: its output, or why it ended without one.
    func run<Child: Coordinator>(
        _ coordinator: Child, named name: String?
    ) async throws(CoordinatorError) -> Result<Child.Output, TeardownReason> {
        let child = try adopt(coordinator, named: name)
        let awaiting = CoordinatorTask.current
        let target = WeakNode(node: child)
        let end = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<Child.Output, TeardownReason>, Never>) in
                child.reportEnd { [weak tree = self.tree] end in
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
