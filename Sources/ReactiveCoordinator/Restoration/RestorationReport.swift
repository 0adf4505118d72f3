/// What a restoration rebuilt, and the first step it dropped, with why.
public struct RestorationReport: Sendable, Equatable, CustomStringConvertible {
    /// The first step that was not restored; restoration stops there, so no later step is.
    public struct DroppedStep: Sendable, Equatable {
        /// Its position in the record.
        public var index: Int
        /// Its path when the record was written.
        public var path: String
        /// Why it was dropped.
        public var reason: RestorationError
    }

    /// How many steps were restored: the longest valid prefix of the record.
    public var restoredCount: Int
    /// The first step dropped, or nil when the whole record was restored.
    public var dropped: DroppedStep?

    /// One sentence: what was restored, and where and why it stopped.
    public var description: String {
        guard let dropped else { return "restored \(restoredCount) steps" }
        return "restored \(restoredCount) steps; dropped step \(dropped.index) (\(dropped.path)): \(dropped.reason)"
    }
}

/// Why a restoration step was dropped.
public enum RestorationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The record was written by a newer schema than the app reads.
    case newerSchema(record: Int, supported: Int)
    /// The step's parent is not in the restored tree.
    case parentMissing(parent: String)
    /// The parent does not restore this kind of child.
    case unknownKind(kind: String, parent: String)
    /// The parent's ``AnyCoordinator/restoreChild(from:)`` threw: the value no longer decodes or
    /// applies.
    case failed(kind: String, error: String)
    /// The parent said it restored the child, but no child was started.
    case nothingStarted(kind: String)
    /// The tree is not running.
    case treeNotRunning
    /// A coordinator of the tree keeps a gate (its ``AnyCoordinator/isReadyForLinks`` is `false`,
    /// say while the user is signed out): a record never takes the app past it.
    case gated(by: String)

    /// A sentence saying why.
    public var description: String {
        switch self {
        case .newerSchema(let record, let supported): "the record's schema \(record) is newer than \(supported)"
        case .parentMissing(let parent): "its parent \(parent) was not restored"
        case .unknownKind(let kind, let parent): "\(parent) does not restore \(kind)"
        case .failed(let kind, let error): "\(kind) did not restore: \(error)"
        case .nothingStarted(let kind): "restoring \(kind) started no coordinator"
        case .treeNotRunning: "the tree is not running"
        case .gated(let path): "\(path) keeps a gate (it is not ready): a record cannot take the app past it"
        }
    }
}
