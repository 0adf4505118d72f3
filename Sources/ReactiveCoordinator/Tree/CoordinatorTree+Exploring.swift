extension CoordinatorTree {
    /// The steps of the deep link waiting for the tree to be ready, or `nil` when none waits;
    /// the flow explorer (`ReactiveCoordinatorTesting`) adds them to a state's key, since a link
    /// that waits makes a state that a newer link, or the tree becoming ready, moves on from.
    package var waitingLinkSteps: String? {
        waitingLink.map { $0.link.steps.map { String(describing: $0) }.joined(separator: "/") }
    }

    /// Whether the tree has work to finish on the main actor's next turns.
    ///
    /// An awaited child's end that its `run` has not taken yet, or owned work cancelled while
    /// suspended that has not returned. The flow explorer settles the tree after an action only
    /// then.
    package var hasPendingWork: Bool {
        pendingWakeups > 0 || pendingCancelledWork > 0
    }

    /// Whether any flow of the tree ever guarded a screen: until one does, the flow explorer's
    /// guard check has nothing to look at.
    package var hasEverGuarded: Bool {
        guardsWereSet
    }
}
