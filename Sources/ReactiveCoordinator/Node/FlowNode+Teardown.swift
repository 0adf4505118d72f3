import Streams

extension FlowNode {
    /// Asks this coordinator to end: finish, cancel, or its bound screen released.
    ///
    /// Refused (and logged) when it already finished or an end is already asked for or under way:
    /// the first end wins. Deferred while one of its route handlers runs, so the log reads
    /// intent, routed, torn down.
    ///
    /// - Returns: Whether this end was accepted (now or deferred); the typed node keeps a
    ///   finish's output only then.
    @discardableResult
    func end(_ end: CoordinatorLifecycle.End, operation: @autoclosure () -> String? = nil) -> Bool {
        switch lifecycle.requestEnd(end) {
        case .tearDown:
            tearDownSubtree()
            return true
        case .deferred:
            return true
        case .refuse(let alreadyFinished):
            reject(
                operation() ?? "end (\(end.reason))",
                reason: "\(path) already \(alreadyFinished ? "finished" : "finishing")")
            return false
        }
    }

    /// Ends it without a result, with the reason ``TeardownReason/cancelled``.
    func cancel() {
        end(CoordinatorLifecycle.End(.cancelled))
    }

    /// Tears down this coordinator, which is ending, and its subtree: children first.
    ///
    /// Iterative, so a chain 100,000 deep does not overflow the stack. Each descendant ends with
    /// ``TeardownReason/parentTornDown``. Each node's end is published on its own life stream,
    /// which its parent observes to detach it.
    func tearDownSubtree() {
        // Most ends are of a leaf (every screen's flow): it is its own subtree, and no list is built.
        guard !children.isEmpty else {
            tearDownAlone()
            tree?.settleAfterAnEnd()
            return
        }
        let nodes = subtreeParentsFirst()
        // Every node is marked before any is torn down, so that none can gain a child or a second
        // end while its descendants end.
        for node in nodes.dropFirst() { node.lifecycle.parentTornDown() }
        // Backwards: children first, the newest child's subtree before its older siblings', so that
        // each removal from a parent's `children` is from the end of the array.
        for node in nodes.reversed() { node.tearDownAlone() }
        // A gate or a guard this subtree held is gone now: a waiting link and the removals that
        // waited for a guard are looked at once the change that ended it has settled (issue 35).
        tree?.settleAfterAnEnd()
    }

    /// Ends one coordinator whose children have already ended.
    private func tearDownAlone() {
        guard case .finish(let reason, let dropped) = lifecycle.tearDown() else { return }
        let ending = routeTable?.removeAll() ?? SlotList()
        for route in ending { route.stopRouting() }
        cancelOwnedTasks()
        stopGuardingLeaving()
        // What waited behind its changes and alerts has its turn after its screens are gone, not
        // on one of them (`SyncedDraftApp`: a sheet presented over the draft being discarded).
        WaitingChanges.holdResumes()
        cancelWaitingChanges()
        dismissOpenAlerts()
        removeShownScreens(reason: reason)
        // Intents buffered while paused will never be routed now: say so, never drop silently.
        for intent in dropped {
            log(
                .intentDropped(
                    intent: intent.intent, reason: "\(path) was torn down (\(reason)) while it was buffered"))
        }
        log(.tornDown(reason: reason))
        hooks?.onEnd?(reason)
        let key = coordinatorIdentity.map(ObjectIdentifier.init)
        // Only a coordinator something of the app's still holds outlives this line: only such a
        // one is watched from now on (a weak reference costs an object a side table).
        let outliving = releaseCoordinator()
        tree?.audit.noteEnded(coordinator: self, outliving: outliving)
        CoordinatorRegistry.noteEnded(self, key: key, outliving: outliving)
        face.publishEnd(reason)
        // Once its end is told: what its parent does on hearing it waits its turn behind these.
        for context in WaitingChanges.releaseResumes() { Self.resumeWaitingChanges(in: context) }
    }
}
