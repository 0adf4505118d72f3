/// A screen a coordinator showed through its own navigation calls, where it put it, and how to
/// take it away again if it is still where the coordinator put it.
@MainActor
struct ShownScreen {
    weak var screen: AnyObject?
    /// The container it was put in (for tabs set, the tab container itself); the leak audit looks
    /// there for screens nobody routes, and asks it whether the screen is still on it.
    weak var container: (any NavigationContext)?
    /// Whether `screen` was placed in `container` (pushed, presented, made a root or a column),
    /// so that its leaving `container` means the user or the app removed it; false for tabs set,
    /// where `screen` is the container.
    let isPlacement: Bool
    /// Removes the screen from its container if it is still there, exactly where it was put;
    /// does nothing if the user (or anyone) already removed it.
    let removeIfStillShown: @MainActor () -> Void

    /// Whether the screen is alive and no longer in the container it was placed in (or the
    /// container is gone); false for what was not a placement, or a screen already released.
    var isDisplaced: Bool {
        guard isPlacement, let screen else { return false }
        guard let container else { return true }
        return !container.contains(screen)
    }
}
