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
            try context.guardLeaving(screen) { [weak self] attempt in
                self?.leaveAttempted(attempt, guard: id)
            }
        } catch {
            reject(operation, reason: error.description)
            return false
        }
        madeHooks.guards.add(GuardedScreen(id: id, screen: screen, context: context), handler: onAttempt)
        return true
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
        guard let hooks, !hooks.guards.guarded.isEmpty else { return }
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
