/// One entry of a tree's event log: what happened, to which coordinator, in which order.
///
/// Every start, intent, route, child added, child finished, teardown, pause, resume, unhandled
/// intent, buffered or dropped intent and rejected operation is one event on the tree-wide
/// ``CoordinatorTree/events`` stream. Events are `Codable`, so they can be shipped to logs as
/// JSON lines.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/EventLogSamples.swift#subscribe -->
/// ```swift
/// let subscription = tree.events.subscribe(onValue: { event in print(event) })
/// // 8 inbox/message intent archive from MessageScreen
/// ```
///
/// ## Contract
/// - ``sequence`` numbers start at 1 and have no gaps within a tree.
/// - ``path`` is the coordinator's path when the event happened (`app/main/compose`).
/// - Teardown events of a subtree come children first.
public struct CoordinatorEvent: Sendable, Codable, Hashable, CustomStringConvertible {
    /// The fields, behind one reference: the log hands an event to every subscriber, wraps it in
    /// a stream event and copies it to the edge, and each of those is then one retain, not a copy
    /// of every field (which cost a logged intent more than routing it).
    private(set) var storage: Storage

    /// The position of this event in its tree's log, from 1, without gaps.
    public var sequence: Int {
        get { storage.sequence }
        set { storage = Storage(sequence: newValue, path: path, depth: depth, kind: kind) }
    }
    /// The path of the coordinator the event is about, such as `app/main/compose`.
    public var path: String {
        get { storage.path }
        set { storage = Storage(sequence: sequence, path: newValue, depth: depth, kind: kind) }
    }
    /// The depth of that coordinator: 0 for the root.
    public var depth: Int {
        get { storage.depth }
        set { storage = Storage(sequence: sequence, path: path, depth: newValue, kind: kind) }
    }
    /// What happened.
    public var kind: Kind {
        get { storage.kind }
        set { storage = Storage(sequence: sequence, path: path, depth: depth, kind: newValue) }
    }

    /// Creates an event; the tree does this for you.
    ///
    /// - Parameters:
    ///   - sequence: The position in the log.
    ///   - path: The coordinator's path.
    ///   - depth: The coordinator's depth.
    ///   - kind: What happened.
    public init(sequence: Int, path: String, depth: Int, kind: Kind) {
        storage = Storage(sequence: sequence, path: path, depth: depth, kind: kind)
    }

    /// An event's fields.
    ///
    /// Their only writer is the tree's log, which refills a storage for the next event only while
    /// it holds the sole reference to it (`isKnownUniquelyReferenced`), on the main actor, before
    /// handing it out again: a subscriber that kept the event keeps its storage, and the log
    /// allocates anew.
    final class Storage: @unchecked Sendable {  // written only while unshared, as said above
        // Written only while unshared (so no access can overlap another): no runtime
        // exclusivity check, which cost more than the writes.
        @exclusivity(unchecked) fileprivate(set) var sequence: Int
        @exclusivity(unchecked) fileprivate(set) var path: String
        @exclusivity(unchecked) fileprivate(set) var depth: Int
        @exclusivity(unchecked) fileprivate(set) var kind: Kind

        init(sequence: Int, path: String, depth: Int, kind: Kind) {
            self.sequence = sequence
            self.path = path
            self.depth = depth
            self.kind = kind
        }
    }

    /// An event in `spare` refilled when nothing else holds it, or in a new storage otherwise.
    ///
    /// - Parameters:
    ///   - spare: The storage of an event the log sent before; taken.
    ///   - sequence: The position in the log.
    ///   - path: The coordinator's path.
    ///   - depth: The coordinator's depth.
    ///   - kind: What happened.
    init(reusing spare: inout Storage?, sequence: Int, path: String, depth: Int, kind: Kind) {
        if var reused = spare.take(), isKnownUniquelyReferenced(&reused) {
            reused.sequence = sequence
            reused.path = path
            reused.depth = depth
            reused.kind = kind
            storage = reused
        } else {
            storage = Storage(sequence: sequence, path: path, depth: depth, kind: kind)
        }
    }

