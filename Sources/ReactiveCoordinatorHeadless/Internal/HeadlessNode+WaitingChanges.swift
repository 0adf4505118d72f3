import ReactiveCoordinator

/// A screen a change waiting in this hierarchy needs, and why, as a refused write names it.
struct NeededScreen {
    /// The screen.
    let screen: AnyObject
    /// Why a write may not take it: `a presentation waits over X`, `the guard of X is asked`.
    let reason: String
}

extension HeadlessNode {
    /// The screen among `removed` that a waiting change needs, if any.
    ///
    /// It is the presenter of a flow's presentation waiting in this container's window, or a
    /// screen whose guard is asked for a change that waits for the answer (another flow's
    /// `dismiss` or `pop`, a link's step), or a container holding either. A binding write that would remove it conflicts with that change,
    /// which must apply (or be refused) in its turn.
    func screenAWaitingChangeNeeds(among removed: some Sequence<AnyObject>) -> NeededScreen? {
        let takes = { (screen: AnyObject) in
            removed.contains { $0 === screen || headlessNode($0)?.holds(screen) == true }
        }
        if let window = hierarchyRoot as? HeadlessWindow,
            let presenter = window.presentersOfWaitingPresentations.first(where: takes)
        {
            return NeededScreen(screen: presenter, reason: "a presentation waits over \(describeScreen(presenter))")
        }
        guard let root = hierarchyRoot as? any NavigationContext,
            let guarded = CoordinatorTree.screensAwaitingGuardAnswer(in: root).first(where: takes)
        else { return nil }
        return NeededScreen(screen: guarded, reason: "the guard of \(describeScreen(guarded)) is asked")
    }
}
