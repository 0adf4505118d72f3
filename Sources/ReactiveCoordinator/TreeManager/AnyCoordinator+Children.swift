import Streams

extension AnyCoordinator {
    /// Starts a child coordinator under this one and calls `onFinish` when it ends.
    ///
    /// The child is attached, its end is observed through its ``Coordinator/results`` stream,
    /// and its ``start()`` runs. When the child ends (finished, screen released, cancelled) the
    /// tree manager removes it, its subtree having been torn down children first, logs
    /// ``CoordinatorEvent/Kind/childFinished(child:result:reason:)`` and calls `onFinish`.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#start-child -->
    /// ```swift
    /// try startChild(ComposeCoordinator(stack: stack)) { [unowned self] result in
    ///     if case .success(let draft) = result { save(draft) }
    /// }
    /// ```
    ///
    /// A child started while this coordinator is paused runs its `start()`, then is paused with
    /// its subtree, as if it had been there when the pause began.
    ///
    /// - Parameters:
    ///   - child: An idle coordinator without a parent.
    ///   - onFinish: Called once, on the main actor, with the child's output or the reason it
    ///     ended without one. A child that ends inside its own `start()` is reported too.
    /// - Throws: ``CoordinatorError`` if the child was already started or finished, already has
    ///   a parent, would become its own ancestor, or this coordinator is not running or is being
    ///   torn down. The tree is unchanged and the refusal is logged; a coordinator not in a tree
    ///   yet (asked from its `init`) logs it when it starts in one.
    public func startChild<ChildOutput>(
        _ child: Coordinator<ChildOutput>,
        onFinish: @escaping @MainActor (Result<ChildOutput, TeardownReason>) -> Void = { _ in }
    ) throws(CoordinatorError) {
        try checkCanAdopt(child)
        child.starterHandler = onFinish
        attach(child)
        child.activate()
    }

    func checkCanAdopt(_ child: AnyCoordinator) throws(CoordinatorError) {
        // Ancestors are all started, so only a started child can be one: an idle child skips the
        // walk, which keeps building a deep chain linear.
        let error: CoordinatorError? =
            if child === self || (child.state != .idle && ancestors.contains(where: { $0 === child })) {
                .wouldCreateCycle(path: child.path)
            } else if let parent = child.parent {
                .alreadyHasParent(child: child.path, parent: parent.path)
            } else if child.state == .finished {
                .alreadyFinished(path: child.path)
            } else if child.state != .idle || child.tree != nil {
                .alreadyStarted(path: child.path)
            } else {
                switch lifecycle.childRefusal {
                case .notRunning(let state): .parentNotRunning(path: path, state: state)
                case .ending: .parentEnding(path: path)
                case nil: nil
                }
            }
        if let error {
            reject("start child \(child.name)", reason: error.description)
            if treeLog == nil, case .parentNotRunning(_, .idle) = error {
                // No log yet (asked from `init`, say): kept for the log this coordinator starts in,
                // so a `try?` cannot hide it.
                refusalsBeforeStart.append(
                    (
                        "start child \(child.name)",
                        "\(error.description); it was asked before \(name) started (from its init?): start "
                            + "children in start()"
                    ))
            }
            throw error
        }
    }

    /// The chain of parents, nearest first.
    var ancestors: [AnyCoordinator] {
        var chain: [AnyCoordinator] = []
        var next = parent
        while let current = next {
            chain.append(current)
            next = current.parent
        }
        return chain
    }

    func attach(_ child: AnyCoordinator) {
        var count = (childNameCounts[child.name] ?? 0) + 1
        if let recorded = restoringChildName, let number = Self.restoredNumber(recorded, base: child.name) {
            // A restored child keeps the name it was recorded under, so paths below it still hold.
            restoringChildName = nil
            count = max(count, number)
        }
        childNameCounts[child.name] = count
        if count > 1 { child.name += "-\(count)" }
        child.parent = self
        child.tree = tree
        child.treeLog = treeLog
        child.treePath = treePath.appending(child.name) {
            (ancestors.reversed() + [self]).map(\.name)
        }
        children.append(child)
        // One function for every child, capturing nothing: the end names the child, and the child
        // its parent. So linking a child costs no closure context, no subscription token and no
        // weak reference to the child.
        child.life.observe(Self.childLifeEvent)
        log(.childAdded(child: child.name))
    }

    /// Moves an idle coordinator to active and runs its `start()`; under a paused parent, it
    /// then pauses, so that a pause always covers the whole subtree.
    func activate() {
        guard case .start = lifecycle.start() else { return }
        AnyCoordinator.startsSoFar += 1
        startOrder = AnyCoordinator.startsSoFar
        tree?.audit.register(coordinator: self)
        log(.started)
        if !refusalsBeforeStart.isEmpty {
            let refusals = refusalsBeforeStart
            refusalsBeforeStart = []
            for refusal in refusals { reject(refusal.operation, reason: refusal.reason) }
        }
        start()
        if state == .active, parent?.state == .paused {
            pause()
        }
    }

    /// The number in a recorded name (`detail-3` is 3, `detail` is 1), if it is `base`'s.
    private static func restoredNumber(_ recorded: String, base: String) -> Int? {
        if recorded == base { return 1 }
        guard recorded.hasPrefix(base + "-") else { return nil }
        return Int(recorded.dropFirst(base.count + 1)).flatMap { $0 > 1 ? $0 : nil }
    }

    private static func childLifeEvent(_ event: StreamEvent<CoordinatorEnd, Never>) {
        guard case .value(let end) = event, let parent = end.coordinator.parent else { return }
        parent.childEnded(end.coordinator, end)
    }

    private func childEnded(_ child: AnyCoordinator, _ end: CoordinatorEnd) {
        // The child lets go of its parent in any case: that breaks the cycle with `children`.
        child.parent = nil
        // Children end last-first during a subtree teardown, so search from the end.
        guard let index = children.lastIndex(where: { $0 === child }) else { return }
        children.remove(at: index)
        log(.childFinished(child: child.name, result: end.output.map { LoggedValue($0) }, reason: end.reason))
        child.reportEndToStarter(end)
    }
}