    /// What happened to a coordinator.
    public enum Kind: Sendable, Codable, Hashable, CustomStringConvertible {
        /// The coordinator started.
        case started
        /// A screen it routes published an intent.
        case intentReceived(intent: LoggedValue, screen: String)
        /// A route handler handled the intent (`from` names the child it bubbled from, if any).
        case routed(intent: LoggedValue, from: String?)
        /// No route here handled the intent; it went to the parent.
        case bubbled(intent: LoggedValue)
        /// No coordinator up to the root handled the intent.
        case unhandled(intent: LoggedValue)
        /// The intent arrived while paused and waits for resume.
        case intentBuffered(intent: LoggedValue)
        /// The intent arrived while paused and was discarded.
        case intentDropped(intent: LoggedValue, reason: String)
        /// A screen was bound to the coordinator's life.
        case screenBound(screen: String)
        /// A screen it routed (but was not bound to) was released.
        case screenReleased(screen: String)
        /// A child coordinator was attached.
        case childAdded(child: String)
        /// A child ended; `result` describes its output, or is nil when it ended without one.
        case childFinished(child: String, result: LoggedValue?, reason: TeardownReason)
        /// The coordinator was torn down.
        case tornDown(reason: TeardownReason)
        /// The coordinator was paused.
        case paused
        /// The coordinator resumed.
        case resumed
        /// An operation was refused; the tree did not change.
        case rejected(operation: String, reason: String)
        /// A deep-link step was applied to a screen this coordinator routes.
        case deepLinkStep(index: Int, intent: LoggedValue)
        /// A deep link waits, whole, until the tree is ready for it (logged at the root).
        case deepLinkWaiting(reason: String)
        /// A coordinator was recreated from step `index` of a restoration record (logged at its
        /// parent, before the child's own events).
        case restorationStep(index: Int, kind: String)

        /// The kind as one short phrase, as the demo prints it.
        public var description: String {
            switch self {
            case .started: "started"
            case .intentReceived(let intent, let screen): "intent \(intent) from \(screen)"
            case .routed(let intent, let from):
                from.map { "routed \(intent) (bubbled from \($0))" } ?? "routed \(intent)"
            case .bubbled(let intent): "bubbled \(intent) to parent"
            case .unhandled(let intent): "UNHANDLED \(intent)"
            case .intentBuffered(let intent): "buffered \(intent) while paused"
            case .intentDropped(let intent, let reason): "dropped \(intent): \(reason)"
            case .screenBound(let screen): "bound to \(screen)"
            case .screenReleased(let screen): "screen \(screen) released"
            case .childAdded(let child): "child added: \(child)"
            case .childFinished(let child, let result, let reason):
                result.map { "child \(child) finished with \($0)" } ?? "child \(child) ended: \(reason)"
            case .tornDown(let reason): "torn down (\(reason))"
            case .paused: "paused"
            case .resumed: "resumed"
            case .rejected(let operation, let reason): "REJECTED \(operation): \(reason)"
            case .deepLinkStep(let index, let intent): "deep link step \(index): \(intent)"
            case .deepLinkWaiting(let reason): "deep link waits: \(reason)"
            case .restorationStep(let index, let kind): "restoring step \(index): \(kind)"
            }
        }
    }

    /// The event as one log line: sequence, path, then what happened.
    public var description: String {
        "\(sequence) \(path) \(kind)"
    }

    /// Whether two events have the same sequence, path, depth and kind.
    ///
    /// - Parameters:
    ///   - lhs: An event.
    ///   - rhs: Another event.
    /// - Returns: `true` when every field is equal.
    public static func == (lhs: CoordinatorEvent, rhs: CoordinatorEvent) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.sequence == rhs.sequence && lhs.path == rhs.path && lhs.depth == rhs.depth
                && lhs.kind == rhs.kind)
    }

    /// Hashes the sequence, path, depth and kind.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sequence)
        hasher.combine(path)
        hasher.combine(depth)
        hasher.combine(kind)
    }

    private enum CodingKeys: String, CodingKey {
        case sequence, path, depth, kind
    }

    /// Decodes an event from the JSON object ``encode(to:)`` writes.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing or of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sequence: try container.decode(Int.self, forKey: .sequence),
            path: try container.decode(String.self, forKey: .path),
            depth: try container.decode(Int.self, forKey: .depth),
            kind: try container.decode(Kind.self, forKey: .kind))
    }

    /// Encodes the event as an object with `sequence`, `path`, `depth` and `kind`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sequence, forKey: .sequence)
        try container.encode(path, forKey: .path)
        try container.encode(depth, forKey: .depth)
        try container.encode(kind, forKey: .kind)
    }
}
