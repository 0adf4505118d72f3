/// One running coordinator as `TreeSnapshot` (in `ReactiveCoordinatorDiagnostics`) shows it.
package struct SnapshotRow: Sendable {
    package var path: String
    package var name: String
    package var depth: Int
    package var state: CoordinatorState
    package var boundScreen: String?
    package var routedScreens: [String]
    package var childCount: Int
}

extension CoordinatorTree {
    /// The running coordinators, parents first; none once the root has ended.
    ///
    /// The diagnostics' `snapshot()` reads the tree through this one walk: the node is the core's own.
    package func snapshotRows() -> [SnapshotRow] {
        guard let root = rootNode, root.isRunning else { return [] }
        return root.subtreeParentsFirst().map { node in
            SnapshotRow(
                path: node.path,
                name: node.name,
                depth: node.treePath.depth,
                state: node.state,
                boundScreen: node.routeTable?.bound.flatMap { $0.screen == nil ? nil : $0.screenName },
                routedScreens: (node.routeTable?.all.filter { $0.screen != nil } ?? []).map(\.screenName),
                childCount: node.children.count
            )
        }
    }
}
