/// What would take a guarded screen away, as its guard hears it (``LeaveAttempt/cause``).
///
/// ## Contract
/// - ``gesture(_:)``: the container refused the user's gesture; the guard's flow removes the
///   screen itself if it lets the user go. Nothing waits.
/// - ``flow(path:)``, ``link(step:)`` and ``restoration(step:)``: a flow's `dismiss` or `pop`
///   (``Flow/dismiss(from:in:)``, ``Flow/pop(_:from:)``, ``Flow/pop(to:on:)``) or its
///   replacement of what a container shows (``Flow/setRoot(_:in:)``, ``Flow/setTabs(_:in:)``,
///   ``Flow/showSecondary(_:in:)``), asked by the flow itself, by the preparation of a deep
///   link's step, or by a flow a restoration record starts, would remove the screen. The change
///   waits, and the guard answers with ``Flow/answer(_:with:)``, at once or later (after an
///   alert). A link waits, whole, from that step on; a restoration goes on with its other steps.
/// - ``closing(_:)``: a removal that cannot be refused (the scene closes): the guard is told,
///   and the screen goes whatever it does.
public enum LeaveCause: Sendable, Equatable, CustomStringConvertible {
    /// The user's gesture, refused by the container.
    case gesture(LeaveGesture)
    /// A `dismiss` or `pop` by the flow at `path`, another flow than the guard's.
    case flow(path: String)
    /// The preparation of step `step` of a deep link.
    case link(step: Int)
    /// A flow that step `step` of a restoration record started or told it was restored
    /// (``CoordinatorTree/restore(_:schema:owner:)``).
    case restoration(step: Int)
    /// A removal that cannot be refused, for `reason`: the guard is told.
    case closing(TeardownReason)

    /// Whether the removal waits for the guard's answer (``Flow/answer(_:with:)``).
    public var waitsForAnswer: Bool {
        switch self {
        case .flow, .link, .restoration: true
        case .gesture, .closing: false
        }
    }

    /// The cause as the event log prints it.
    public var description: String {
        switch self {
        case .gesture(let gesture): "\(gesture)"
        case .flow(let path): path
        case .link(let step): "deep link step \(step)"
        case .restoration(let step): "restoration step \(step)"
        case .closing(let reason): "\(reason), which cannot be refused"
        }
    }
}

/// A guard's answer to a removal that waits for it (``Flow/answer(_:with:)``).
public enum LeaveAnswer: String, Sendable, Hashable, CustomStringConvertible {
    /// Let the screen go: the removal applies now.
    case leave
    /// Keep the screen: the removal is refused, and a link that waited for it ends with
    /// ``DeepLinkError/keptByGuard(step:screen:)``.
    case stay

    /// The answer as the event log prints it.
    public var description: String { rawValue }
}
