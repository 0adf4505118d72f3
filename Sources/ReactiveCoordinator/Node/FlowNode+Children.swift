import Streams

extension FlowNode {
    /// Starts `coordinator` as a child of this node; `onFinish` hears its end, once.
    func startChild<Child: Coordinator>(
        _ coordinator: Child, named name: String?,
        onFinish: @escaping @MainActor (Result<Child.Output, TeardownReason>) -> Void
    ) throws(CoordinatorError) {
        let child = try adopt(coordinator, named: name)
        child.reportEnd(to: onFinish)
        attach(child)
        child.activate()
    }

    /// Makes the node of a child after checking that it may start here; the refusal is logged.
    func adopt<Child: Coordinator>(
        _ coordinator: Child, named name: String?
    ) throws(CoordinatorError) -> TypedFlowNode<Child.Output> {
        let childName = name ?? Self.defaultName(for: Child.self)
        // Found once. Not `as AnyObject`: on a generic value that goes through the runtime's
        // bridging (a dynamic cast, over two thousand instructions a start). A value whose type is
        // a class is one reference, which the bit cast hands over as it is.
        let identity: AnyObject? = Child.self is AnyObject.Type ? unsafeBitCast(coordinator, to: AnyObject.self) : nil
        let error: CoordinatorError? =
            if let running = CoordinatorRegistry.refusal(toStartObject: identity) {
                switch running {
                case .finished(let path): .alreadyFinished(path: path)
                case .running(let node):
                    if node === self || ancestors.contains(where: { $0 === node }) {
                        .wouldCreateCycle(path: node.path)
                    } else if let parent = node.parent {
                        .alreadyHasParent(child: node.path, parent: parent.path)
                    } else {
                        .alreadyStarted(path: node.path)
                    }
                }
            } else {
                switch lifecycle.childRefusal {
                case .notRunning(let state): .parentNotRunning(path: path, state: state)
                case .ending: .parentEnding(path: path)
                case nil: nil
                }
            }
        if let error {
            reject("start child \(childName)", reason: error.description)
            throw error
        }
        return TypedFlowNode(coordinator, name: childName, identity: identity)
    }

    /// The chain of parents, nearest first.
    var ancestors: [FlowNode] {
        var chain: [FlowNode] = []
        var next = parent
        while let current = next {
            chain.append(current)
            next = current.parent
        }
        return chain
    }

    func attach(_ child: FlowNode) {
        let name = child.name
        let admission = changeFamily { $0.admit(child, named: name) }
        child.changeFamily { $0.join(self, as: admission) }
        child.placement.enter(
            tree, log: treeLog,
            at: treePath.appending(
                admission.name, lastElided: { lastElidedAncestorOfAChild },
                names: { (ancestors.reversed() + [self]).map(\.name) }))
        history.noteHeld()
        // One function for every child, capturing nothing: the end names the child, and the child
        // its parent. So linking a child costs no closure context, no subscription token and no
        // weak reference to the child.
        child.life.observe(Self.childLifeEvent)
        log(.childAdded(child: child.name))
    }

    /// Names the next child it starts as a restoration record recorded it (nil: as usual).
    func expectRestoredChild(named name: String?) {
        changeFamily { $0.expectRestoredChild(named: name) }
    }

    /// Places a root in `tree`, before it starts.
    func enter(_ tree: CoordinatorTree) {
        placement.enter(tree, log: tree.log, at: treePath)
    }

    /// Moves an idle coordinator to active and runs its `start()`; under a paused parent, it
    /// then pauses, so that a pause always covers the whole subtree.
    func activate() {
        guard case .start = lifecycle.start() else { return }
        if let tree {
            tree.startsSoFar += 1
            placement.started(order: tree.startsSoFar, audited: tree.audit.register())
        }
        CoordinatorRegistry.noteStarted(self)
        log(.started)
        face.startCoordinator()
        if state == .active, parent?.state == .paused {
            pause()
        }
    }

    /// The start number of the ancestor a child's shortened path leaves out last: 8 levels above
    /// the child, so 7 above this node; a constant walk however deep the tree is.
    private var lastElidedAncestorOfAChild: Int {
        var node = self
        for _ in 0..<7 {
            guard let parent = node.parent else { break }
            node = parent
        }
        return node.startOrder
    }

    private static func childLifeEvent(_ event: StreamEvent<CoordinatorEnd, Never>) {
        guard case .value(let end) = event, let parent = end.coordinator.parent else { return }
        parent.childEnded(end)
    }

    private func childEnded(_ end: CoordinatorEnd) {
        let child = end.coordinator
        // The child lets go of its parent in any case: that breaks the cycle with `children`.
        guard changeFamily({ $0.release(child) }) else { return }
        log(.childFinished(child: child.name, result: end.output, reason: end.reason))
        end.reportToStarter?()
    }
}
