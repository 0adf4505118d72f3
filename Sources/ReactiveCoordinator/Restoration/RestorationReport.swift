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
        return
            "restored \(restoredCount) steps; dropped step \(dropped.index) (\(shortened(dropped.path))): \(dropped.reason)"
    }
}

/// Why a restoration step was dropped, or a whole record refused.
///
/// A description quotes at most the first 64 bytes of a path, a kind or an error's text from the
/// record (cut on a character boundary), then says how many bytes more there were. The values the
/// cases carry from a record are themselves cut to 64 bytes (a prefix and `…`) when longer, before
/// anything is logged.
public enum RestorationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The record was written by a newer schema than the app reads.
    case newerSchema(record: Int, supported: Int)
    /// The step's parent is not in the restored tree.
    case parentMissing(parent: String)
    /// The parent does not restore this kind of child.
    case unknownKind(kind: String, parent: String)
    /// The parent's ``RestorableCoordinator/restoreChild(from:in:)`` threw: the value no longer decodes or
    /// applies.
    case failed(kind: String, error: String)
    /// The parent said it restored the child, but no child was started.
    case nothingStarted(kind: String)
    /// The tree is not running.
    case treeNotRunning
    /// A coordinator of the tree keeps a gate (its ``Flow/isReadyForLinks`` is `false`,
    /// say while the user is signed out): a record never takes the app past it.
    case gated(by: String)
    /// The record has more steps than ``RestorationRecord/maximumSteps``: it was refused whole,
    /// before any step was decoded or restored.
    case tooManySteps(count: Int, limit: Int)
    /// The record's JSON is larger than ``RestorationRecord/maximumByteCount``: it was refused
    /// before it was parsed.
    case tooLarge(byteCount: Int, limit: Int)
    /// The step's name ends in a number above ``RestorationRecord/maximumNameNumber``
    /// (`message-9223372036854775807`); the step was dropped before its parent was asked.
    case nameNumberOutOfRange(name: String, limit: Int)
    /// The record's ``RestorationRecord/owner`` is not the owner the app restores for (nil on
    /// either side counts as an owner): it was refused whole, before any step.
    case ownerMismatch(record: String?, expected: String?)
    /// The record was written in another scene than the tree's: it was refused whole, before
    /// any step.
    case sceneMismatch(record: String, tree: String?)
    /// The JSON given to `RestorationRecord.init(json:)` (in `ReactiveCoordinatorFoundation`) is not
    /// a record; `error` is the decoder's error, as text.
    case undecodable(error: String)

    /// A sentence saying why.
    public var description: String {
        switch self {
        case .newerSchema(let record, let supported): "the record's schema \(record) is newer than \(supported)"
        case .parentMissing(let parent): "its parent \(shortened(parent)) was not restored"
        case .unknownKind(let kind, let parent): "\(shortened(parent)) does not restore \(shortened(kind))"
        case .failed(let kind, let error): "\(shortened(kind)) did not restore: \(shortened(error))"
        case .nothingStarted(let kind): "restoring \(shortened(kind)) started no coordinator"
        case .treeNotRunning: "the tree is not running"
        case .gated(let path): "\(shortened(path)) keeps a gate (it is not ready): a record cannot take the app past it"
        case .tooManySteps(let count, let limit): "the record has \(count) steps; a record has at most \(limit)"
        case .tooLarge(let byteCount, let limit): "the record is \(byteCount) bytes; a record is at most \(limit)"
        case .nameNumberOutOfRange(let name, let limit):
            "the name \(shortened(name)) ends in a number above \(limit), the most a name may count to"
        case .ownerMismatch(let record?, let expected?):
            "the record belongs to \(quoted(record)), not to \(quoted(expected))"
        case .ownerMismatch(nil, let expected?): "the record has no owner; \(quoted(expected)) was expected"
        case .ownerMismatch(let record?, nil): "the record belongs to \(quoted(record)); no owner was expected"
        // The tree never reports two nils (they match); a value made by hand still reads true.
        case .ownerMismatch(nil, nil): "the record has no owner, and none was expected"
        case .sceneMismatch(let record, let tree):
            "the record was written in the scene \(quoted(record)), not in \(tree.map(quoted) ?? "this one")"
        case .undecodable(let error): "the data is not a restoration record: \(shortened(error))"
        }
    }
}
