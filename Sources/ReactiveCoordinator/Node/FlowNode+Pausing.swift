extension FlowNode {
    /// Pauses this coordinator and every active coordinator below it.
    ///
    /// While paused, each route applies its ``PausedIntentPolicy`` to arriving intents. Pausing
    /// a coordinator that is not active is a logged no-op.
    func pause() {
        guard state == .active, !lifecycle.isTearingDown else {
            reject("pause", reason: refusalReason(expected: .active))
            return
        }
        for node in subtreeParentsFirst() where node.state == .active {
            guard case .pause = node.lifecycle.pause() else { continue }
            node.log(.paused)
            node.hooks?.onPause?()
        }
    }

    /// Resumes this coordinator and every paused coordinator below it, then routes what they
    /// buffered, in the order the intents arrived across the whole subtree.
    ///
    /// A buffered intent whose coordinator an earlier one ended is logged as dropped; one whose
    /// coordinator an earlier one paused again waits for the next resume.
    ///
    /// Resuming a coordinator that is not paused is a logged no-op.
    func resume() {
        guard state == .paused, !lifecycle.isTearingDown else {
            reject("resume", reason: refusalReason(expected: .paused))
            return
        }
        // One queue for the subtree, so a child's earlier intent is not routed after a parent's
        // later one: the user's order is the order that matters.
        var waiting: [(node: FlowNode, intent: BufferedIntent)] = []
        for node in subtreeParentsFirst() where node.state == .paused {
            guard case .resume(let buffered) = node.lifecycle.resume() else { continue }
            node.log(.resumed)
            node.hooks?.onResume?()
            waiting.append(contentsOf: buffered.map { (node, $0) })
        }
        for index in ascendingOrder(of: waiting.map(\.intent.arrival)) {
            let (node, intent) = waiting[index]
            switch node.state {
            case .active:
                intent.dispatch()
            case .paused where node.lifecycle.rebuffer(intent):
                // An earlier intent paused it again: this one keeps waiting.
                break
            case .idle, .paused, .finished:
                // An earlier intent ended it: say so, never drop silently.
                node.log(.intentDropped(intent: intent.intent, reason: "\(node.path) ended before it was routed"))
            }
        }
        // A deep link that waited for the pause to end runs now, after what was buffered.
        tree?.runWaitingLinkIfReady()
    }

    private func refusalReason(expected: CoordinatorState) -> String {
        lifecycle.isTearingDown
            ? "\(path) is being torn down" : "\(path) is \(state.rawValue), not \(expected.rawValue)"
    }

    /// Calls `body` with each node of its subtree in the order of ``subtreeParentsFirst()``
    /// (parents first, each one's children in start order), without making that list.
    ///
    /// For the walks the flow explorer makes after every action (its key, the leak audit's check),
    /// where the list's array and the retains of its elements cost more than the visit: the walk
    /// of ``firstInSubtreeParentsFirst(where:)`` that finds nothing.
    func forEachInSubtreeParentsFirst(_ body: (FlowNode) -> Void) {
        _ = firstInSubtreeParentsFirst { node in
            body(node)
            return false
        }
    }

    /// The first node of its subtree, in the order of ``subtreeParentsFirst()``, that `isFound`
    /// accepts, or nil; the walk stops there.
    ///
    /// For the checks a deep link makes before each run (a paused or closed flow, a container in
    /// motion), and the walks of ``forEachInSubtreeParentsFirst(_:)``: without the list, whose
    /// arrays cost more than the checks. Recursively near the root, where apps' trees are; below
    /// a depth the stack could not hold for a chain as deep as a teardown handles, by that list.
    func firstInSubtreeParentsFirst(where isFound: (FlowNode) -> Bool) -> FlowNode? {
        func visit(_ node: FlowNode, depth: Int) -> FlowNode? {
            guard depth < 256 else { return node.subtreeParentsFirstByStack().first(where: isFound) }
            if isFound(node) { return node }
            for child in node.children {
                if let found = visit(child, depth: depth + 1) { return found }
            }
            return nil
        }
        return visit(self, depth: 0)
    }

    /// Its subtree as a list, parents first, each one's children in start order.
    ///
    /// Made by ``forEachInSubtreeParentsFirst(_:)``'s walk, by recursion near the root into one
    /// array: a stack of pending nodes, with a copy of each node's children pushed on it, was most
    /// of what a teardown paid before its first node ended (callgrind).
    func subtreeParentsFirst() -> [FlowNode] {
        var nodes: [FlowNode] = []
        // An app's flow has a handful of descendants: one allocation, most of the time.
        nodes.reserveCapacity(16)
        forEachInSubtreeParentsFirst { nodes.append($0) }
        return nodes
    }

    /// ``subtreeParentsFirst()`` by a stack of pending nodes, for a subtree deeper than the walk's
    /// recursion goes (a chain as deep as a teardown handles).
    private func subtreeParentsFirstByStack() -> [FlowNode] {
        var preorder: [FlowNode] = []
        var stack: [FlowNode] = [self]
        while let node = stack.popLast() {
            preorder.append(node)
            stack.append(contentsOf: node.children.newestFirst)
        }
        return preorder
    }
}
