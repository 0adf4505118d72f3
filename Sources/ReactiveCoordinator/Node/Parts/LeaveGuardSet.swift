/// A screen a flow guards, and the container that refuses the gestures.
@MainActor
struct GuardedScreen {
    let id: Int
    weak let screen: AnyObject?
    weak let context: (any LeaveGuardingContext)?
}

/// The screens a flow guards (``Flow/guardLeaving(_:in:onAttempt:)``) and its handlers of refused
/// gestures, by guard; unguarded when it ends.
///
/// A guard asked for a screen that a waiting push or presentation will show waits with that
/// change (``waiting``): the container cannot refuse a gesture on a screen it does not hold yet,
/// so the flow sets the guard once the change applies, and drops it if the change never does.
@MainActor
struct LeaveGuardSet {
    /// The guards their containers hold.
    private(set) var guarded: [GuardedScreen] = []
    /// The guards of screens a waiting change will show, set on their containers once it applies.
    private(set) var waiting: [GuardedScreen] = []
    private var handlers: [Int: @MainActor (LeaveAttempt) -> Void] = [:]
    private var lastID = 0

    /// Whether it guards nothing, not even a screen still on its way.
    var isEmpty: Bool {
        guarded.isEmpty && waiting.isEmpty
    }

    /// The number the next guard takes.
    mutating func nextID() -> Int {
        lastID += 1
        return lastID
    }

    /// Guards `entry`'s screen with `handler`, in place of an earlier guard of the same screen.
    mutating func add(_ entry: GuardedScreen, handler: @escaping @MainActor (LeaveAttempt) -> Void) {
        forget(entry.screen)
        guarded.append(entry)
        handlers[entry.id] = handler
    }

    /// Keeps `entry`'s guard until the change that shows its screen applies, in place of an
    /// earlier guard of the same screen.
    mutating func addWaiting(_ entry: GuardedScreen, handler: @escaping @MainActor (LeaveAttempt) -> Void) {
        forget(entry.screen)
        waiting.append(entry)
        handlers[entry.id] = handler
    }

    /// Drops the guards of `screen` and of screens that are gone, from both lists.
    private mutating func forget(_ screen: AnyObject?) {
        guarded.removeAll { $0.screen == nil || $0.screen === screen }
        waiting.removeAll { $0.screen == nil || $0.screen === screen }
        handlers = handlers.filter { key, _ in
            guarded.contains { $0.id == key } || waiting.contains { $0.id == key }
        }
    }

    /// The waiting guard numbered `id`, if it still waits.
    func waitingEntry(_ id: Int) -> GuardedScreen? {
        waiting.first { $0.id == id }
    }

    /// Moves the waiting guard numbered `id` to the guards its container holds, as the container
    /// has just accepted it.
    mutating func markSet(_ id: Int) {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
        guarded.append(waiting.remove(at: index))
    }

    /// Drops the waiting guard numbered `id`: the change that was to show its screen did not.
    ///
    /// - Returns: The guard taken away, whose handler goes when the caller lets go of it.
    mutating func removeWaiting(_ id: Int) -> LeaveGuardSet {
        var taken = LeaveGuardSet()
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return taken }
        taken.waiting = [waiting.remove(at: index)]
        taken.handlers[id] = handlers.removeValue(forKey: id)
        return taken
    }

    /// Stops guarding `screen`, set or waiting (and forgets guards whose screen is gone).
    ///
    /// - Returns: The guards taken away, whose handlers go when the caller lets go of them.
    mutating func remove(_ screen: AnyObject) -> LeaveGuardSet {
        var taken = LeaveGuardSet()
        for entry in guarded + waiting where entry.screen === screen || entry.screen == nil {
            taken.handlers[entry.id] = handlers.removeValue(forKey: entry.id)
        }
        guarded.removeAll { $0.screen === screen || $0.screen == nil }
        waiting.removeAll { $0.screen === screen || $0.screen == nil }
        return taken
    }

    /// Takes every guard away, as the flow ends.
    ///
    /// - Returns: The guards taken away: the caller unguards the screens of ``guarded`` (the
    ///   containers hold none of ``waiting``), and their handlers (the app's closures) go when it
    ///   lets go of them, outside this change.
    mutating func takeAll() -> LeaveGuardSet {
        defer {
            guarded = []
            waiting = []
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
