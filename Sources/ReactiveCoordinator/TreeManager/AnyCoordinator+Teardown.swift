import Streams

extension AnyCoordinator {
    /// Ends this coordinator: tears down its subtree children first, then itself.
    ///
    /// Iterative, so a chain 100,000 deep does not overflow the stack. Each descendant ends with
    /// ``TeardownReason/parentTornDown``; this coordinator ends with `reason`. Each node's end is
    /// published on its own stream, which its parent observes to detach it.
    func end(_ reason: TeardownReason) {
        switch state {
        case .finished:
            reject("end (\(reason))", reason: "\(path) already finished")
            return
        case .idle, .active, .paused:
            break
        }
        if endRequested {
            reject("end (\(reason))", reason: "\(path) already finishing")
            return
        }
        if routingDepth > 0 {
            deferredEnd = reason
            return
        }
        let nodes = subtreeChildrenFirst()
        for node in nodes { node.isEnding = true }
        for node in nodes {
            node.tearDownAlone(node === self ? reason : .parentTornDown)
        }
    }

    /// Whether an end was requested from a route handler or is under way; a later one is refused.
    var endRequested: Bool {
        deferredEnd != nil || isEnding
    }

    /// This subtree in post-order, last child first, so that each removal from a parent's
    /// `children` is from the end of the array.
    func subtreeChildrenFirst() -> [AnyCoordinator] {
        subtreeParentsFirst().reversed()
    }

    /// Ends one coordinator whose children have already ended.
    private func tearDownAlone(_ reason: TeardownReason) {
        guard state != .finished else { return }
        state = .finished
        teardownReason = reason
        deferredEnd = nil
        let unrouted = bufferedIntents
        bufferedIntents.removeAll()
        let ending = routes
        routes.removeAll()
        boundRoute = nil
        for route in ending { route.subscription?.cancel() }
        // Intents buffered while paused will never be routed now: say so, never drop silently.
        for intent in unrouted {
            log(
                .intentDropped(
                    intent: intent.description, reason: "\(path) was torn down (\(reason)) while it was buffered"))
        }
        log(.tornDown(reason: reason))
        didEnd(reason)
        publishEnd(reason)
    }
}
