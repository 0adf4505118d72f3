/// What a route handler did with an intent.
///
/// Return ``unhandled`` to pass the intent up the tree: the parent's
/// ``Flow/routeBubbledIntents(_:)`` gets it next, and at the root it is logged as
/// ``CoordinatorEvent/Kind/unhandled(intent:)``. An intent is never dropped silently.
public enum RouteResult: Sendable, Equatable {
    /// The handler took care of the intent.
    case handled
    /// The handler did not; the intent bubbles to the parent.
    case unhandled
}
