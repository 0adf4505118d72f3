/// A piece of async work a coordinator owns: started by ``Flow/task(_:)``, cancelled
/// when the coordinator ends.
///
/// Keep it only to cancel the work early; dropping it changes nothing, as the coordinator holds
/// it until the work returns.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/AsyncFlowSamples.swift#coordinator-task -->
/// ```swift
/// let loading = flow.task { await self.catalog.reload() }
/// loading.cancel()  // the user tapped Stop
/// ```
///
/// ## Contract
/// - ``cancel()`` first cancels, at once, every child the work is awaiting with
///   ``Flow/run(_:named:)`` (each is torn down and logged before `cancel()` returns), then
///   cancels the Swift task, so the `run` returns ``TeardownReason/cancelled`` when the work
///   resumes.
/// - Cancelling a finished task, or cancelling twice, does nothing.
@MainActor
public final class CoordinatorTask {
    /// The task the awaiting `run` belongs to, if it is one a coordinator owns.
    @TaskLocal static var current: CoordinatorTask?

    let id: Int
    weak var owner: FlowNode?
    var task: Task<Void, Never>?
    /// The children its work is awaiting with `run`, in the order it started them.
    var awaited: [FlowNode] = []
    /// The tree whose ``CoordinatorTree/settle()`` waits for this work, cancelled and not yet
    /// returned; nil until it is cancelled while running.
    weak var settling: CoordinatorTree?

    /// Whether its work has returned, or never ran because the coordinator was not running.
    public private(set) var isFinished = false

    init(id: Int, owner: FlowNode) {
        self.id = id
        self.owner = owner
    }

    /// Cancels the work and, at once, the children it is awaiting.
    public func cancel() {
        guard !isFinished else { return }
        for child in awaited.reversed() { child.cancelIfRunning() }
        guard let task else { return }
        // Its cancellation reaches the work in a later turn, maybe through another thread (a
        // cancelled sleep resumes from the global executor): the tree's settle waits for it.
        if settling == nil, let tree = owner?.tree {
            settling = tree
            tree.noteCancelledWorkPending()
        }
        task.cancel()
    }

    func markFinished() {
        isFinished = true
        awaited.removeAll()
        task = nil
        settling?.noteCancelledWorkReturned()
        settling = nil
    }
}
