extension AnyCoordinator {
    /// Appends an event about this coordinator to its tree's log; a no-op outside a tree.
    func log(_ kind: CoordinatorEvent.Kind) {
        tree?.record(kind, path: treePath)
    }

    /// Logs a refused operation; the tree was not changed.
    func reject(_ operation: String, reason: String) {
        log(.rejected(operation: operation, reason: reason))
    }
}
