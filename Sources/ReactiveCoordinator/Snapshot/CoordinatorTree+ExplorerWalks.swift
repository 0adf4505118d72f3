extension CoordinatorTree {
    /// Visits the running coordinators as ``snapshotRows()`` lists them (parents first, each
    /// coordinator's children in start order; none once the root has ended), with the screens each
    /// routes that are still alive: the flow explorer's state key, which reads the tree after
    /// every action, in one walk and without making rows.
    ///
    /// - Parameters:
    ///   - coordinator: Called first for each coordinator, with its path, its state and the name
    ///     of its bound screen while that is alive.
    ///   - screen: Then called for each live screen it routes (its bound screen among them), in
    ///     the order they were routed, with its name (as the snapshot gives it) and whether the
    ///     coordinator is bound to it.
    package func visitRunningCoordinators(
        _ coordinator: (_ path: String, _ state: CoordinatorState, _ boundName: String?) -> Void,
        screen: (_ screen: AnyObject, _ name: String, _ isBound: Bool) -> Void
    ) {
        guard let root = rootNode, root.isRunning else { return }
        root.forEachInSubtreeParentsFirst { node in
            if let table = node.routeTable {
                let boundRoute = table.bound
                let bound = boundRoute?.screen
                // Its name read once for both calls: each read is a retain and a release.
                let boundName = bound == nil ? nil : boundRoute?.screenName
                coordinator(node.path, node.state, boundName)
                // Most flows route one screen, the one they are bound to: no walk of the list (nor
                // a copy of it), and the bound screen handed on as it was loaded.
                if table.boundRouteIsAlone {
                    if let bound, let boundName { screen(bound, boundName, true) }
                    return
                }
                for route in table.all {
                    // The bound route's screen is the one just read: its weak reference, on a
                    // side table, is loaded once.
                    if let boundRoute, route === boundRoute {
                        if let bound, let boundName { screen(bound, boundName, true) }
                        continue
                    }
                    guard let routed = route.screen else { continue }
                    screen(routed, route.screenName, routed === bound)
                }
            } else {
                coordinator(node.path, node.state, nil)
            }
        }
    }
}

extension CoordinatorTree {
    /// Visits the root and every running coordinator below it, each one's children newest first
    /// (the order of a walk that stacks each one's children in start order): the flow explorer's
    /// zombie check, which runs after every action, without a list of handles per coordinator.
    ///
    /// - Parameter body: Called for each coordinator, parents before their children.
    package func visitFlowsNewestChildFirst(_ body: (AnyFlow) -> Void) {
        guard let root = rootNode else { return }
        // By recursion near the root, where apps' trees are: the stack of pending nodes was an
        // array made at each walk. Each node's children are read before `body` sees it, as the
        // stack read them when it took the node.
        func visit(_ node: FlowNode, depth: Int) {
            guard depth < 256 else {
                var pending = [node]
                while let node = pending.popLast() {
                    // A loop, not `append(contentsOf:)`, which takes the children as any sequence.
                    for child in node.children { pending.append(child) }
                    body(AnyFlow(node))
                }
                return
            }
            let children = node.children
            body(AnyFlow(node))
            for child in children.newestFirst { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
    }
}
