import ReactiveCoordinator

extension HeadlessNode {
    /// The screen among `removed` that a change waiting in this container's window needs (the
    /// presenter of a flow's waiting presentation, or a container holding it), if any: a binding
    /// write that would remove it conflicts with that change, which must apply in its turn.
    func screenAWaitingChangeNeeds(among removed: some Sequence<AnyObject>) -> AnyObject? {
        guard let window = hierarchyRoot as? HeadlessWindow else { return nil }
        let needed = window.presentersOfWaitingPresentations
        guard !needed.isEmpty else { return nil }
        return needed.first { screen in
            removed.contains { $0 === screen || ($0 as? any HeadlessNode)?.holds(screen) == true }
        }
    }
}
