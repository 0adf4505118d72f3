/// How a change to the screen that waited ended: one of four, logged once at the flow that
/// asked for it (``CoordinatorEvent/Kind/changeEnded(operation:outcome:)``).
///
/// Today the changes that wait are a flow's removals and replacements (`dismiss`, `pop`,
/// `setRoot`, `setTabs`, `showSecondary`, asked by the flow itself, by a deep link's step or by
/// a restoration) of a screen another flow guards (``LeaveCause/waitsForAnswer``), and alerts that
/// wait for the alert shown before them.
public enum ChangeOutcome: Sendable, Hashable, CustomStringConvertible {
    /// It was carried out.
    case applied
    /// A guard refused it: `by` names the guard.
    case refused(by: String)
    /// A later change made it moot (the screen had gone already); nothing was done.
    case superseded(reason: String)
    /// The flow that asked for it (or the tree) ended first; nothing was done.
    case cancelled(reason: String)

    /// The outcome as the event log prints it.
    public var description: String {
        switch self {
        case .applied: "applied"
        case .refused(let by): "refused by \(by)"
        case .superseded(let reason): "superseded: \(reason)"
        case .cancelled(let reason): "cancelled: \(reason)"
        }
    }
}
