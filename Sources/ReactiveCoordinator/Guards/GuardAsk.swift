/// What a change that would take a screen another flow guards asked of that guard (issue 35):
/// kept with the change in ``WaitingChanges`` until the guard answers (``Flow/answer(_:with:)``),
/// the guard's flow ends, or the flow that asked ends.
///
/// The flow that asked is the waiting entry's; this is what the guard side of the wait needs,
/// and the handler its outcome goes to, however it ends.
///
/// A class though it is never changed: as a struct, its weak references, closure and the change
/// it holds made each copy of it (and of every waiting entry, every optional and every closure
/// that holds one) a long run of code in each file that copies it, which debug builds pay for.
@MainActor
final class GuardAsk {
    /// What the guard was told.
    let attempt: LeaveAttempt
    /// The change that waits.
    let change: ScreenChange
    /// The path of the flow that asked, for the log once it has gone.
    let askerPath: CoordinatorPath
    /// The flow that guards the screen.
    weak var guardian: FlowNode?
    /// The guarded screen; nil once it is gone.
    weak var screen: AnyObject?
    /// The guarded screens whose guards let this change go before this one was asked.
    let letGo: [ObjectIdentifier]
    /// The step of the deep link that asked, if a link did: the link waits for the answer.
    let linkStep: Int?
    /// The tree whose flow asked: kept as an identity, so that the tree's `deinit`, which can no
    /// longer be reached weakly, still finds its asks.
    let tree: ObjectIdentifier
    /// Told how the change ended, once.
    let onOutcome: ChangeOutcomeHandler?
    /// When it was asked, counted per tree: answers are matched to equal asks in this order.
    let order: Int

    init(
        attempt: LeaveAttempt, change: ScreenChange, askerPath: CoordinatorPath, guardian: FlowNode?,
        screen: AnyObject?, letGo: [ObjectIdentifier], linkStep: Int?, tree: ObjectIdentifier,
        onOutcome: ChangeOutcomeHandler?, order: Int
    ) {
        self.attempt = attempt
        self.change = change
        self.askerPath = askerPath
        self.guardian = guardian
        self.screen = screen
        self.letGo = letGo
        self.linkStep = linkStep
        self.tree = tree
        self.onOutcome = onOutcome
        self.order = order
    }

    /// Whether `answer` from `guardian` is this ask's.
    func isAnswered(by attempt: LeaveAttempt, from guardian: FlowNode) -> Bool {
        self.attempt == attempt && self.guardian === guardian
    }
}

/// An ask whose change ended before its guard answered: what the guard was told, and the guard.
///
/// Kept apart from the waiting change it came from, so that the change's retry (and the screen
/// a `setRoot` would have shown) goes when the change ends.
@MainActor
struct EndedAsk {
    let attempt: LeaveAttempt
    weak var guardian: FlowNode?
    /// When it was asked (``GuardAsk/order``).
    let order: Int
}
