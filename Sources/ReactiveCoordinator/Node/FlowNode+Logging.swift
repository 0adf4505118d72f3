extension FlowNode {
    /// Appends an event about this coordinator to its tree's log; a no-op outside a tree.
    ///
    /// The event is built only when something subscribes to the log.
    @inline(__always)
    func log(_ kind: @autoclosure () -> CoordinatorEvent.Kind) {
        treeLog?.record(kind(), about: self)
    }

    /// Logs a refused operation; the tree was not changed.
    func reject(_ operation: @autoclosure () -> String, reason: @autoclosure () -> String) {
        log(.rejected(operation: operation(), reason: reason()))
    }
}
