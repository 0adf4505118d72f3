/// Guards asked before a flow's change takes a screen another flow guards, and told when a
/// removal cannot be refused (issue 35).
///
/// A flow's `dismiss`, `pop` and `pop(to:)`, and its `setRoot`, `setTabs` and `showSecondary`
/// when they replace what a container shows (its own, or the ones a deep link's preparation
/// makes), first look for a screen they would remove that a live flow other than the asker
/// guards: the screen itself, or a container the change takes that holds it, however deep. If
/// there is one, the change waits, the guard is asked (``LeaveCause/flow(path:)`` or
/// ``LeaveCause/link(step:)``), and the change ends with one outcome, logged at the flow that
/// asked: applied, refused, superseded or cancelled (``ChangeOutcome``). A change that would
/// take several guarded screens asks their guards one after the other, and ends once.
extension CoordinatorTree {
    /// Whether `asker`'s dismissal from `screen` in `modal` waits for a guard; if so, the guard
    /// is asked.
    func holdsForGuards(dismissingFrom screen: AnyObject, in modal: some ModalContext, by asker: FlowNode) -> Bool {
        guard guardsWereSet else { return false }
        let presented = modal.presentedScreens
        // UIKit's rule: a level that presents something dismisses what it presents, the top
        // level itself; a screen below every level dismisses them all.
        let removed: ArraySlice<AnyObject> =
            if let index = presented.firstIndex(where: { $0 === screen }) {
                index == presented.count - 1 ? presented[index...] : presented[(index + 1)...]
            } else {
                presented[...]
            }
        return holds(
            "dismiss from \(FlowNode.screenName(screen))", by: asker, removing: removed, in: modal
        ) { [weak asker, weak screen, weak modal] in
            guard let asker, let screen, let modal else { return false }
            return asker.dismiss(from: screen, in: modal)
        }
    }

    /// Whether `asker`'s pop of `screen` (and what is above it) from `stack` waits for a guard.
    func holdsForGuards(popping screen: AnyObject, from stack: some StackContext, by asker: FlowNode) -> Bool {
        guard guardsWereSet, let index = stack.screens.firstIndex(where: { $0 === screen }) else { return false }
        return holds("pop \(FlowNode.screenName(screen))", by: asker, removing: stack.screens[index...], in: stack) {
            [weak asker, weak screen, weak stack] in
            guard let asker, let screen, let stack else { return false }
            return asker.pop(screen, from: stack)
        }
    }

    /// Whether `asker`'s pop of what is above `screen` on `stack` waits for a guard.
    func holdsForGuards(poppingTo screen: AnyObject, on stack: some StackContext, by asker: FlowNode) -> Bool {
        guard guardsWereSet, let index = stack.screens.firstIndex(where: { $0 === screen }) else { return false }
        return holds(
            "pop to \(FlowNode.screenName(screen))", by: asker, removing: stack.screens[(index + 1)...], in: stack
        ) { [weak asker, weak screen, weak stack] in
            guard let asker, let screen, let stack else { return false }
            return asker.pop(to: screen, on: stack)
        }
    }

    /// Whether `asker`'s `setRoot` of `screen` in `window` waits for a guard: it takes the root
    /// and everything presented over it.
    ///
    /// The waiting change keeps the new screen (`flow.setRoot(HomeScreen(), in: window)` holds it
    /// nowhere else) until it ends.
    func holdsForGuards(replacingRootWith screen: AnyObject, in window: some WindowContext, by asker: FlowNode)
        -> Bool
    {
        guard guardsWereSet, let root = window.root, root !== screen else { return false }
        let removed = [root] + ((window as? any ModalContext)?.presentedScreens ?? [])
        return holds("set root \(FlowNode.screenName(screen))", by: asker, removing: removed[...], in: window) {
            [weak asker, weak window] in
            guard let asker, let window else { return false }
            return asker.setRoot(screen, in: window)
        }
    }

