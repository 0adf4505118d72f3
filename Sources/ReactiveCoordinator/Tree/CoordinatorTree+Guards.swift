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
    /// Whether `change`, asked by `asker`, waits for a guard: if it would take a screen another
    /// live flow guards, the guard is asked, and the change keeps `onOutcome` until it ends.
    ///
    /// A waiting `setRoot`, `setTabs` or `showSecondary` keeps the screens it would show
    /// (`flow.setRoot(HomeScreen(), in: window)` holds its screen nowhere else) until it ends.
    func holdsForGuards(_ change: ScreenChange, by asker: FlowNode, onOutcome: ChangeOutcomeHandler?) -> Bool {
        guard guardsWereSet, let container = change.container else { return false }
        let removed: ArraySlice<AnyObject>
        switch change.operation {
        case .push, .present, .selectTab:
            return false
        case .dismiss(let screen, let modal):
            guard let screen = screen.object, let modal = modal.object as? any ModalContext else { return false }
            let presented = modal.presentedScreens
            // UIKit's rule: a level that presents something dismisses what it presents, the top
            // level itself; a screen below every level dismisses them all.
            removed =
                if let index = presented.firstIndex(where: { $0 === screen }) {
                    index == presented.count - 1 ? presented[index...] : presented[(index + 1)...]
                } else {
                    presented[...]
                }
        case .pop(let screen, let stack):
            guard let stack = stack.object as? any StackContext,
                let index = stack.screens.firstIndex(where: { $0 === screen.object })
            else { return false }
            removed = stack.screens[index...]
        case .popTo(let screen, let stack):
            guard let stack = stack.object as? any StackContext,
                let index = stack.screens.firstIndex(where: { $0 === screen.object })
            else { return false }
            removed = stack.screens[(index + 1)...]
        case .setRoot(let screen, let window):
            // It takes the root and everything presented over it.
            guard let window = window.object as? any WindowContext, let root = window.root, root !== screen else {
                return false
            }
            removed = ([root] + ((window as? any ModalContext)?.presentedScreens ?? []))[...]
        case .setTabs(let tabs, let container):
            // It takes the tabs that are not in `tabs`.
            guard let container = container.object as? any TabContext else { return false }
            removed = container.tabs.filter { tab in !tabs.contains { $0 === tab } }[...]
        case .showSecondary(let screen, let split):
            guard let split = split.object as? any SplitContext, let secondary = split.secondary, secondary !== screen
            else { return false }
            removed = [secondary][...]
        }
        return holds(change, by: asker, removing: removed, in: container, onOutcome: onOutcome)
    }

    private func holds(
        _ change: ScreenChange, by asker: FlowNode, removing removed: ArraySlice<AnyObject>, in container: AnyObject,
        onOutcome: ChangeOutcomeHandler?
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
        guardAsksSoFar += 1
        let ask = GuardAsk(
            attempt: attempt, change: change, askerPath: asker.treePath, guardian: guardian, screen: screen,
            letGo: screensLetGo, linkStep: linkStepUnderWay, tree: ObjectIdentifier(self), onOutcome: onOutcome,
            order: guardAsksSoFar)
        WaitingChanges.hold(
            WaitingChanges.Entry(
                asker: asker, context: WeakObject(container), operation: change.description,
                wait: .guardAnswer(ask), presenter: nil,
                run: { [weak self, weak asker] in self?.apply(ask, askedBy: asker) },
                cancel: { [weak self] cancellation in
                    let outcome: ChangeOutcome =
                        switch cancellation {
                        case .flowEnded: .cancelled(reason: "\(ask.askerPath.rendered) ended before the guard answered")
                        case .contextWent: .superseded(reason: "its container went")
                        }
                    self?.end(ask, outcome)
                }))
        if linkStepUnderWay != nil { linkStepWasHeld = true }
        guardian.log(.leaveAsked(screen: FlowNode.screenName(screen), cause: cause, operation: change.description))
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
    ///
    /// An attempt is a value, so a newer ask can equal one whose change ended unanswered (a newer
    /// link asking what the link it replaced asked). Answers go to equal asks in the order they
    /// were asked: the first answer is the ended ask's, and is ignored, as for any ended ask.
    func answer(_ attempt: LeaveAttempt, with answer: LeaveAnswer, from guardian: FlowNode) {
        let ended = asksEndedUnanswered.indices
            .filter { asksEndedUnanswered[$0].attempt == attempt && asksEndedUnanswered[$0].guardian === guardian }
            .min { asksEndedUnanswered[$0].order < asksEndedUnanswered[$1].order }
        let askedBefore = ended.map { asksEndedUnanswered[$0].order } ?? .max
        let held = WaitingChanges.takeFirstHold(askedIn: ObjectIdentifier(self)) { ask in
            ask.isAnswered(by: attempt, from: guardian) && ask.order < askedBefore
        }
        guard let held, let ask = held.wait.ask else {
            // The change ended before the answer (its flow ended, a newer link replaced it): its
            // outcome is logged, and the guard could not know. Anything else is a mistake.
            if let ended {
                asksEndedUnanswered.remove(at: ended)
                return
            }
            guardian.reject("answer \(answer)", reason: "no removal waits for the guard of \(attempt.screen)")
            return
        }
        switch answer {
        case .leave:
            held.run()
        case .stay:
            end(ask, .refused(by: "the guard of \(attempt.screen)"))
            if let step = ask.linkStep { dropWaitingLink(.keptByGuard(step: step, screen: attempt.screen)) }
        }
    }

    /// Settles the removals whose guard's flow or asking flow ended: called on the main actor's
    /// next turn after a flow's end, so that one teardown ending both logs one outcome.
    ///
    /// A guard's flow that ended lets its removal apply; a dismissal or pop whose guarded screen
    /// went with that flow is superseded, having nothing left to take, while a `setRoot`,
    /// `setTabs` or `showSecondary` applies, since it still has a screen to show.
    func settleHeldRemovals() {
        let settled = WaitingChanges.takeHolds(askedIn: ObjectIdentifier(self)) { entry, ask in
            entry.asker?.isLive != true || ask.guardian?.isLive != true
        }
        for held in settled {
            guard let ask = held.wait.ask else { continue }
            if held.asker?.isLive != true {
                held.cancel(.flowEnded)
            } else if ask.screen == nil, ask.change.onlyRemoves {
                // Nothing left to take. A replacement (a sign-out's `setRoot`) still shows its
                // screen, and applies below.
                end(ask, .superseded(reason: "\(ask.attempt.screen) went with its guard's flow"))
            } else {
                held.run()
            }
        }
    }

    /// Whether a change of this tree waits for a guard's answer.
    var holdsRemovals: Bool {
        WaitingChanges.firstHeldAsk(askedIn: ObjectIdentifier(self)) { _ in true } != nil
    }

    /// Ends every held removal: the tree ended.
    func cancelHeldRemovals(reason: String) {
        for held in WaitingChanges.takeHolds(askedIn: ObjectIdentifier(self), where: { _, _ in true }) {
            if let ask = held.wait.ask { end(ask, .cancelled(reason: reason)) }
        }
    }

    /// Ends the held removals a deep link asked for: that link no longer waits for them.
    func cancelHeldRemovals(ofLinks reason: String) {
        for held in WaitingChanges.takeHolds(askedIn: ObjectIdentifier(self), where: { $1.linkStep != nil }) {
            if let ask = held.wait.ask { end(ask, .cancelled(reason: reason)) }
        }
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

    private func apply(_ ask: GuardAsk, askedBy asker: FlowNode?) {
        guard let asker, asker.isLive else {
            return end(ask, .cancelled(reason: "\(ask.askerPath.rendered) ended before the guard answered"))
        }
        // Past this guard and those that let it go before: another guard's screen it takes asks
        // that guard, and the change keeps waiting (with its outcome's handler), to end once.
        screensLetGo = ask.letGo + (ask.screen.map { [ObjectIdentifier($0)] } ?? [])
        let step = asker.attempt(ask.change, turn: .afterWaiting, onOutcome: ask.onOutcome)
        screensLetGo = []
        guard case .ended(let outcome) = step else { return }
        end(ask, outcome)
        if ask.linkStep != nil { runWaitingLinkIfReady() }
    }

    private func end(_ ask: GuardAsk, _ outcome: ChangeOutcome) {
        switch outcome {
        case .cancelled, .superseded:
            asksEndedUnanswered.removeAll { $0.guardian?.isLive != true }
            if ask.guardian?.isLive == true {
                asksEndedUnanswered.append(EndedAsk(attempt: ask.attempt, guardian: ask.guardian, order: ask.order))
            }
        case .applied, .refused, .rejected:
            break
        }
        record(.changeEnded(operation: ask.change.description, outcome: outcome), path: ask.askerPath)
        ask.onOutcome?(outcome)
    }

    /// Why a link must wait for a guard's answer, or nil.
    var guardBlockingLinks: String? {
        WaitingChanges.firstHeldAsk(askedIn: ObjectIdentifier(self)) { $0.linkStep != nil }
            .map { "the guard of \($0.attempt.screen) is asked" }
    }
}
