/// A screen a coordinator showed through its own navigation calls, where it put it, and how to
/// take it away again if it is still where the coordinator put it.
///
/// A class, not a struct: the audits and the walks for a container in motion read every entry of
/// every flow, and a copy of a struct copies both its weak references; a copy of this is one
/// retain.
@MainActor
final class ShownScreen {
    weak let screen: AnyObject?
    /// The container it was put in (for tabs set, the tab container itself); the leak audit looks
    /// there for screens nobody routes, and asks it whether the screen is still on it.
    weak let container: (any NavigationContext)?
    /// Whether `screen` was placed in `container` (pushed, presented, made a root or a column),
    /// so that its leaving `container` means the user or the app removed it; false for tabs set,
    /// where `screen` is the container.
    let isPlacement: Bool
    /// Removes the screen from the container if it is still there, exactly where it was put;
    /// does nothing if the user (or anyone) already removed it.
    ///
    /// Given the screen and the container this entry holds weakly, while both are alive: a
    /// closure that held them weakly itself was an allocation and two weak references more at
    /// every screen shown (callgrind).
    private let removal: @MainActor (_ screen: AnyObject, _ container: any NavigationContext) -> Void

    init(
        screen: AnyObject?, container: (any NavigationContext)?, isPlacement: Bool,
        removal: @escaping @MainActor (_ screen: AnyObject, _ container: any NavigationContext) -> Void
    ) {
        self.screen = screen
        self.container = container
        self.isPlacement = isPlacement
        self.removal = removal
    }

    /// Removes the screen from its container if both are alive and it is still there, exactly
    /// where it was put; does nothing if the user (or anyone) already removed it.
    func removeIfStillShown() {
        guard let screen, let container else { return }
        removal(screen, container)
    }

    /// Whether the screen is alive and no longer in the container it was placed in (or the
    /// container is gone); false for what was not a placement, or a screen already released.
    var isDisplaced: Bool {
        guard isPlacement, let screen else { return false }
        guard let container else { return true }
        return !container.contains(screen)
    }
}

/// What a coordinator showed through its own navigation calls, removed again when it is torn
/// down unless it leaves them (``Flow/leavesScreensWhenEnded``).
@MainActor
struct ShownScreens {
    private(set) var entries: [ShownScreen] = []
    /// Whether it leaves what it showed on screen when it ends.
    private(set) var leftWhenEnded = false

    /// Adds what was just shown.
    mutating func add(_ entry: ShownScreen) {
        // The released ones are dropped once the array is full, and room is made for as many
        // again when fewer than half were released: a scan per show once 64 were shown cost a
        // flow that shows N screens N² (issue 33); now the next scan waits for as many shows as
        // the last one kept, and the array's capacity is the mark.
        if entries.count >= 64, entries.count == entries.capacity {
            entries.removeAll { $0.screen == nil }
            if entries.count * 2 > entries.capacity { entries.reserveCapacity(entries.count * 2) }
        }
        entries.append(entry)
    }

    /// Takes everything it showed away, as it ends.
    mutating func takeAll() -> [ShownScreen] {
        defer { entries.removeAll() }
        return entries
    }

    mutating func leaveWhenEnded(_ leaves: Bool) {
        leftWhenEnded = leaves
    }
}
