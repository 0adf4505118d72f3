/// How a change to the screen ended: what ``Flow/apply(_:)`` returns, and what a change that
/// waited logs once at the flow that asked for it
/// (``CoordinatorEvent/Kind/changeEnded(operation:outcome:)``).
///
/// A change applies at once, is rejected at once (logged `REJECTED`), or waits and ends later
/// with one of the other outcomes. It waits while its container is in a transition
/// (``TransitioningContext``) or others asked before it wait there, and while the guard of a
/// screen it would take is asked (``LeaveCause/waitsForAnswer``). Alerts wait for the alert shown
/// before them the same way.
public enum ChangeOutcome: Sendable, Equatable, CustomStringConvertible {
    /// It was carried out.
    case applied
    /// A guard refused it: `by` names the guard.
    case refused(by: String)
    /// A later change made it moot (the screen had gone already); nothing was done.
    case superseded(reason: String)
    /// The flow that asked for it (or the tree) ended first; nothing was done.
    case cancelled(reason: String)
    /// It could never be right (an ended flow showing screens, a screen its container does not
    /// hold): refused at once and logged `REJECTED`; nothing was done.
    case rejected(reason: String)

    /// The outcome as the event log prints it.
    public var description: String {
        switch self {
        case .applied: "applied"
        case .refused(let by): "refused by \(by)"
        case .superseded(let reason): "superseded: \(reason)"
        case .cancelled(let reason): "cancelled: \(reason)"
        case .rejected(let reason): "rejected: \(reason)"
        }
    }
}
