/// A screen a flow guards, and the container that refuses the gestures.
@MainActor
struct GuardedScreen {
    let id: Int
    weak var screen: AnyObject?
    weak var context: (any LeaveGuardingContext)?
}

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
        nextGuardID += 1
        let id = nextGuardID
        do {
            try context.guardLeaving(screen) { [weak self] attempt in
                self?.leaveAttempted(attempt, guard: id)
            }
        } catch {
            reject(operation, reason: error.description)
            return false
        }
        leaveGuards.removeAll { $0.screen == nil || $0.screen === screen }
        leaveGuards.append(GuardedScreen(id: id, screen: screen, context: context))
        leaveGuardHandlers = leaveGuardHandlers.filter { key, _ in leaveGuards.contains { $0.id == key } }
        leaveGuardHandlers[id] = onAttempt
        return true
    }

    /// Stops guarding `screen` in `context`.
    func stopGuardingLeaving(_ screen: AnyObject, in context: some LeaveGuardingContext) {
        context.stopGuardingLeaving(screen)
        for entry in leaveGuards where entry.screen === screen || entry.screen == nil {
            leaveGuardHandlers[entry.id] = nil
        }
        leaveGuards.removeAll { $0.screen === screen || $0.screen == nil }
    }

    /// Unguards every screen it guards, as it ends.
    func stopGuardingLeaving() {
        let guarded = leaveGuards
        leaveGuards.removeAll()
        leaveGuardHandlers.removeAll()
        for entry in guarded {
            if let screen = entry.screen { entry.context?.stopGuardingLeaving(screen) }
        }
    }

    private func leaveAttempted(_ attempt: LeaveAttempt, guard id: Int) {
        guard isRunning, let handler = leaveGuardHandlers[id] else { return }
        let screen = leaveGuards.first { $0.id == id }?.screen.map(Self.screenName) ?? attempt.screen
        if let gesture = attempt.gesture { log(.leaveRefused(screen: screen, gesture: gesture)) }
        handler(attempt)
    }
}
