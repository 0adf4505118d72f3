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

    /// The guard of `screen` or of a screen it holds: the innermost guarded screen that leaves
    /// with `leaving`.
    func guarding(_ leaving: AnyObject) -> (screen: AnyObject, onAttempt: @MainActor (LeaveAttempt) -> Void)? {
        guarding(leaving) { (leaving as? any HeadlessNode)?.holds($0) == true }
    }

    /// The guard of `leaving` or of a screen it holds, as `holds` tells.
    func guarding(_ leaving: AnyObject, holds: (AnyObject) -> Bool) -> (
        screen: AnyObject, onAttempt: @MainActor (LeaveAttempt) -> Void
    )? {
        for entry in entries.reversed() {
            guard let screen = entry.screen else { continue }
            if screen === leaving || holds(screen) {
                return (screen, entry.onAttempt)
            }
        }
        return nil
    }

    func contains(_ screen: AnyObject) -> Bool {
        entries.contains { $0.screen === screen }
    }
}