    /// Whether `asker`'s `setTabs` of `tabs` in `container` waits for a guard: it takes the tabs
    /// that are not in `tabs`.
    ///
    /// The waiting change keeps the new tabs until it ends.
    func holdsForGuards(replacingTabsWith tabs: [AnyObject], in container: some TabContext, by asker: FlowNode)
        -> Bool
    {
        guard guardsWereSet else { return false }
        let removed = container.tabs.filter { tab in !tabs.contains { $0 === tab } }
        let names = tabs.map { FlowNode.screenName($0) }.joined(separator: ", ")
        return holds("set tabs [\(names)]", by: asker, removing: removed[...], in: container) {
            [weak asker, weak container] in
            guard let asker, let container else { return false }
            return asker.setTabs(tabs, in: container)
        }
    }

    /// Whether `asker`'s `showSecondary` of `screen` in `split` waits for a guard: it takes the
    /// secondary column's screen.
    ///
    /// The waiting change keeps the new screen until it ends.
    func holdsForGuards(replacingSecondaryWith screen: AnyObject, in split: some SplitContext, by asker: FlowNode)
        -> Bool
    {
        guard guardsWereSet, let secondary = split.secondary, secondary !== screen else { return false }
        return holds("show secondary \(FlowNode.screenName(screen))", by: asker, removing: [secondary][...], in: split)
        { [weak asker, weak split] in
            guard let asker, let split else { return false }
            return asker.showSecondary(screen, in: split)
        }
    }

    private func holds(
        _ operation: String, by asker: FlowNode, removing removed: ArraySlice<AnyObject>, in container: AnyObject,
        retry: @escaping @MainActor () -> Bool
    ) -> Bool {
        guard !removed.isEmpty, let root = rootNode,
            let (guardian, screen, handler) = guardOfARemovedScreen(removed, except: asker, in: root)
        else { return false }
        let cause: LeaveCause =
            if let step = linkStepUnderWay {
                .link(step: step)
            } else if let step = restorationStepUnderWay {
                .restoration(step: step)
            } else {
                .flow(path: asker.path)
            }
        let attempt = LeaveAttempt(screen: describeScreen(screen), cause: cause, container: describeScreen(container))
        heldRemovals.append(
            HeldRemoval(
                attempt: attempt, operation: operation, asker: asker, askerPath: asker.treePath, guardian: guardian,
                screen: screen, letGo: screensLetGo, linkStep: linkStepUnderWay, retry: retry))
        noteHeldRemoval()
        if linkStepUnderWay != nil { linkStepWasHeld = true }
        guardian.log(.leaveAsked(screen: FlowNode.screenName(screen), cause: cause, operation: operation))
        handler(attempt)
        return true
    }

    /// The first guard, parents first, of a screen in `removed` (or held by a container in it)
    /// kept by a live flow other than `asker`, unless its guard already let it go.
    private func guardOfARemovedScreen(
        _ removed: ArraySlice<AnyObject>, except asker: FlowNode, in root: FlowNode
    ) -> (FlowNode, AnyObject, @MainActor (LeaveAttempt) -> Void)? {
        for node in root.subtreeParentsFirst() where node !== asker && node.isLive {
            for entry in node.leaveGuards {
                guard let screen = entry.screen, !screensLetGo.contains(ObjectIdentifier(screen)),
                    let handler = node.leaveGuardHandler(entry.id)
                else { continue }
                let context = entry.context.map { $0 as AnyObject }
                let isRemoved = removed.contains { taken in
                    taken === screen || taken === context
                        || (taken as? any NavigationContext)?.contains(screen) == true
                }
                if isRemoved { return (node, screen, handler) }
            }
        }
        return nil
    }

    /// The guard's answer to a removal that waits for it.
    func answer(_ attempt: LeaveAttempt, with answer: LeaveAnswer, from guardian: FlowNode) {
        guard let index = heldRemovals.firstIndex(where: { $0.attempt == attempt && $0.guardian === guardian }) else {
            // The change ended before the answer (its flow ended, a newer link replaced it): its
            // outcome is logged, and the guard could not know. Anything else is a mistake.
            if let ended = asksEndedUnanswered.firstIndex(where: { $0.attempt == attempt && $0.guardian === guardian })
            {
                asksEndedUnanswered.remove(at: ended)
                return
            }
            guardian.reject("answer \(answer)", reason: "no removal waits for the guard of \(attempt.screen)")
            return
        }
        let held = heldRemovals.remove(at: index)
        switch answer {
        case .leave:
            apply(held)
        case .stay:
            end(held, .refused(by: "the guard of \(attempt.screen)"))
            if let step = held.linkStep { dropWaitingLink(.keptByGuard(step: step, screen: attempt.screen)) }
        }
    }

