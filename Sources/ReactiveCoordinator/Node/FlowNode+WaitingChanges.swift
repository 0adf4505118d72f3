extension FlowNode {
    /// Keeps `change` while its container is in a transition, or while changes or alerts asked
    /// before it wait there (issue 35): UIKit drops a presentation asked mid-transition with a
    /// warning, and a push during a back swipe lands under the screen being swiped.
    ///
    /// Logged as waiting; once its turn comes it goes through the door again (guards asked,
    /// carried out) and ends with one logged outcome: applied, refused, superseded when what it
    /// names went meanwhile, or cancelled when this flow ends first.
    ///
    /// - Returns: Whether it waits.
    func waitsForTurn(_ change: ScreenChange, onOutcome: ChangeOutcomeHandler?) -> Bool {
        guard let context = change.container else { return false }
        let behind =
            (context as? any TransitioningContext)?.transitionUnderWay
            ?? (WaitingChanges.hasWaiting(in: context) ? "the changes asked before it" : nil)
        guard let behind else { return false }
        log(.changeWaits(operation: change.description, behind: behind))
        let presenter: WeakObject? =
            if case .present(_, let presenter, _) = change.operation { presenter } else { nil }
        let shown = change.shownScreen
        let shows = shown.flatMap { screen in
            let described = describeScreen(screen)
            return described == Self.screenName(screen) ? nil : described
        }
        enqueue(
            WaitingChanges.Entry(
                asker: self, context: WeakObject(context), operation: change.description, wait: .transition,
                presenter: presenter, showing: shown,
                run: { [weak self] in
                    guard let self else {
                        Self.settleGuards(waitingFor: change, applied: false)
                        return onOutcome?(.cancelled(reason: "its flow ended")) ?? ()
                    }
                    self.applyAfterWaiting(change, onOutcome: onOutcome)
                },
                cancel: { [weak self] cancellation in
                    Self.settleGuards(waitingFor: change, applied: false)
                    let outcome: ChangeOutcome =
                        switch cancellation {
                        case .flowEnded: .cancelled(reason: "its flow ended")
                        case .contextWent: .superseded(reason: "its container went")
                        }
                    self?.log(.changeEnded(operation: change.description, outcome: outcome))
                    onOutcome?(outcome)
                },
                shows: shows),
            in: context)
        return true
    }

    /// Takes a change whose turn came through the door again, and logs how it ended.
    func applyAfterWaiting(_ change: ScreenChange, onOutcome: ChangeOutcomeHandler?) {
        switch attempt(change, turn: .afterWaiting, onOutcome: onOutcome) {
        case .waits:
            // A guard is asked now: the change waits for its answer, and ends from there. Only a
            // push or a presentation waits for a turn, and neither takes a guarded screen away,
            // so this is not one: what waited for it is let go all the same.
            Self.settleGuards(waitingFor: change, applied: false)
        case .ended(let outcome):
            // Before the outcome is logged or handed to the app, whose handler may act on the
            // screen: a guard asked for it is set in the same turn that showed it.
            Self.settleGuards(waitingFor: change, applied: outcome == .applied)
            log(.changeEnded(operation: change.description, outcome: outcome))
            onOutcome?(outcome)
        }
    }

    /// Adds `entry` to the changes and alerts waiting in `context`, and looks at once whether its
    /// turn can come.
    func enqueue(_ entry: WaitingChanges.Entry, in context: AnyObject) {
        for orphan in WaitingChanges.add(entry, in: context) { orphan.cancel(.contextWent) }
        Self.resumeWaitingChanges(in: context)
    }

    /// Cancels the changes and alerts it waits to make, as it ends; what waited behind them in
    /// their contexts may have its turn now.
    func cancelWaitingChanges() {
        let taken = WaitingChanges.take(askedBy: self)
        guard !taken.isEmpty else { return }
        for entry in taken { entry.cancel(.flowEnded) }
        for context in taken.compactMap(\.context.object) { Self.resumeWaitingChanges(in: context) }
    }

    /// Runs what waits in the window of `context`, in order, while each one's turn has come.
    ///
    /// When the first one left waits for a transition of its container, it looks again once
    /// that container is still; one that waits for an alert's answer is looked at again by that
    /// answer.
    static func resumeWaitingChanges(in context: AnyObject) {
        // A teardown under way: its turn comes once that flow's screens are gone.
        guard !WaitingChanges.holdsResume(of: context) else { return }
        while let next = WaitingChanges.takeNext(in: context) { next.run() }
        guard let first = WaitingChanges.first(in: context), case .transition = first.wait,
            let transitioning = first.context.object as? any TransitioningContext
        else { return }
        transitioning.afterTransition { [weak transitioning] in
            guard let transitioning else { return }
            resumeWaitingChanges(in: transitioning)
        }
    }
}
