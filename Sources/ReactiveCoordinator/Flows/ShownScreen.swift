/// A screen a coordinator showed through its own navigation calls, and how to take it away again
/// if it is still where the coordinator put it.
@MainActor
struct ShownScreen {
    weak var screen: AnyObject?
    /// Removes the screen from its container if it is still there, exactly where it was put;
    /// does nothing if the user (or anyone) already removed it.
    let removeIfStillShown: @MainActor () -> Void
}