    /// Settles the removals whose guard's flow or asking flow ended: called on the main actor's
    /// next turn after a flow's end.
    func settleHeldRemovals() {
        var index = 0
        while index < heldRemovals.count {
            let held = heldRemovals[index]
            if held.asker?.isLive != true {
                heldRemovals.remove(at: index)
                end(held, .cancelled(reason: "\(held.askerPath.rendered) ended before the guard answered"))
            } else if held.guardian?.isLive != true {
                heldRemovals.remove(at: index)
                if held.screen == nil {
                    end(held, .superseded(reason: "\(held.attempt.screen) went with its guard's flow"))
                } else {
                    apply(held)
                }
            } else {
                index += 1
            }
        }
    }

    /// Ends every held removal: the tree ended.
    func cancelHeldRemovals(reason: String) {
        let held = heldRemovals
        heldRemovals.removeAll()
        for removal in held { end(removal, .cancelled(reason: reason)) }
    }

    /// Ends the held removals a deep link asked for: that link no longer waits for them.
    func cancelHeldRemovals(ofLinks reason: String) {
        guard heldRemovals.contains(where: { $0.linkStep != nil }) else { return }
        let held = heldRemovals.filter { $0.linkStep != nil }
        heldRemovals.removeAll { $0.linkStep != nil }
        for removal in held { end(removal, .cancelled(reason: reason)) }
    }

    /// Tells every guard of a screen still guarded that it goes, for a cause nobody can refuse.
    func tellGuards(_ cause: LeaveCause) {
        guard guardsWereSet, let root = rootNode else { return }
        for node in root.subtreeParentsFirst() where node.isLive {
            for entry in node.leaveGuards {
                guard let screen = entry.screen, let handler = node.leaveGuardHandler(entry.id) else { continue }
                let container = entry.context.map { describeScreen($0 as AnyObject) } ?? "container"
                node.log(.leaveAsked(screen: FlowNode.screenName(screen), cause: cause, operation: nil))
                handler(LeaveAttempt(screen: describeScreen(screen), cause: cause, container: container))
            }
        }
    }

    private func apply(_ held: HeldRemoval) {
        guard held.asker?.isLive == true else {
            return end(held, .cancelled(reason: "\(held.askerPath.rendered) ended before the guard answered"))
        }
        // Past this guard and those that let it go before: another guard's screen it takes asks
        // that guard, and the change keeps waiting, to end once.
        screensLetGo = held.letGo + (held.screen.map { [ObjectIdentifier($0)] } ?? [])
        let waitingBefore = heldRemovals.count
        let applied = held.retry()
        screensLetGo = []
        if heldRemovals.count > waitingBefore { return }
        end(held, applied ? .applied : .superseded(reason: "\(held.operation) no longer applies"))
        if held.linkStep != nil { runWaitingLinkIfReady() }
    }

    private func end(_ held: HeldRemoval, _ outcome: ChangeOutcome) {
        switch outcome {
        case .cancelled, .superseded:
            asksEndedUnanswered.removeAll { $0.guardian?.isLive != true }
            if held.guardian?.isLive == true {
                asksEndedUnanswered.append(EndedAsk(attempt: held.attempt, guardian: held.guardian))
            }
        case .applied, .refused:
            break
        }
        record(.changeEnded(operation: held.operation, outcome: outcome), path: held.askerPath)
    }

    /// Why a link must wait for a guard's answer, or nil.
    var guardBlockingLinks: String? {
        heldRemovals.first { $0.linkStep != nil }.map { "the guard of \($0.attempt.screen) is asked" }
    }
}
