/// Why a coordinator was torn down.
///
/// It is also the failure of a coordinator's ``Flow/results`` stream when the coordinator
/// ended without a result.
public enum TeardownReason: String, Error, Sendable, Codable, Hashable, CustomStringConvertible {
    /// It finished with a result.
    case finished
    /// The screen (or container, ``Flow/bind(to:)``) it was bound to was released or
    /// removed: popped, dismissed, swiped away, replaced.
    case screenReleased
    /// An ancestor ended, so its whole subtree went with it.
    case parentTornDown
    /// It, or its tree, was cancelled explicitly.
    case cancelled

    /// The reason as the event log prints it.
    public var description: String {
        switch self {
        case .finished: "finished"
        case .screenReleased: "screen released"
        case .parentTornDown: "parent torn down"
        case .cancelled: "cancelled"
        }
    }
}
