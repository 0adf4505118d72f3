/// The guards a container keeps: the guarded screens, weakly, each with its handler.
///
/// A handler given by a flow captures its node weakly (``FlowNode/guardLeaving(_:in:onAttempt:)``),
/// so a guard left behind keeps nothing alive; guards whose screen left the container are pruned
/// whenever the list is read.
@MainActor
package struct LeaveGuards {
    struct Entry {
        weak var screen: AnyObject?
        let onAttempt: @MainActor (LeaveAttempt) -> Void
    }

    private var entries: [Entry] = []

    package init() {}

    /// Sets or replaces the guard of `screen`.
    package mutating func set(_ screen: AnyObject, onAttempt: @escaping @MainActor (LeaveAttempt) -> Void) {
        entries.removeAll { $0.screen == nil || $0.screen === screen }
        entries.append(Entry(screen: screen, onAttempt: onAttempt))
    }

    package mutating func remove(_ screen: AnyObject) {
        entries.removeAll { $0.screen == nil || $0.screen === screen }
    }

    /// Drops the guards of screens for which `isShown` is false.
    package mutating func prune(keeping isShown: (AnyObject) -> Bool) {
        entries.removeAll { entry in entry.screen.map { !isShown($0) } ?? true }
    }

    /// A gesture refused: the attempt to report, and the guard to call with it.
    package struct Refusal {
        package let attempt: LeaveAttempt
        package let onAttempt: @MainActor (LeaveAttempt) -> Void
    }

    /// The refusal of `gesture` taking `leaving` away, as `holds` tells what `leaving` holds.
    package func refusal(
        of leaving: AnyObject, by gesture: LeaveGesture, in container: String, holds: (AnyObject) -> Bool
    ) -> Refusal? {
        guard let (screen, entry) = innermostGuard(leavingWith: leaving, holds: holds) else { return nil }
        let attempt = LeaveAttempt(screen: describeScreen(screen), gesture: gesture, container: container)
        return Refusal(attempt: attempt, onAttempt: entry.onAttempt)
    }

    /// Whether a guarded screen is `leaving` or is held by it, as `holds` tells.
    package func guardsAny(leavingWith leaving: AnyObject, holds: (AnyObject) -> Bool) -> Bool {
        innermostGuard(leavingWith: leaving, holds: holds) != nil
    }

    private func innermostGuard(leavingWith leaving: AnyObject, holds: (AnyObject) -> Bool) -> (AnyObject, Entry)? {
        for entry in entries.reversed() {
            if let screen = entry.screen, screen === leaving || holds(screen) {
                return (screen, entry)
            }
        }
        return nil
    }

    /// Whether it holds no guard, not even one whose screen went (pruned on the next read).
    package var isEmpty: Bool {
        entries.isEmpty
    }

    package func contains(_ screen: AnyObject) -> Bool {
        entries.contains { $0.screen === screen }
    }
}
