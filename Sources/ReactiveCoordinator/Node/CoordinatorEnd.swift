/// How a coordinator ended, as its parent observes it on the child's life stream.
struct CoordinatorEnd: Sendable {
    /// The coordinator that ended: the parent's observer of every child is one function that
    /// captures nothing, so the end says whose it is.
    let coordinator: FlowNode
    var reason: TeardownReason
}
