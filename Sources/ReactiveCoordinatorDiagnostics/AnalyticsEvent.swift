public import ReactiveCoordinator

/// A screen-tracking event for an analytics service, made from a `CoordinatorEvent`, with no
/// dependency: a screen shown, a flow started or ended (with its reason), a link opened.
///
/// <!-- mirrors Tests/ReactiveCoordinatorTests/Breadcrumbs/BreadcrumbRecipes.swift#analytics -->
/// ```swift
/// let tracking = tree.events.subscribe { event in
///     guard case .value(let event) = event, let tracked = AnalyticsEvent(event) else { return }
///     analytics.track(tracked.name.rawValue, parameters: tracked.parameters)
/// }
/// ```
///
/// ## Contract
/// - ``Name/screenShown`` comes from a flow binding a screen (`Flow.bind(to:whilePaused:route:)`,
///   the log's `bound to`) or routing one without binding it (`Flow.route(_:whilePaused:to:)`,
///   the log's `routes`): one per screen a flow routes, when it begins to route it, named by its
///   type (`screen`), with the flow's path (`flow`). A screen a flow shows but never routes (it
///   has no intents to route) is not tracked; a bound container (`Flow.bind(to:)` with no
///   intents) is, as a screen.
/// - ``Name/flowStarted`` and ``Name/flowEnded`` come from each flow's start and end; an end
///   carries its `TeardownReason` (`reason`: `finished`, `screenReleased`, `sceneClosed`...).
/// - ``Name/linkOpened`` comes from a deep link's first step taken; the step's value is in
///   `step` only when ``BreadcrumbPayloads`` lets it through.
/// - Every parameter has `flow`; `scene` is there for an app with several scenes.
/// - Every other event makes none.
public struct AnalyticsEvent: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What is tracked.
    public enum Name: String, Sendable, Hashable, Codable {
        /// A flow showed its screen.
        case screenShown = "screen_shown"
        /// A flow started.
        case flowStarted = "flow_started"
        /// A flow ended.
        case flowEnded = "flow_ended"
        /// A deep link began to run.
        case linkOpened = "link_opened"
    }

    /// What is tracked.
    public var name: Name
    /// Its parameters, by name.
    public var parameters: [String: String]

    /// Makes the analytics event for a log event, or nil for a log event that tracks nothing.
    ///
    /// - Parameters:
    ///   - event: An event of a tree's log.
    ///   - payloads: How much of a link step's value to include; none by default.
    public init?(_ event: CoordinatorEvent, payloads: BreadcrumbPayloads = .omitted) {
        var parameters = ["flow": event.path]
        if let scene = event.scene { parameters["scene"] = scene }
        switch event.kind {
        case .screenBound(let screen), .screenRouted(let screen):
            name = .screenShown
            parameters["screen"] = screen
        case .started:
            name = .flowStarted
        case .tornDown(let reason):
            name = .flowEnded
            parameters["reason"] = reason.rawValue
        case .deepLinkStep(index: 0, let intent):
            name = .linkOpened
            if let step = payloads.text(of: intent) { parameters["step"] = step }
        default:
            return nil
        }
        self.parameters = parameters
    }

    /// The name, then the parameters sorted by name.
    public var description: String {
        ([name.rawValue] + parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
            .joined(separator: " ")
    }
}
