/// An operation on the coordinator tree that was refused, and why.
///
/// Refused operations never change the tree. Each is also logged as a
/// ``CoordinatorEvent/Kind/rejected(operation:reason:)`` event, when the coordinator refusing it
/// belongs to a tree. One that was never started has no log yet: a child it refused (started from
/// its `init`, say) is logged when it starts in a tree, and until then the error is the only report.
public enum CoordinatorError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The coordinator was already started.
    case alreadyStarted(path: String)
    /// The coordinator already finished; finished is terminal.
    case alreadyFinished(path: String)
    /// The child is already attached to a parent.
    case alreadyHasParent(child: String, parent: String)
    /// Attaching the child would make a coordinator its own ancestor.
    case wouldCreateCycle(path: String)
    /// The parent cannot take children: it is not active or paused.
    case parentNotRunning(path: String, state: CoordinatorState)
    /// The tree already has a started root.
    case treeAlreadyStarted
    /// The parent is being torn down (a child's `didEnd` tried to give it a new child).
    case parentEnding(path: String)

    /// A sentence that says what was refused.
    public var description: String {
        switch self {
        case .alreadyStarted(let path): "\(path) was already started"
        case .alreadyFinished(let path): "\(path) already finished and cannot start again"
        case .alreadyHasParent(let child, let parent): "\(child) already has a parent (\(parent))"
        case .wouldCreateCycle(let path): "attaching \(path) would make it its own ancestor"
        case .parentNotRunning(let path, let state): "\(path) is \(state.rawValue) and cannot start children"
        case .treeAlreadyStarted: "the tree was already started"
        case .parentEnding(let path): "\(path) is being torn down and cannot start children"
        }
    }
}
