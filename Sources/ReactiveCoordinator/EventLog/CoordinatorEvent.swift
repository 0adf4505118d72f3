/// One entry of a tree's event log: what happened, to which coordinator, in which order.
///
/// Every start, intent, route, child added, child finished, teardown, pause, resume, unhandled
/// intent, buffered or dropped intent and rejected operation is one event on the tree-wide
/// ``CoordinatorTree/events`` stream. `ReactiveCoordinatorDiagnostics` makes events `Codable`, so
/// they can be shipped to logs as JSON lines.
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
public struct CoordinatorEvent: Sendable, Equatable, CustomStringConvertible {
    /// The fields, behind one immutable reference: the log hands an event to every subscriber
    /// and wraps it in a stream event, and each copy is then one retain, not a copy of every
    /// field (which cost a logged intent 1.7 times as many instructions, Benchmarks/run).
    private let storage: Storage

    /// The position of this event in its tree's log, from 1, without gaps.
    public var sequence: Int { storage.sequence }
    /// The path of the coordinator the event is about, such as `app/main/compose`.
    public var path: String { storage.path }
    /// The depth of that coordinator: 0 for the root.
    public var depth: Int { storage.depth }
    /// What happened.
    public var kind: Kind { storage.kind }
    /// The scene whose tree logged it (``CoordinatorTree/scene``); nil for an app of one window.
    public var scene: String? { storage.scene }

    /// Creates an event: the tree, the diagnostics' decoder and the package's tests do; an app
    /// reads events, it never makes one.
    ///
    /// - Parameters:
    ///   - sequence: The position in the log.
    ///   - path: The coordinator's path.
    ///   - depth: The coordinator's depth.
    ///   - kind: What happened.
    ///   - scene: The scene whose tree logged it, if the app has several.
    package init(sequence: Int, path: String, depth: Int, kind: Kind, scene: String? = nil) {
        storage = Storage(sequence: sequence, path: path, depth: depth, kind: kind, scene: scene)
    }

    /// Whether two events have the same fields.
    ///
    /// - Parameters:
    ///   - lhs: An event.
    ///   - rhs: Another event.
    /// - Returns: `true` when every field is equal.
    public static func == (lhs: CoordinatorEvent, rhs: CoordinatorEvent) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.hasTheFields(of: rhs.storage)
    }

    /// The fields' one box; immutable, so sharing it is safe.
    ///
    /// The fields are its own, not one struct's: a struct of them would cost the debug build its
    /// value witnesses and outlined copies (about 4,400 IR instructions), for no reader.
    private final class Storage: Sendable {
        let sequence: Int
        let path: String
        let depth: Int
        let kind: Kind
        let scene: String?

        init(sequence: Int, path: String, depth: Int, kind: Kind, scene: String?) {
            self.sequence = sequence
            self.path = path
            self.depth = depth
            self.kind = kind
            self.scene = scene
        }

        /// Whether `other` holds equal fields, compared in the order a derived `==` would.
        func hasTheFields(of other: Storage) -> Bool {
            sequence == other.sequence && path == other.path && depth == other.depth && kind == other.kind
                && scene == other.scene
        }
    }

    /// What happened to a coordinator.
    public enum Kind: Sendable, Equatable, CustomStringConvertible {
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
        /// It began to route a screen's intents without binding its life to it (``Flow/route(_:whilePaused:to:)``);
        /// ``screenReleased(screen:)`` follows when that screen goes while the coordinator runs.
        case screenRouted(screen: String)
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
        /// It showed an alert or a confirmation dialog (``Flow/showAlert(_:in:)``).
        case alertShown(title: String, style: AlertStyle)
        /// The user chose a button of an alert it showed; `action` is the button's action.
        case alertAnswered(title: String, button: String, action: LoggedValue)
        /// An alert it showed went away without a choice.
        case alertDismissed(title: String, reason: AlertDismissal)
        /// A container refused a user gesture that would have taken a screen it guards away
        /// (``Flow/guardLeaving(_:in:onAttempt:)``).
        case leaveRefused(screen: String, gesture: LeaveGesture)
        /// A guard it keeps was asked about a removal by another cause (`operation`, which waits
        /// for the answer), or told of one that cannot be refused (`operation` nil).
        case leaveAsked(screen: String, cause: LeaveCause, operation: String?)
        /// A change it asked for waits for `behind` to end (an alert asked while another is
        /// shown waits for that one's answer).
        case changeWaits(operation: String, behind: String)
        /// A change it asked for, which waited (for a guard's answer, or an alert's), ended with
        /// `outcome`.
        case changeEnded(operation: String, outcome: ChangeOutcome)

        /// The kind as one short phrase, as the demo prints it.
        ///
        /// On one line whatever the app's text holds: a line break or a control code in an
        /// alert's title, a name or a value is written `\n`, `\r` or `\u{HEX}`.
        public var description: String {
            oneLineText(phrase)
        }

        /// The phrase, with the app's text as it is.
        private var phrase: String {
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
            case .screenRouted(let screen): "routes \(screen)"
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
            case .alertShown(let title, let style): "shows \(style) \"\(title)\""
            case .alertAnswered(let title, let button, let action):
                "\"\(title)\": user chose \"\(button)\" (\(action))"
            case .alertDismissed(let title, let reason): "\"\(title)\" went away: \(reason)"
            case .leaveRefused(let screen, let gesture): "guarded \(screen): refused \(gesture)"
            case .leaveAsked(let screen, let cause, let operation):
                operation.map { "guarded \(screen): asked by \(cause) (\($0)), which waits for the answer" }
                    ?? "guarded \(screen): told: \(cause)"
            case .changeWaits(let operation, let behind): "\(operation): waits for \(behind)"
            case .changeEnded(let operation, let outcome): "\(operation): \(outcome)"
            }
        }
    }

    /// The event as one log line: sequence, the scene in brackets if any, path, then what
    /// happened.
    ///
    /// A line break or a control code in the scene, the path or the kind is written `\n`, `\r`
    /// or `\u{HEX}`, so that the line stays one line.
    public var description: String {
        let path = oneLineText(path)
        return scene.map { "\(sequence) [\(oneLineText($0))] \(path) \(kind)" } ?? "\(sequence) \(path) \(kind)"
    }
}
