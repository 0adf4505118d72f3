/// How a coordinator ended, as its parent observes it on the child's life stream.
///
/// It carries all the parent needs, so the parent never calls back into the child: the parent's
/// observer of every child is one function that captures nothing, so the end says whose it is.
struct CoordinatorEnd: Sendable {
    let coordinator: FlowNode
    let reason: TeardownReason
    /// The output it finished with, for the log; nil when it ended without one.
    let output: LoggedValue?
    /// The starter's handler with the coordinator's outcome, typed; nil when none was given.
    let reportToStarter: (@MainActor () -> Void)?
}
