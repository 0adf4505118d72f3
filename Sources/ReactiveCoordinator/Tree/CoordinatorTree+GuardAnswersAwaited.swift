/// The screens whose guards are asked now for a change that waits for the answer, as the
/// containers' binding writes read them: a write that would take one conflicts with that change,
/// and is refused, so that the guard's answer decides (issue 35).
extension CoordinatorTree {
    /// The screens `context` holds (at any depth) whose guards are asked, in any tree, for a
    /// change that waits for the answer: another flow's `dismiss`, `pop` or `setRoot`, or a deep
    /// link's step.
    ///
    /// The containers know no tree: the changes that wait, in every tree, are kept in one place,
    /// which this reads.
    ///
    /// - Parameter context: A container; usually the window of the hierarchy a write changes.
    /// - Returns: The guarded screens, oldest ask first; empty when no change waits for a guard.
    package static func screensAwaitingGuardAnswer(in context: any NavigationContext) -> [AnyObject] {
        WaitingChanges.screensAwaitingGuardAnswer(in: context)
    }
}
