/// Where a coordinator is in its life: idle, active, paused, finished.
///
/// The legal moves are `idle -> active` (started by its parent or its tree),
/// `active <-> paused`, and any state `-> finished`, which is terminal.
public enum CoordinatorState: String, Sendable, Hashable {
    /// Created, not started yet.
    case idle
    /// Started and routing intents.
    case active
    /// Started, but intents follow each route's ``PausedIntentPolicy``.
    case paused
    /// Ended; it routes nothing and holds no subscriptions.
    case finished
}
