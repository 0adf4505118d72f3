/// Why a coordinator was torn down.
///
/// It is also the failure of a coordinator's ``Flow/results`` stream when the coordinator
/// ended without a result.
public enum TeardownReason: String, Error, Sendable, Hashable, CustomStringConvertible {
    /// It finished with a result.
    case finished
    /// The screen (or container, ``Flow/bind(to:)``) it was bound to was released or
    /// removed: popped, dismissed, swiped away, replaced.
    case screenReleased
    /// An ancestor ended, so its whole subtree went with it.
    case parentTornDown
    /// It, or its tree, was cancelled explicitly.
    case cancelled
    /// The scene (window) its tree runs in was closed: ``CoordinatorTree/closeScene()``, or
    /// `HeadlessScenes.userClosesScene(_:)`. The root ends with it, its subtree with
    /// ``parentTornDown``.
    case sceneClosed

    /// The reason as the event log prints it.
    public var description: String {
        switch self {
        case .finished: "finished"
        case .screenReleased: "screen released"
        case .parentTornDown: "parent torn down"
        case .cancelled: "cancelled"
        case .sceneClosed: "scene closed"
        }
    }
}
