public import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

/// One step of navigation as a crash reporter's breadcrumb: a category, a short message, where it
/// happened, and a few details; made from a `CoordinatorEvent`, with no dependency.
///
/// Turn the event log into breadcrumbs with ``init(_:payloads:)-(CoordinatorEvent,_)`` and hand each to your crash
/// reporter; the recipes in the "Breadcrumbs and screen tracking" article do it for a crash
/// reporter's SDK and for `os.Logger`:
///
/// <!-- mirrors Tests/ReactiveCoordinatorTests/Breadcrumbs/BreadcrumbRecipes.swift#crash-reporter -->
/// ```swift
/// let subscription = tree.events.subscribe { event in
///     guard case .value(let event) = event, let crumb = Breadcrumb(event) else { return }
///     reporter.leaveBreadcrumb(crumb.message, category: crumb.category.rawValue, data: crumb.data)
/// }
/// ```
///
/// ## Contract
/// - Events a person debugging a crash needs become breadcrumbs: a flow started, ended (with its
///   reason), paused or resumed; a screen shown (bound or
///   routed) or released; an intent received; an alert
///   shown, answered or dismissed; a guarded gesture refused; a deep link step taken or waiting;
///   a restoration step; and every problem (unhandled or dropped intents, refused operations).
///   Routing details (routed, bubbled, buffered, child added or finished) make none: the events
///   around them say the same.
/// - Values the events carry follow ``BreadcrumbPayloads``; by default only enum case names
///   (``BreadcrumbPayloads/caseNames``): `intent send from ComposeScreen`, never
///   `send(to: "ann@example.com")`.
/// - The user's gestures, which no coordinator hears of, make breadcrumbs too, from the
///   containers' `NavigationChange` reports (`Breadcrumb(change)`, category ``Category/gesture``).
/// - The message never repeats the path; ``path`` and ``scene`` carry where.
public struct Breadcrumb: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What a breadcrumb is about, as crash reporters group them.
    public enum Category: String, Sendable, Hashable, Codable {
        /// A flow's life: started, ended, paused, resumed, restored.
        case flow
        /// A screen shown or released, or a gesture refused.
        case navigation
        /// A user intent from a screen.
        case intent
        /// An alert or a confirmation dialog.
        case alert
        /// A deep link.
        case link
        /// Something went wrong: an intent nobody handled or that was dropped, a refused operation.
        case problem
        /// A gesture of the user's on a container that no coordinator hears of: a back tap or
        /// swipe, a sheet swiped down, a tab tapped. Its path is the container's name.
        case gesture
    }

    /// What it is about.
    public var category: Category
    /// What happened, in a few words.
    public var message: String
    /// The path of the flow it happened in (`app/main/compose`).
    public var path: String
    /// The scene, for an app with several (`CoordinatorEvent.scene`).
    public var scene: String?
    /// The event's sequence number in its tree's log.
    public var sequence: Int
    /// Details, by name (`screen`, `reason`, `gesture`...), for reporters that take them.
    public var data: [String: String]

    /// Makes the breadcrumb for an event, or nil for an event that makes none.
    ///
    /// - Parameters:
    ///   - event: An event of a tree's log.
    ///   - payloads: How much of the values the event carries to include; by default the enum
    ///     case names of intents, link steps and alert actions, which a replay needs
    ///     (`BreadcrumbTrail` in ReactiveCoordinatorTesting), and no value a user typed.
    public init?(_ event: CoordinatorEvent, payloads: BreadcrumbPayloads = .caseNames) {
        guard let (category, message, data) = Self.parts(of: event.kind, payloads: payloads) else { return nil }
        self.category = category
        self.message = message
        self.path = event.path
        self.scene = event.scene
        self.sequence = event.sequence
        self.data = data
    }

    /// Makes a breadcrumb from its parts, as a crash reporter gives them back.
    ///
    /// - Parameters:
    ///   - category: What it is about.
    ///   - message: What happened, as ``message`` said it.
    ///   - path: The flow's path, or a gesture's container.
    ///   - scene: The scene, for an app with several.
    ///   - sequence: The event's sequence number; 0 when unknown.
    ///   - data: The details, by name.
    public init(
        category: Category, message: String, path: String, scene: String? = nil, sequence: Int = 0,
        data: [String: String] = [:]
    ) {
        self.category = category
        self.message = message
        self.path = path
        self.scene = scene
        self.sequence = sequence
        self.data = data
    }

    /// `category path: message`, with the scene in brackets first when there is one: one line of
    /// a crash report, which `BreadcrumbTrail(parsing:)` in ReactiveCoordinatorTesting reads back.
    ///
    /// The scene, the path and the message are written so that the line stays one line and reads
    /// back to the same parts, whatever text the app gave them (an alert's title, a payload with
    /// ``BreadcrumbPayloads/included``, a scene id): a backslash is written `\\`, a line feed
    /// `\n`, a carriage return `\r`, a `]` in the scene `\]`, a `:` in the path `\:`, and any
    /// other control code or line separator `\u{HEX}` (a tab stays). A breadcrumb with none of
    /// these characters prints as it always did.
    public var description: String {
        let scene = scene.map { "[\(BreadcrumbText.escaped($0, as: .scene))] " } ?? ""
        return scene
            + "\(category.rawValue) \(BreadcrumbText.escaped(path, as: .path)): "
            + BreadcrumbText.escaped(message, as: .message)
    }

    private static func parts(
        of kind: CoordinatorEvent.Kind, payloads: BreadcrumbPayloads
    ) -> (Category, String, [String: String])? {
        func value(_ logged: LoggedValue, _ key: String, into data: inout [String: String]) -> String {
            guard let text = payloads.text(of: logged) else { return "" }
            data[key] = text
            return " \(text)"
        }
        var data: [String: String] = [:]
        switch kind {
        case .started:
            return (.flow, "started", data)
        case .tornDown(let reason):
            data["reason"] = reason.rawValue
            return (.flow, "ended: \(reason)", data)
        case .paused:
            return (.flow, "paused", data)
        case .resumed:
            return (.flow, "resumed", data)
        case .restorationStep(let index, let kind):
            data["step"] = String(index)
            data["kind"] = kind
            return (.flow, "restoring step \(index): \(kind)", data)
        case .screenBound(let screen), .screenRouted(let screen):
            data["screen"] = screen
            return (.navigation, "screen \(screen) shown", data)
        case .screenReleased(let screen):
            data["screen"] = screen
            return (.navigation, "screen \(screen) released", data)
        case .leaveRefused(let screen, let gesture):
            data["screen"] = screen
            data["gesture"] = gesture.rawValue
            return (.navigation, "refused \(gesture) of \(screen)", data)
        case .leaveAsked(let screen, let cause, let operation):
            data["screen"] = screen
            data["cause"] = cause.description
            if let operation { data["operation"] = operation }
            return (.navigation, operation == nil ? "told \(screen): \(cause)" : "asked \(screen): \(cause)", data)
        case .changeWaits(let operation, let behind):
            data["operation"] = operation
            data["behind"] = behind
            return (.navigation, "\(operation): waits for \(behind)", data)
        case .changeEnded(let operation, let outcome):
            data["operation"] = operation
            data["outcome"] = outcome.description
            return (.navigation, "\(operation): \(outcome)", data)
        case .intentReceived(let intent, let screen):
            data["screen"] = screen
            let text = value(intent, "intent", into: &data)
            return (.intent, "intent\(text) from \(screen)", data)
        case .alertShown(let title, let style):
            data["style"] = style.rawValue
            let text = payloads.text(of: title).map { " \"\($0)\"" } ?? ""
            if let title = payloads.text(of: title) { data["title"] = title }
            return (.alert, "\(style) shown\(text)", data)
        case .alertAnswered(let title, _, let action):
            if let title = payloads.text(of: title) { data["title"] = title }
            let text = value(action, "action", into: &data)
            return (.alert, "alert answered\(text)", data)
        case .alertDismissed(let title, let reason):
            if let title = payloads.text(of: title) { data["title"] = title }
            data["reason"] = reason.rawValue
            return (.alert, "alert went away: \(reason)", data)
        case .deepLinkStep(let index, let intent):
            data["step"] = String(index)
            let text = value(intent, "intent", into: &data)
            return (.link, "deep link step \(index)\(text)", data)
        case .deepLinkWaiting(let reason):
            data["reason"] = reason
            return (.link, "deep link waits: \(reason)", data)
        case .unhandled(let intent):
            let text = value(intent, "intent", into: &data)
            return (.problem, "unhandled intent\(text)", data)
        case .intentDropped(let intent, let reason):
            let text = value(intent, "intent", into: &data)
            data["reason"] = reason
            return (.problem, "dropped intent\(text): \(reason)", data)
        case .rejected(let operation, let reason):
            // Operations and reasons are the library's words, but they quote screen names and
            // alert titles: left to the app's opt-in as a whole.
            guard payloads == .included else { return (.problem, "refused operation", data) }
            data["operation"] = operation
            data["reason"] = reason
            return (.problem, "refused \(operation): \(reason)", data)
        case .routed, .bubbled, .intentBuffered, .childAdded, .childFinished:
            return nil
        }
    }
}
