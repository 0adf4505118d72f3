extension CoordinatorTree {
    /// Writes the restoration record of the tree as it is now.
    ///
    /// One step for each running coordinator whose ``RestorableCoordinator/restoration`` is not nil, in
    /// the order they started. That order puts parents before their children, and it is the order
    /// they showed their screens in: a stack holds its screens, and a window its presented levels,
    /// in the order they were shown, so rebuilding in start order puts each screen back in its
    /// place even when the tree's own order differs (a child pushed above an uncle's screen).
    /// Coordinators that do not opt in are left out; their parents recreate them (in `start()`) or
    /// they are not restored. The root's value, if it has one, is the first step, under no
    /// parent: the app makes the root, and restoring hands the value to
    /// its ``RestorableCoordinator/didRestore(from:in:)``.
    ///
    /// A step names its coordinator and its parent by path (`app/main/product`) down to 16
    /// levels. Below that a path is shortened for display and could not tell apart two branches
    /// that differ only in the middle, so a deeper coordinator is named from the nearest step
    /// above it, as `@12/product`: step 12's coordinator, then its child `product`. Every name in a
    /// record so stands for one coordinator, however deep the tree.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/RestorationSamples.swift#record -->
    /// ```swift
    /// let record = tree.restorationRecord(schema: 1)
    /// ```
    ///
    /// The record carries `owner` and the tree's ``scene``; restoring it elsewhere is refused.
    ///
    /// - Parameters:
    ///   - schema: The app's restoration schema, stored in the record and in each step.
    ///   - owner: Whose record it is (the signed-in account's identifier, say), or nil.
    /// - Returns: The record; empty when the tree is not running.
    public func restorationRecord(schema: Int, owner: String? = nil) -> RestorationRecord {
        guard let root = rootNode, root.isLive else {
            return RestorationRecord(schema: schema, steps: [], owner: owner, scene: scene)
        }
        var steps: [RestorationRecord.Step] = []
        var names = RecordNames()
        if var restoration = root.face.restoration {
            restoration.schema = schema
            steps.append(RestorationRecord.Step(path: root.path, parent: "", restoration: restoration))
            names.noteStep(root, index: 0)
        }
        let nodes = root.subtreeParentsFirst().filter { $0 !== root && !$0.isEnding }
        for index in ascendingOrder(of: nodes.map(\.startOrder)) {
            let node = nodes[index]
            guard let parent = node.parent, var restoration = node.face.restoration else { continue }
            restoration.schema = schema
            let parentName = names.name(of: parent)
            steps.append(
                RestorationRecord.Step(path: parentName + "/" + node.name, parent: parentName, restoration: restoration)
            )
            names.noteStep(node, index: steps.count - 1)
        }
        return RestorationRecord(schema: schema, steps: steps, owner: owner, scene: scene)
    }

    /// Rebuilds the coordinators of a record in this (started, fresh) tree, step by step, and
    /// stops at the first step that does not apply.
    ///
    /// Each step goes to the coordinator that stands for its recorded parent (restored by an
    /// earlier step, or found at that path), whose ``RestorableCoordinator/restoreChild(from:in:)`` starts
    /// the child, which shows its screens in the containers as a start does. The child keeps the
    /// name it was recorded under.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/RestorationSamples.swift#restore -->
    /// ```swift
    /// let report = tree.restore(record, schema: 2)
    /// if let dropped = report.dropped { print(dropped.reason) }
    /// ```
    ///
    /// ## Contract
    /// - A record of more than ``RestorationRecord/maximumSteps`` steps is refused whole: nothing
    ///   is restored, the report drops step 0 with ``RestorationError/tooManySteps(count:limit:)``,
    ///   and the refusal is logged. Below that, restoring costs time in proportion to the steps.
    /// - The longest valid prefix is restored: the first step that fails (its parent missing, a
    ///   kind the parent does not restore, a value that no longer decodes, nothing started) is
    ///   reported with why, and no later step is applied. Everything restored stays, consistent.
    /// - A step whose name ends in a number above ``RestorationRecord/maximumNameNumber``
    ///   (`message-9223372036854775807`) is dropped with
    ///   ``RestorationError/nameNumberOutOfRange(name:limit:)`` before its parent is asked: that
    ///   number would become the parent's counter for the name.
    /// - A record belongs to its ``RestorationRecord/owner`` and its ``RestorationRecord/scene``:
    ///   one whose owner is not `owner` (nil on either side counts), or that was written in
    ///   another scene than ``scene``, is refused whole, before any step and before the gate is
    ///   looked at: nothing is restored, the report drops step 0 with
    ///   ``RestorationError/ownerMismatch(record:expected:)`` or
    ///   ``RestorationError/sceneMismatch(record:tree:)``, and the refusal is logged. A record
    ///   with no scene restores into any scene.
    /// - Gates hold: while any coordinator of the tree is not ready
    ///   (``Flow/isReadyForLinks`` is `false`, say while the user is signed out), no
    ///   step below the root's is applied; the first is reported as ``RestorationError/gated(by:)``
    ///   and logged. A record is a file anyone may have edited: it never signs anyone in.
    /// - A record from a newer schema than `schema` restores nothing. One from an older schema is
    ///   applied step by step; each step carries its schema for ``RestorableCoordinator/restoreChild(from:in:)``
    ///   to read or refuse.
    /// - Each step is logged at its parent
    ///   (``CoordinatorEvent/Kind/restorationStep(index:kind:)``), then the child's own start;
    ///   a dropped step is logged as a refusal. The root's own step (an empty parent) is logged at
    ///   the root and starts nothing.
    /// - A flow a step starts (or tells it was restored) whose `setRoot`, `dismiss` or `pop` would
    ///   take a screen another flow guards asks that guard, with ``LeaveCause/restoration(step:)``:
    ///   the change waits for the answer, and the restoration goes on with its other steps.
    /// - Once the steps are applied (all, or the valid prefix), each coordinator they restored that
    ///   is still running, the root included when the record has its step, gets the value it wrote
    ///   in ``RestorableCoordinator/didRestore(from:in:)``, in the record's order.
    ///
    /// - Parameters:
    ///   - record: The record.
    ///   - schema: The newest schema the app reads.
    ///   - owner: Whose session the app restores into (the signed-in account's identifier), or
    ///     nil; the record's ``RestorationRecord/owner`` must be the same.
    /// - Returns: How many steps were restored, and the first one dropped.
    @discardableResult
    public func restore(_ record: RestorationRecord, schema: Int, owner: String? = nil) -> RestorationReport {
        var restored: [String: FlowNode] = [:]
        // By index, for the steps below 16 levels, whose parents are named from a step (`@12/x`).
        var restoredAt: [Int: FlowNode] = [:]
        // Parents found by walking the tree (started by a restored coordinator, not restored), so
        // that the steps of many children of one such parent walk it once, not once each.
        var located: [String: FlowNode] = [:]
        // Each coordinator restored, with its value, for didRestore once the steps are applied.
        var restoredInOrder: [(step: Int, coordinator: FlowNode, restoration: CoordinatorRestoration)] = []
        // Refused whole, before any step: a record from outside may be as long as anyone made it.
        guard record.steps.count <= RestorationRecord.maximumSteps else {
            let reason = RestorationError.tooManySteps(count: record.steps.count, limit: RestorationRecord.maximumSteps)
            self.record(
                .rejected(operation: "restore", reason: reason.description), path: rootNode?.treePath ?? rootPath)
            return RestorationReport(
                restoredCount: 0, dropped: .init(index: 0, path: excerpt(record.steps[0].path), reason: reason))
        }
        // Whose and where: refused whole, before any step, so nothing of another user's session
        // or another window is rebuilt here.
        let refusal: RestorationError? =
            if record.owner != owner {
                .ownerMismatch(record: record.owner.map(excerpt), expected: owner)
            } else if let written = record.scene, written != scene {
                .sceneMismatch(record: excerpt(written), tree: scene)
            } else {
                nil
            }
        if let refusal {
            self.record(
                .rejected(operation: "restore", reason: refusal.description), path: rootNode?.treePath ?? rootPath)
            return RestorationReport(
                restoredCount: 0,
                dropped: .init(index: 0, path: excerpt(record.steps.first?.path ?? ""), reason: refusal))
        }
        var report = RestorationReport(restoredCount: record.steps.count, dropped: nil)
        // A gate closed anywhere in the tree holds for the whole record (as for a link); looked for
        // once, and then along each step's parents, which is all a step can pass.
        let closedGate = rootNode?.subtreeParentsFirst().first { !$0.readyForLinks }
        var gates = GatesOnTheWay()
        defer { restorationStepUnderWay = nil }
        for (index, step) in record.steps.enumerated() {
            restorationStepUnderWay = index
            if let reason = restorationRefusal(
                of: step, record: record, schema: schema, closedGate: closedGate, gates: &gates,
                restored: &restored, restoredAt: &restoredAt, located: &located, index: index)
            {
                let dropped = RestorationReport.DroppedStep(index: index, path: excerpt(step.path), reason: reason)
                self.record(
                    .rejected(operation: "restore", reason: "step \(index) (\(dropped.path)): \(reason)"),
                    path: rootNode?.treePath ?? rootPath)
                report = RestorationReport(restoredCount: index, dropped: dropped)
                break
            }
            if let coordinator = restored[step.path] { restoredInOrder.append((index, coordinator, step.restoration)) }
        }
        // Only now is every child back, so a coordinator can put back what lies above their screens.
        for (step, coordinator, restoration) in restoredInOrder
        where coordinator.isLive {
            restorationStepUnderWay = step
            coordinator.face.didRestore(from: restoration)
        }
        return report
    }

    /// Applies one step; returns why it was dropped, or nil when it was restored.
    private func restorationRefusal(
        of step: RestorationRecord.Step, record: RestorationRecord, schema: Int, closedGate: FlowNode?,
        gates: inout GatesOnTheWay, restored: inout [String: FlowNode], restoredAt: inout [Int: FlowNode],
        located: inout [String: FlowNode], index: Int
    ) -> RestorationError? {
        // What the record says, as it is quoted (at most 64 bytes): every log line, error and
        // report below uses these, never the step's own text, which may be megabytes long.
        let kind = excerpt(step.restoration.kind)
        let parentPath = excerpt(step.parent)
        guard let root = rootNode, root.isLive else { return .treeNotRunning }
        guard record.schema <= schema else { return .newerSchema(record: record.schema, supported: schema) }
        if step.parent.isEmpty {
            // The root's own step: the app made the root; its value waits for didRestore.
            guard index == 0 else { return .parentMissing(parent: parentPath) }
            root.log(.restorationStep(index: index, kind: kind))
            restored[step.path] = root
            restoredAt[index] = root
            return nil
        }
        let found =
            restored[step.parent] ?? RecordNames.follow(step.parent, from: restoredAt, cache: &located)
            ?? locate(step.parent, under: root, cache: &located)
        guard let parent = found, parent.isLive else {
            return .parentMissing(parent: parentPath)
        }
        // A gate holds for records as for links: what is behind it is not rebuilt from a file
        // that anyone could have edited, however it is shaped.
        if let gate = closedGate ?? gates.closedGate(onTheWayTo: parent) {
            return .gated(by: gate.path)
        }
        // A name's number becomes its parent's counter for that name: read with bounds, before any
        // of the app's code runs, so an edited record cannot make the next same-named child trap.
        let name = step.path.split(separator: "/").last ?? ""
        if ChildNameNumber.reading(name) == .outOfRange {
            return .nameNumberOutOfRange(name: excerpt(String(name)), limit: RestorationRecord.maximumNameNumber)
        }
        let before = parent.children.last
        parent.log(.restorationStep(index: index, kind: kind))
        parent.expectRestoredChild(named: step.path.split(separator: "/").last.map(String.init))
        defer { parent.expectRestoredChild(named: nil) }
        do {
            guard try parent.face.restoreChild(from: step.restoration) else {
                return .unknownKind(kind: kind, parent: parent.path)
            }
        } catch {
            return .failed(kind: kind, error: excerpt(String(describing: error)))
        }
        guard let child = parent.children.last, child !== before else { return .nothingStarted(kind: kind) }
        restored[step.path] = child
        restoredAt[index] = child
        return nil
    }

    /// The first running coordinator at `path` (parents first), from the cache while the one
    /// found before is still running there, else by walking the tree.
    private func locate(
        _ path: String, under root: FlowNode, cache: inout [String: FlowNode]
    ) -> FlowNode? {
        if let cached = cache[path], cached.path == path, cached.isLive {
            return cached
        }
        let found = root.subtreeParentsFirst().first { $0.path == path }
        cache[path] = found
        return found
    }
}
