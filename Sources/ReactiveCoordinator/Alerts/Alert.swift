/// An alert or a confirmation dialog, described as a value: a title, a message and buttons, each
/// carrying a typed action.
///
/// A coordinator shows one as it shows a screen, with ``Flow/showAlert(_:in:)``, and the user's
/// choice comes back as the button's action (or as a typed dismissal, ``AlertDismissal``). Being
/// a value, an alert can be built in one place, compared in a test and logged.
///
/// <!-- mirrors Tests/ReactiveCoordinatorTests/Alerts/AlertTestFlows.swift#discard-alert -->
/// ```swift
/// let discardAlert = Alert(
///     title: "Discard this draft?",
///     message: "Your changes will be lost.",
///     buttons: [
///         AlertButton("Discard", action: DraftChoice.discard, role: .destructive),
///         AlertButton("Keep Editing", action: DraftChoice.keep, role: .cancel),
///     ])
/// ```
///
/// ## Contract
/// - ``style`` says how a platform shows it: ``AlertStyle/alert`` (UIKit's `.alert`, SwiftUI's
///   `alert`) or ``AlertStyle/confirmationDialog`` (UIKit's `.actionSheet`, SwiftUI's
///   `confirmationDialog`). The headless window shows both the same way.
/// - An alert with no buttons is refused when shown: it could only end by a dismissal. Give it
///   a button with the ``AlertButtonRole/cancel`` role instead.
/// - Two alerts are equal when their titles, messages, styles and buttons are.
public struct Alert<Action: Sendable & Hashable>: Sendable, Hashable {
    /// The title, in bold at the top.
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// How a platform shows it.
    public var style: AlertStyle
    /// The buttons, in the order they are listed.
    public var buttons: [AlertButton<Action>]

    /// Creates an alert or a confirmation dialog.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The text under the title, if any.
    ///   - style: ``AlertStyle/alert`` by default.
    ///   - buttons: The buttons, each with the action it stands for.
    public init(
        title: String, message: String? = nil, style: AlertStyle = .alert, buttons: [AlertButton<Action>]
    ) {
        self.title = title
        self.message = message
        self.style = style
        self.buttons = buttons
    }
}

/// One button of an ``Alert``: its title, the typed action it stands for, and its role.
///
/// <!-- mirrors Tests/ReactiveCoordinatorTests/Alerts/AlertTestFlows.swift#discard-alert -->
/// ```swift
/// let discardAlert = Alert(
///     title: "Discard this draft?",
///     message: "Your changes will be lost.",
///     buttons: [
///         AlertButton("Discard", action: DraftChoice.discard, role: .destructive),
///         AlertButton("Keep Editing", action: DraftChoice.keep, role: .cancel),
///     ])
/// ```
///
/// ## Contract
/// - The action is what ``AlertOutcome/chosen(_:)`` carries when the user taps the button; the
///   title is only what the user reads (and what a test may tap by).
public struct AlertButton<Action: Sendable & Hashable>: Sendable, Hashable {
    /// What the button reads.
    public var title: String
    /// What choosing it means, for the coordinator.
    public var action: Action
    /// Its role, if any: a cancel button, or a destructive one.
    public var role: AlertButtonRole?

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - title: What the button reads.
    ///   - action: What choosing it means.
    ///   - role: ``AlertButtonRole/cancel``, ``AlertButtonRole/destructive``, or `nil`.
    public init(_ title: String, action: Action, role: AlertButtonRole? = nil) {
        self.title = title
        self.action = action
        self.role = role
    }
}

/// The role of an alert's button, as UIKit's `UIAlertAction.Style` and SwiftUI's `ButtonRole`
/// name them.
public enum AlertButtonRole: String, Sendable, Hashable {
    /// Leaves things as they are; platforms list it apart (last in a dialog).
    case cancel
    /// Deletes or discards something; platforms show it in red.
    case destructive
}

/// How a platform shows an ``Alert``.
public enum AlertStyle: String, Sendable, Hashable, CustomStringConvertible {
    /// A centred alert: UIKit's `UIAlertController.Style.alert`, SwiftUI's `alert`.
    case alert
    /// A list of choices from the bottom: UIKit's `.actionSheet`, SwiftUI's `confirmationDialog`.
    case confirmationDialog

    /// The style as the event log prints it: `alert` or `dialog`.
    public var description: String {
        switch self {
        case .alert: "alert"
        case .confirmationDialog: "dialog"
        }
    }
}
