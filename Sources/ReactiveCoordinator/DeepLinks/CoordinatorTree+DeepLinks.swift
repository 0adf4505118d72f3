extension CoordinatorTree {
    /// Applies a deep link, step by step, stopping at the first step that cannot be taken.
    ///
    /// Each step goes to the most recently added live route whose screen's intent type matches,
    /// searching the deepest, most recently started coordinators first. Between steps the caller
    /// yields, so work the previous step started on the main actor can run.
    ///
    /// - Parameter link: The steps.
    /// - Throws: ``DeepLinkError`` naming the first step that no screen accepts or no
    ///   coordinator handled. Steps before it have been applied.
    public func open(_ link: DeepLink) async throws(DeepLinkError) {
        for (index, step) in link.steps.enumerated() {
            guard let root, root.state == .active || root.state == .paused else { throw .treeNotRunning }
            let description = String(describing: step)
            guard let (coordinator, route) = destination(for: step, in: root) else {
                record(
                    .rejected(operation: "deep link", reason: "step \(index): no route for \(description)"),
                    path: root.treePath)
                throw .noRoute(step: index, intent: description)
            }
            coordinator.log(.deepLinkStep(index: index, intent: LoggedValue(text: description)))
            let unhandledBefore = unhandledCount
            _ = route.inject(step)
            if unhandledCount != unhandledBefore {
                throw .unhandled(step: index, intent: description)
            }
            await Task.yield()
        }
    }

    private func destination(for step: any Sendable, in root: AnyCoordinator) -> (AnyCoordinator, RouteRegistration)? {
        for coordinator in root.subtreeParentsFirst().reversed()
        where coordinator.state == .active || coordinator.state == .paused {
            if let route = coordinator.routes.last(where: { $0.screen != nil && $0.accepts(step) }) {
                return (coordinator, route)
            }
        }
        return nil
    }
}
