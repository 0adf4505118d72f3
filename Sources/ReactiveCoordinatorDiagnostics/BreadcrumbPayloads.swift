import ReactiveCoordinator

/// How much of the values an event carries (intents, link steps, alert titles and actions) goes
/// into a ``Breadcrumb`` or an ``AnalyticsEvent``.
///
/// Intents can carry personal data (a recipient, a search, a message's text), and crash reports
/// and analytics leave the device. So the default is ``omitted``: breadcrumbs then name screens,
/// flows, reasons and gestures (names the app's code chose), never a value the user typed. Opt in
/// only for what you know is safe to send.
///
/// <!-- mirrors Tests/ReactiveCoordinatorTests/Breadcrumbs/BreadcrumbTests.swift#payloads -->
/// ```swift
/// let omitted = Breadcrumb(event)?.message  // "intent from ComposeScreen"
/// let names = Breadcrumb(event, payloads: .caseNames)?.message  // "intent send from ComposeScreen"
/// // "intent send(to: \"ann@example.com\") from ComposeScreen":
/// let all = Breadcrumb(event, payloads: .included)?.message
/// ```
///
/// ## Contract
/// - ``omitted``: no intent, link step, result, alert title or alert action appears in a
///   message or in the data.
/// - ``caseNames``: an enum value appears as its case name only (`send`, not
///   `send(to: "ann@example.com")`); any other value (a string, a struct) is still left out.
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
        case .caseNames:
            let text = value.description
            let name = text.prefix { $0 != "(" }
            guard let first = name.first, first.isLetter, first.isLowercase,
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { return nil }
            return String(name)
        }
    }

    /// The text of a free-form string the app wrote (an alert's title) this policy lets through.
    func text(of string: String) -> String? {
        self == .included ? string : nil
    }
}
