/// What the library asks of a running coordinator that needs its output type: starting it with
/// its typed ``Flow``, its opt-in roles, its outcome, and the publication of its end.
///
/// ``TypedFlowNode`` is the one conformer; ``FlowNode/face`` hands it to the rest of the node,
/// which is the same for every output type.
@MainActor
protocol CoordinatorFace {
    /// The user's coordinator, while the node holds it (until it ends).
    var coordinator: (any Coordinator)? { get }

    /// Runs the user's `start(_:)`.
    func startCoordinator()

    /// The coordinator's answer to a deep link's step, or the default.
    func handle(linkStep step: any Sendable) -> LinkStepHandling

    /// The coordinator's preparation for a link step taken here or below.
    func prepareForLink(toward child: FlowNode?)

    /// The value that recreates the coordinator, if it is restorable.
    var restoration: CoordinatorRestoration? { get }

    /// Recreates a child from its recorded value, if the coordinator restores that kind.
    func restoreChild(from restoration: CoordinatorRestoration) throws -> Bool

    /// Hands the coordinator its recorded value once every step is applied.
    func didRestore(from restoration: CoordinatorRestoration)

    /// How it ended, its output erased; nil while running (``AnyFlow/outcome``).
    var erasedOutcome: Result<any Sendable, TeardownReason>? { get }

    /// Publishes its end, `reason`, on its life stream for its parent, and on `results`.
    ///
    /// The end carries its output for the log and the starter's handler with its typed outcome:
    /// the parent runs it once it has let go of the child, and never calls back into the child.
    func publishEnd(_ reason: TeardownReason)

    /// Lets go of the user's coordinator, as it ends.
    func letGoOfCoordinator()
}
