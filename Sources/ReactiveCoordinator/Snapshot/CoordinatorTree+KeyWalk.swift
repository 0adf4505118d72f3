extension CoordinatorTree {
    /// Visits the running coordinators as ``snapshotRows()`` lists them (parents first, each
    /// coordinator's children in start order; none once the root has ended), with the screens each
    /// routes that are still alive: the flow explorer's state key, which reads the tree after
    /// every action, in one walk and without making rows.
    ///
    /// - Parameters:
    ///   - coordinator: Called first for each coordinator, with its path, its state, the name of
    ///     its bound screen while that is alive, and how many live screens it routes (its bound
    ///     screen among them).
    ///   - screen: Then called for each of those screens, in the order they were routed, with its
    ///     name (as the snapshot gives it) and whether the coordinator is bound to it.
    package func visitRunningCoordinators(
        _ coordinator: (_ path: String, _ state: CoordinatorState, _ boundName: String?, _ routedCount: Int) -> Void,
        screen: (_ screen: AnyObject, _ name: String, _ isBound: Bool) -> Void
    ) {
        guard let root = rootNode, root.isRunning else { return }
        for node in root.subtreeParentsFirst() {
            guard let table = node.routeTable else {
                coordinator(node.path, node.state, nil, 0)
                continue
            }
            let boundRoute = table.bound
            let bound = boundRoute?.screen
            var count = 0
            for route in table.all where route.screen != nil { count += 1 }
            coordinator(node.path, node.state, bound == nil ? nil : boundRoute?.screenName, count)
            for route in table.all {
                guard let routed = route.screen else { continue }
                screen(routed, route.screenName, routed === bound)
            }
        }
    }
}
