extension FlowNode {
    /// Guards `screen` in `context`: refused gestures are logged and handed to `onAttempt`.
    ///
    /// The container holds a handler that reaches this node weakly; `onAttempt` stays here and is
    /// let go when the coordinator ends, so a guard keeps nothing alive.
    @discardableResult
    func guardLeaving(
        _ screen: AnyObject, in context: some LeaveGuardingContext,
        onAttempt: @escaping @MainActor (LeaveAttempt) -> Void
    ) -> Bool {
        let operation = "guard leaving \(Self.screenName(screen))"
        if let reason = refusalToAct(operation: "guard screens") {
            reject(operation, reason: reason)
            return false
        }
        let id = madeHooks.guards.nextID()
        do {
            try setGuard(id, of: screen, in: context)
        } catch {
            // Presented or pushed while its container was busy, the screen is not there yet:
            // apps guard right after showing, and refusing would leave it unguarded once shown.
            guard let shown = WaitingChanges.waitingShow(of: screen, guardedIn: context) else {
                reject(operation, reason: error.description)
                return false
            }
            madeHooks.guards.addWaiting(GuardedScreen(id: id, screen: screen, context: context), handler: onAttempt)
            WaitingChanges.guardWaits(self, id: id, for: shown)
            return true
        }
        madeHooks.guards.add(GuardedScreen(id: id, screen: screen, context: context), handler: onAttempt)
        return true
    }

    /// Sets or drops the guards that waited for `change` to show their screens, as it ends.
    ///
    /// Applied, the change has just shown them: each guard is set now, before the next waiting
    /// change or gesture can take its screen. Ended any other way, the guards go with it, their
    /// handlers released, with nothing logged but the change's own outcome.
    static func settleGuards(waitingFor change: ScreenChange, applied: Bool) {
        guard let shown = change.shownScreen else { return }
        for waiting in WaitingChanges.takeGuards(waitingFor: shown) {
            guard let guardian = waiting.guardian else { continue }
            if applied { guardian.setWaitingGuard(waiting.id) } else { guardian.dropWaitingGuard(waiting.id) }
        }
    }

    /// Asks the container for the guard numbered `id`, whose screen a change has just shown.
    private func setWaitingGuard(_ id: Int) {
        // Stopped (``stopGuardingLeaving(_:in:)``) or ended meanwhile: nothing waits any more.
        guard let entry = hooks?.guards.waitingEntry(id) else { return }
        guard let screen = entry.screen, let context = entry.context else { return dropWaitingGuard(id) }
        do {
            try setGuard(id, of: screen, in: context)
        } catch {
            dropWaitingGuard(id)
            return reject("guard leaving \(Self.screenName(screen))", reason: error.description)
        }
        hooks?.guards.markSet(id)
    }

    /// Has `context` refuse gestures on `screen`, handing each to the guard numbered `id`.
    ///
    /// The container's handler reaches this node weakly, so a guard keeps nothing alive.
    private func setGuard(_ id: Int, of screen: AnyObject, in context: any LeaveGuardingContext) throws(NavigationError)
    {
        try context.guardLeaving(screen) { [weak self] attempt in
            self?.leaveAttempted(attempt, guard: id)
        }
    }

    private func dropWaitingGuard(_ id: Int) {
        // The handler taken away goes with this local, after the change.
        _ = hooks?.guards.removeWaiting(id)
    }

    /// Stops guarding `screen` in `context`.
    func stopGuardingLeaving(_ screen: AnyObject, in context: some LeaveGuardingContext) {
        context.stopGuardingLeaving(screen)
        // The handlers taken away go with this local, after the change.
        _ = hooks?.guards.remove(screen)
    }

    /// Unguards every screen it guards, as it ends.
    func stopGuardingLeaving() {
        // Most flows guard nothing: then nothing is taken, copied or emptied.
        guard let hooks, !hooks.guards.isEmpty else { return }
        let taken = hooks.guards.takeAll()
        for entry in taken.guarded {
            if let screen = entry.screen { entry.context?.stopGuardingLeaving(screen) }
        }
    }

    private func leaveAttempted(_ attempt: LeaveAttempt, guard id: Int) {
        guard isRunning, let entry = hooks?.guards.entry(id) else { return }
        let screen = entry.screen.map(Self.screenName) ?? attempt.screen
        if let gesture = attempt.gesture { log(.leaveRefused(screen: screen, gesture: gesture)) }
        entry.handler(attempt)
    }
}
