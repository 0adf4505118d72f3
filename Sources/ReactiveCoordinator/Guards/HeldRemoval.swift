/// A change asked by a flow (or a deep link's step, or a restoration) that would take a screen
/// another flow guards: kept by the tree until the guard answers (``Flow/answer(_:with:)``), the guard's flow
/// ends, or the flow that asked ends.
@MainActor
struct HeldRemoval {
    /// What the guard was told.
    let attempt: LeaveAttempt
    /// The change that waits; its `description` is the operation as the log names it.
    let change: ScreenChange
    /// The flow whose `dismiss` or `pop` it is.
    weak var asker: FlowNode?
    /// Its path, for the log once it has gone.
    let askerPath: CoordinatorPath
    /// The flow that guards the screen.
    weak var guardian: FlowNode?
    /// The guarded screen; nil once it is gone.
    weak var screen: AnyObject?
    /// The guarded screens whose guards let this change go before this one was asked.
    let letGo: [ObjectIdentifier]
    /// The step of the deep link that asked, if a link did: the link waits for the answer.
    let linkStep: Int?
    /// Told how the change ended, once.
    let onOutcome: ChangeOutcomeHandler?
}

/// An ask whose change ended before its guard answered: what the guard was told, and the guard.
///
/// Kept apart from the ``HeldRemoval`` it came from, so that the change's retry (and the screen
/// a `setRoot` would have shown) goes when the change ends.
@MainActor
struct EndedAsk {
    let attempt: LeaveAttempt
    weak var guardian: FlowNode?
}
