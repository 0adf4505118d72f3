/// The screens whose guards are asked now for a change that waits for the answer, as the
/// containers' binding writes read them: a write that would take one conflicts with that change,
/// and is refused, so that the guard's answer decides (issue 35).
///
/// The containers know no tree, so the trees that held a removal are noted here, weakly, as they
/// hold it; a tree that went, or holds nothing any more, is forgotten as the list is read.
extension CoordinatorTree {
    /// The screens `context` holds (at any depth) whose guards are asked, in any tree, for a
    /// change that waits for the answer: another flow's `dismiss`, `pop` or `setRoot`, or a deep
    /// link's step.
    ///
    /// - Parameter context: A container; usually the window of the hierarchy a write changes.
    /// - Returns: The guarded screens, oldest ask first; empty when no change waits for a guard.
    package static func screensAwaitingGuardAnswer(in context: any NavigationContext) -> [AnyObject] {
        TreesHoldingRemovals.prune()
        return TreesHoldingRemovals.trees.flatMap { entry in
            (entry.tree?.heldRemovals ?? []).compactMap(\.screen).filter { context.contains($0) }
        }
    }

    /// Notes that this tree holds a removal for a guard's answer, for
    /// ``screensAwaitingGuardAnswer(in:)``.
    func noteHeldRemoval() {
        TreesHoldingRemovals.note(self)
    }
}

/// The trees that held a removal for a guard's answer, weakly.
@MainActor
private enum TreesHoldingRemovals {
    struct Entry {
        weak var tree: CoordinatorTree?
    }

    static var trees: [Entry] = []

    static func note(_ tree: CoordinatorTree) {
        prune()
        if !trees.contains(where: { $0.tree === tree }) { trees.append(Entry(tree: tree)) }
    }

    static func prune() {
        trees.removeAll { $0.tree?.heldRemovals.isEmpty ?? true }
    }
}
