import ReactiveCoordinator

/// How much of the values an event carries (intents, link steps, alert titles and actions) goes
/// into a ``Breadcrumb`` or an ``AnalyticsEvent``.
///
/// Intents can carry personal data (a recipient, a search, a message's text), and crash reports
/// and analytics leave the device. So a ``Breadcrumb`` carries by default only ``caseNames``:
/// names the app's code chose (screens, flows, reasons, gestures, and the enum cases of intents,
/// link steps and alert actions), which is what a replay of the trail needs, never a value the
/// user typed; an ``AnalyticsEvent`` carries none (``omitted``). Opt in to more only for what you
/// know is safe to send.
///
/// <!-- mirrors Tests/ReactiveCoordinatorTests/Breadcrumbs/BreadcrumbTests.swift#payloads -->
/// ```swift
/// let names = Breadcrumb(event)?.message  // "intent send from ComposeScreen"
/// let omitted = Breadcrumb(event, payloads: .omitted)?.message  // "intent from ComposeScreen"
/// // "intent send(to: \"ann@example.com\") from ComposeScreen":
/// let all = Breadcrumb(event, payloads: .included)?.message
/// ```
///
/// ## Contract
/// - ``omitted``: no intent, link step, result, alert title or alert action appears in a
///   message or in the data.
/// - ``caseNames``: an enum value appears as its case name only (`send`, not
///   `send(to: "ann@example.com")`), read from the value's structure, not its text; any other
///   value (a string, a number, a struct, a case of an enum with its own description and no
///   associated values) is still left out.
/// - ``included``: values appear as the event log renders them.
public enum BreadcrumbPayloads: String, Sendable, Codable, Hashable {
    /// No value an event carries.
    case omitted
    /// Enum case names, without their associated values; nothing else.
    case caseNames
    /// Every value, as the event log renders it.
    case included

    /// The text of `value` this policy lets through, or nil.
    func text(of value: LoggedValue) -> String? {
        switch self {
        case .omitted: return nil
        case .included: return value.description
        case .caseNames: return value.caseName
        }
    }

    /// The text of a free-form string the app wrote (an alert's title) this policy lets through.
    func text(of string: String) -> String? {
        self == .included ? string : nil
    }
}
