extension CoordinatorTree {
    /// Opens a deep link and returns once it has run: routed from the root down, each step taken
    /// by the first coordinator on the way that takes it.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/DeepLinkSamples.swift#open -->
    /// ```swift
    /// try await tree.open(DeepLink(ShopStep.product(id: 42), ShopStep.reviews))
    /// ```
    ///
    /// See ``open(_:then:)`` for how a link is routed, when it waits, and what it logs.
    ///
    /// A link that waits (the tree is paused, or not ready for links) waits until the tree is
    /// ready. To bound that wait, cancel the awaiting task, from a timeout of your own say: the
    /// wait ends with ``DeepLinkError/cancelled``, logged as a refusal
    /// (`app: REJECTED deep link: the task awaiting it was cancelled while it waited; none of its
    /// steps was taken`). A task cancelled before the link ran ends it the same way; a link that
    /// already ran is not undone.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/DeepLinkSamples.swift#bounded-wait -->
    /// ```swift
    /// let opening = Task { try await tree.open(DeepLink(ShopStep.product(id: 42))) }
    /// let timeout = Task {
    ///     try await Task.sleep(for: .seconds(5))
    ///     opening.cancel()  // still waiting: it ends with DeepLinkError.cancelled
    /// }
    /// defer { timeout.cancel() }
    /// try await opening.value
    /// ```
    ///
    /// - Parameter link: The steps.
    /// - Throws: ``DeepLinkError`` naming the first step nobody took or handled; the steps
    ///   before it were taken, none after it. ``DeepLinkError/replaced`` when a newer link took
    ///   its place while it waited, ``DeepLinkError/treeNotRunning`` when the tree is not running
    ///   or ended while it waited, ``DeepLinkError/cancelled`` when the awaiting task was
    ///   cancelled before the link ran: then none of its steps was taken.
    public func open(_ link: DeepLink) async throws(DeepLinkError) {
        let ticket = LinkWaitTicket()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Void, DeepLinkError>, Never>) in
                if Task.isCancelled { ticket.cancel() }
                open(link, ticket: ticket) { continuation.resume(returning: $0) }
            }
        } onCancel: {
            Task { @MainActor [weak self] in
                ticket.cancel()
                self?.dropWaitingLink(.cancelled, ifHolding: ticket)
            }
        }
        try result.get()
    }

    /// Opens a deep link now, or keeps it, whole, until the tree is ready, and reports how it
    /// ended.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/DeepLinkSamples.swift#open-when-ready -->
    /// ```swift
    /// tree.open(DeepLink(ShopStep.product(id: 42))) { result in
    ///     if case .failure(let error) = result { print(error) }
    /// }
    /// ```
    ///
    /// ## Contract
    /// - Step 0 is offered to the root, then to its children, newest first, depth first; each
    ///   further step from the coordinator that took the step before it. The first coordinator
    ///   whose ``LinkRoutingCoordinator/handle(linkStep:in:)`` takes the step takes it, after
    ///   ``LinkRoutingCoordinator/prepareForLink(toward:in:)`` ran on each coordinator from where the search
    ///   began down to it. The step is logged at that coordinator
    ///   (``CoordinatorEvent/Kind/deepLinkStep(index:intent:)``).
    /// - A step nobody takes stops the link: ``DeepLinkError/noRoute(step:intent:)`` is reported
    ///   and logged as a refusal; the steps before it stay taken, and every coordinator they
    ///   ended has been torn down, so the tree is consistent. So does a step whose coordinator
    ///   the preparation of the way ended.
    /// - While the tree is paused anywhere, or a coordinator's
    ///   ``Flow/isReadyForLinks`` is `false`, the link waits, whole, with none of its
    ///   steps taken (``CoordinatorEvent/Kind/deepLinkWaiting(reason:)``), and runs when a resume
    ///   or setting ``Flow/isReadyForLinks`` to `true` finds the tree ready. A gate held by a flow
    ///   opens when that flow ends: the link is looked at again on the main actor's next turn,
    ///   once the change that ended the flow has run to its end (``settle()`` waits for it), and
    ///   runs if the tree is ready; if that change ended the tree too, the link ended with it
    ///   (``DeepLinkError/treeNotRunning``). A newer link replaces it: the older one ends with
    ///   ``DeepLinkError/replaced``.
    /// - While a container the tree's flows show screens in is in motion (the user's back swipe,
    ///   a sheet's drag; `TransitioningContext`), the link waits, whole, logged as waiting for that
    ///   motion, and runs once it ends, on the hierarchy as it is then. An alert shown does not
    ///   hold it: its steps ask guards, and its presentations wait for the answer in their turn.
    /// - A link of more than ``DeepLink/maximumSteps`` steps is refused whole, at once:
    ///   ``DeepLinkError/tooManySteps(count:limit:)``, logged as a refusal; it takes no step and
    ///   does not replace a waiting link.
    /// - Opened while an intent is being routed, the link runs after that intent.
    /// - `completion` is called exactly once, on the main actor: at once when the link ran now.
    ///
    /// - Parameters:
    ///   - link: The steps.
    ///   - completion: Told how the link ended.
    public func open(_ link: DeepLink, then completion: @escaping @MainActor (Result<Void, DeepLinkError>) -> Void) {
        open(link, ticket: nil, then: completion)
    }

    private func open(
        _ link: DeepLink, ticket: LinkWaitTicket?,
        then completion: @escaping @MainActor (Result<Void, DeepLinkError>) -> Void
    ) {
        IntentRouting.queue.whenIdle { [weak self] in
            guard let self else { return completion(.failure(.treeNotRunning)) }
            self.submit(WaitingLink(link: link, completion: completion, ticket: ticket))
        }
    }

    private func submit(_ link: WaitingLink) {
        // Refused whole, before anything else: it replaces no waiting link and waits for nothing.
        let count = link.link.steps.count
        guard count <= DeepLink.maximumSteps else {
            let error = DeepLinkError.tooManySteps(count: count, limit: DeepLink.maximumSteps)
            record(.rejected(operation: "deep link", reason: error.description), path: rootNode?.treePath ?? rootPath)
            return link.completion(.failure(error))
        }
        guard let root = rootNode, root.isLive else {
            record(.rejected(operation: "deep link", reason: "the tree is not running"), path: rootPath)
            return link.completion(.failure(.treeNotRunning))
        }
        if link.ticket?.isCancelled == true {
            record(.rejected(operation: "deep link", reason: DeepLinkError.cancelled.description), path: root.treePath)
            return link.completion(.failure(.cancelled))
        }
        if link.firstStep == 0 {
            cancelHeldRemovals(ofLinks: "a newer link replaced the link that asked")
            dropWaitingLink(.replaced)
        }
        if let reason = linkBlocker(in: root) {
            waitingLink = link
            record(.deepLinkWaiting(reason: reason), path: root.treePath)
            return
        }
        if let moving = containerInMotion(in: root), let motion = moving.transitionUnderWay {
            // Its steps would wait behind the motion one by one, and a step after a waiting push
            // would find no flow to take it: the link waits whole, and runs once it ends.
            waitingLink = link
            record(.deepLinkWaiting(reason: "\(motion) is under way"), path: root.treePath)
            moving.afterTransition { [weak self] in self?.runWaitingLinkIfReady() }
            return
        }
        switch apply(link.link, from: link.firstStep, start: link.start) {
        case .ended(let result):
            link.completion(result)
        case .heldByGuard(let step, let start):
            // The rest of the link, from the step whose removal waits, waits for the answer.
            var rest = link
            rest.link = DeepLink(steps: Array(link.link.steps.dropFirst(step - link.firstStep)))
            rest.firstStep = step
            rest.start = start
            waitingLink = rest
            record(
                .deepLinkWaiting(reason: "step \(step): \(guardBlockingLinks ?? "a guard is asked")"),
                path: root.treePath)
        }
    }

    /// How applying a link ended: run to its end (or stopped), or held at a step whose removal
    /// waits for a guard's answer.
    private enum LinkRun {
        case ended(Result<Void, DeepLinkError>)
        case heldByGuard(step: Int, start: FlowNode?)
    }

    /// Runs the waiting link if the tree is ready for it now.
    func runWaitingLinkIfReady() {
        guard waitingLink != nil else { return }
        IntentRouting.queue.whenIdle { [weak self] in
            // A tree that is ending takes its waiting link with it (the root's end drops it).
            guard let self, let waiting = self.waitingLink, let root = self.rootNode, root.isLive,
                self.linkBlocker(in: root) == nil
            else { return }
            self.waitingLink = nil
            self.submit(waiting)
        }
    }

    /// A flow ended, and any gate it held (a pause, ``Flow/isReadyForLinks`` set to `false`)
    /// with it: the waiting link is looked at again on the main actor's next turn.
    ///
    /// Not at once: the change that ended the flow (a window cleared, a stack replaced, a parent
    /// torn down) may still be releasing screens, and the tree itself may be ending with it. By
    /// the next turn that change has run to its end; a tree that ended meanwhile has ended the
    /// link with ``DeepLinkError/treeNotRunning``. ``settle()`` waits for the look.
    ///
    /// Removals that waited for a guard are settled then too: cancelled when the flow that asked
    /// ended, applied (or superseded) when the guard's flow ended.
    func settleAfterAnEnd() {
        guard waitingLink != nil || holdsRemovals, !waitingLinkLookIsDue else { return }
        waitingLinkLookIsDue = true
        noteWakeupPending()
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.waitingLinkLookIsDue = false
            self.noteWakeupRan()
            self.settleHeldRemovals()
            self.runWaitingLinkIfReady()
        }
    }

    /// Ends the waiting link, if any, with `error`, and logs why.
    func dropWaitingLink(_ error: DeepLinkError) {
        guard let waiting = waitingLink else { return }
        waitingLink = nil
        record(.rejected(operation: "deep link", reason: error.description), path: rootNode?.treePath ?? rootPath)
        waiting.completion(.failure(error))
    }

    /// Ends the waiting link with `error` if it is the one `ticket` belongs to.
    private func dropWaitingLink(_ error: DeepLinkError, ifHolding ticket: LinkWaitTicket) {
        guard waitingLink?.ticket === ticket else { return }
        dropWaitingLink(error)
    }

    /// A container the flows of the tree showed screens in that is in motion (the user's back
    /// swipe, a sheet's drag), if any; an alert shown over it does not count: a link's steps ask
    /// guards under an alert, and presentations wait for its answer in their turn.
    private func containerInMotion(in root: FlowNode) -> (any TransitioningContext)? {
        var moving: (any TransitioningContext)?
        _ = root.firstInSubtreeParentsFirst { node in
            for entry in node.shown {
                if let context = entry.container as? any TransitioningContext, context.isInMotion {
                    moving = context
                    return true
                }
            }
            return false
        }
        return moving
    }

    /// Why a link cannot run now, or nil when it can.
    private func linkBlocker(in root: FlowNode) -> String? {
        var reason: String?
        _ = root.firstInSubtreeParentsFirst { node in
            if node.state == .paused {
                reason = "\(node.path) is paused"
            } else if !node.readyForLinks {
                reason = "\(node.path) is not ready for links"
            }
            return reason != nil
        }
        return reason ?? guardBlockingLinks
    }

    private func apply(_ link: DeepLink, from firstStep: Int, start resumed: FlowNode?) -> LinkRun {
        defer {
            linkStepUnderWay = nil
            linkStepWasHeld = false
        }
        var start: FlowNode? = resumed
        for (offset, step) in link.steps.enumerated() {
            let index = firstStep + offset
            guard let root = rootNode, root.isLive else { return .ended(.failure(.treeNotRunning)) }
            if let previous = start,
                previous.tree !== self || previous.state == .finished || previous.isEnding
            {
                start = nil
            }
            let from = start ?? root
            // The step's text is made only where it is read: a failure, or a log line someone reads.
            guard let (way, action) = taker(of: step, from: from) else {
                let description = LinkStepTexts.text(of: link.steps, at: offset)
                record(
                    .rejected(
                        operation: "deep link", reason: "step \(index): no coordinator takes \(shortened(description))"),
                    path: from.treePath)
                return .ended(.failure(.noRoute(step: index, intent: description)))
            }
            linkStepUnderWay = index
            for (position, node) in way.enumerated() {
                node.face.prepareForLink(toward: position + 1 < way.count ? way[position + 1] : nil)
            }
            linkStepUnderWay = nil
            if linkStepWasHeld { return .heldByGuard(step: index, start: start) }
            let taker = way[way.count - 1]
            guard taker.isLive else {
                // Preparing the way ended it (a dismissal took its screen): the step is not taken.
                record(
                    .rejected(
                        operation: "deep link",
                        reason: "step \(index): \(taker.path) ended while the way to it was prepared"),
                    path: from.treePath)
                return .ended(.failure(.noRoute(step: index, intent: LinkStepTexts.text(of: link.steps, at: offset))))
            }
            taker.log(.deepLinkStep(index: index, intent: LoggedValue(describing: step)))
            let unhandledBefore = unhandledCount
            action()
            if unhandledCount != unhandledBefore {
                return .ended(
                    .failure(.unhandled(step: index, intent: LinkStepTexts.text(of: link.steps, at: offset))))
            }
            start = taker
        }
        return .ended(.success(()))
    }

    /// The first coordinator below `start` (itself included; children newest first, depth
    /// first) that takes `step`, with the way down to it.
    private func taker(of step: any Sendable, from start: FlowNode) -> ([FlowNode], @MainActor () -> Void)? {
        // By recursion near the root, where apps' trees are: the lists of the search below were
        // two arrays made at every step of every link, and the way is written as the recursion
        // returns, each node at its depth. A node's children are read once it passed the step,
        // as the list read them. Below 256 levels the list searches the rest.
        var way: [FlowNode] = []
        var action: (@MainActor () -> Void)?
        func visit(_ node: FlowNode, depth: Int) -> Bool {
            guard depth < 256 else {
                guard let (below, taken) = takerByList(of: step, from: node) else { return false }
                way = [FlowNode](repeating: node, count: depth)
                way.append(contentsOf: below)
                action = taken
                return true
            }
            guard node.isLive else { return false }
            if case .take(let taken) = node.face.handle(linkStep: step) {
                way = [FlowNode](repeating: node, count: depth + 1)
                action = taken
                return true
            }
            for child in node.children.newestFirst {
                guard visit(child, depth: depth + 1) else { continue }
                way[depth] = node
                return true
            }
            return false
        }
        guard visit(start, depth: 0), let action else { return nil }
        return (way, action)
    }

    /// ``taker(of:from:)``'s search by a list of pending nodes, for a tree deeper than its
    /// recursion goes.
    private func takerByList(of step: any Sendable, from start: FlowNode) -> ([FlowNode], @MainActor () -> Void)? {
        // A parent-index table: each node offered the step names the entry it was reached from,
        // and the way down is read back from the taker alone, so a search N deep costs N, not
        // a copy of the way at every node (N²).
        // Room for an app's tree at once: grown one append at a time, the lists were made
        // again three or four times at every step of every link (callgrind).
        var visited: [(node: FlowNode, from: Int)] = []
        visited.reserveCapacity(16)
        var pending: [(node: FlowNode, from: Int)] = []
        pending.reserveCapacity(16)
        pending.append((start, -1))
        while let entry = pending.popLast() {
            guard entry.node.isLive else { continue }
            visited.append(entry)
            let here = visited.count - 1
            if case .take(let action) = entry.node.face.handle(linkStep: step) {
                // Counted first, then written from its end: no list grown and then reversed.
                var length = 0
                var index = here
                while index >= 0 {
                    length += 1
                    index = visited[index].from
                }
                var way = [FlowNode](repeating: entry.node, count: length)
                index = here
                while index >= 0 {
                    length -= 1
                    way[length] = visited[index].node
                    index = visited[index].from
                }
                return (way, action)
            }
            // Popped last-first: pushing in start order visits the newest child first.
            for child in entry.node.children { pending.append((child, here)) }
        }
        return nil
    }
}
