/// The guards a headless container keeps: the guarded screens, weakly, each with its handler.
///
/// A handler given by a flow captures its node weakly (``FlowNode/guardLeaving(_:in:onAttempt:)``),
/// so a guard left behind keeps nothing alive; guards whose screen left the container are pruned
/// whenever the list is read.
@MainActor
struct LeaveGuards {
    struct Entry {
        weak var screen: AnyObject?
        let onAttempt: @MainActor (LeaveAttempt) -> Void
    }

    private var entries: [Entry] = []

    /// Sets or replaces the guard of `screen`.
    mutating func set(_ screen: AnyObject, onAttempt: @escaping @MainActor (LeaveAttempt) -> Void) {
        entries.removeAll { $0.screen == nil || $0.screen === screen }
        entries.append(Entry(screen: screen, onAttempt: onAttempt))
    }

    mutating func remove(_ screen: AnyObject) {
        entries.removeAll { $0.screen == nil || $0.screen === screen }
    }

    /// Drops the guards of screens for which `isShown` is false.
    mutating func prune(keeping isShown: (AnyObject) -> Bool) {
        entries.removeAll { entry in entry.screen.map { !isShown($0) } ?? true }
    }

    /// A gesture refused: the attempt to report, and the guard to call with it.
    struct Refusal {
        let attempt: LeaveAttempt
        let onAttempt: @MainActor (LeaveAttempt) -> Void
    }

    /// The refusal of `gesture` taking `leaving` away, if it takes a guarded screen with it: the
    /// innermost guarded screen that is `leaving` or that `leaving` holds, as a headless
    /// container's screens hold others.
    func refusal(of leaving: AnyObject, by gesture: LeaveGesture, in container: String) -> Refusal? {
        refusal(of: leaving, by: gesture, in: container, holds: Self.headlessHolds(leaving))
    }

    /// The refusal of `gesture` taking `leaving` away, as `holds` tells what `leaving` holds.
    func refusal(
        of leaving: AnyObject, by gesture: LeaveGesture, in container: String, holds: (AnyObject) -> Bool
    ) -> Refusal? {
        guard let (screen, entry) = innermostGuard(leavingWith: leaving, holds: holds) else { return nil }
        let attempt = LeaveAttempt(screen: describeScreen(screen), gesture: gesture, container: container)
        return Refusal(attempt: attempt, onAttempt: entry.onAttempt)
    }

    /// Whether a guarded screen is `leaving` or is held by it, as `holds` tells.
    func guardsAny(leavingWith leaving: AnyObject, holds: (AnyObject) -> Bool) -> Bool {
        innermostGuard(leavingWith: leaving, holds: holds) != nil
    }

    /// Whether a guarded screen is `leaving` or is held by it, as headless containers hold screens.
    func guardsAny(leavingWith leaving: AnyObject) -> Bool {
        guardsAny(leavingWith: leaving, holds: Self.headlessHolds(leaving))
    }

    private func innermostGuard(leavingWith leaving: AnyObject, holds: (AnyObject) -> Bool) -> (AnyObject, Entry)? {
        for entry in entries.reversed() {
            if let screen = entry.screen, screen === leaving || holds(screen) {
                return (screen, entry)
            }
        }
        return nil
    }

    private static func headlessHolds(_ leaving: AnyObject) -> (AnyObject) -> Bool {
        { (leaving as? any HeadlessNode)?.holds($0) == true }
    }

    func contains(_ screen: AnyObject) -> Bool {
        entries.contains { $0.screen === screen }
    }
}
