/// A screen a flow guards, and the container that refuses the gestures.
@MainActor
struct GuardedScreen {
    let id: Int
    weak let screen: AnyObject?
    weak let context: (any LeaveGuardingContext)?
}

/// The screens a flow guards (``Flow/guardLeaving(_:in:onAttempt:)``) and its handlers of refused
/// gestures, by guard; unguarded when it ends.
@MainActor
struct LeaveGuardSet {
    private(set) var guarded: [GuardedScreen] = []
    private var handlers: [Int: @MainActor (LeaveAttempt) -> Void] = [:]
    private var lastID = 0

    /// The number the next guard takes.
    mutating func nextID() -> Int {
        lastID += 1
        return lastID
    }

    /// Guards `entry`'s screen with `handler`, in place of an earlier guard of the same screen.
    mutating func add(_ entry: GuardedScreen, handler: @escaping @MainActor (LeaveAttempt) -> Void) {
        guarded.removeAll { $0.screen == nil || $0.screen === entry.screen }
        guarded.append(entry)
        handlers = handlers.filter { key, _ in guarded.contains { $0.id == key } }
        handlers[entry.id] = handler
    }

    /// Stops guarding `screen` (and forgets guards whose screen is gone).
    ///
    /// - Returns: The guards taken away, whose handlers go when the caller lets go of them.
    mutating func remove(_ screen: AnyObject) -> LeaveGuardSet {
        var taken = LeaveGuardSet()
        for entry in guarded where entry.screen === screen || entry.screen == nil {
            taken.handlers[entry.id] = handlers.removeValue(forKey: entry.id)
        }
        guarded.removeAll { $0.screen === screen || $0.screen == nil }
        return taken
    }

    /// Takes every guard away, as the flow ends.
    ///
    /// - Returns: The guards taken away: the caller unguards their screens, and their handlers
    ///   (the app's closures) go when it lets go of them, outside this change.
    mutating func takeAll() -> LeaveGuardSet {
        defer {
            guarded = []
            handlers = [:]
        }
        return self
    }

    /// The handler and screen of the guard numbered `id`, if it still guards.
    func entry(_ id: Int) -> (handler: @MainActor (LeaveAttempt) -> Void, screen: AnyObject?)? {
        guard let handler = handlers[id] else { return nil }
        return (handler, guarded.first { $0.id == id }?.screen)
    }
}
