/// How an alert shown by a flow ended: the action of the button the user chose, or why it went
/// away without a choice.
///
/// ``Flow/showAlert(_:in:)`` returns it, and ``Flow/showAlert(_:in:onOutcome:)`` hands it over;
/// either way it always comes, once: an alert never leaves a flow waiting.
///
/// <!-- mirrors Tests/ReactiveCoordinatorTests/Alerts/AlertTestFlows.swift#await -->
/// ```swift
/// flow.task {
///     let outcome = await flow.showAlert(discardAlert, in: window)
///     self.log.outcomes.append(outcome)
///     switch outcome {
///     case .chosen(.discard): flow.finish()
///     case .chosen(.keep), .dismissed: break  // stay on the draft
///     }
/// }
/// ```
public enum AlertOutcome<Action: Sendable & Hashable>: Sendable, Hashable {
    /// The user tapped the button carrying this action.
    case chosen(Action)
    /// The alert went away without a choice, for this reason.
    case dismissed(AlertDismissal)

    /// The chosen action; `nil` for a dismissal.
    public var action: Action? {
        if case .chosen(let action) = self { action } else { nil }
    }
}

/// Why an alert went away without the user choosing a button.
///
/// ## Contract
/// Every alert a flow shows ends with a choice or with one of these, never with silence:
/// - ``system``: the system took it away (the app went to the background, the scene closed, a
///   dialog's popover was tapped outside); headless, `HeadlessWindow.systemDismissesAlert()`.
/// - ``flowEnded``: the flow that showed it ended first (finished, cancelled, torn down with its
///   parent, its screen released); the alert is removed from its context.
/// - ``presenterRemoved``: the screen it was shown over went away (a dismissal below it, a
///   replaced root, a closed scene's window), or the context was released.
/// - ``notShown``: it could not be shown (the flow was not running, the alert has no buttons, the
///   context threw); the refusal is logged. An alert asked while the context shows another is not
///   refused: it waits its turn.
public enum AlertDismissal: String, Sendable, Hashable, CustomStringConvertible {
    /// The system took it away.
    case system
    /// The flow that showed it ended first.
    case flowEnded
    /// What it was shown over went away, or its context was released.
    case presenterRemoved
    /// It could not be shown.
    case notShown

    /// The reason as the event log prints it.
    public var description: String {
        switch self {
        case .system: "dismissed by the system"
        case .flowEnded: "its flow ended"
        case .presenterRemoved: "its presenter went away"
        case .notShown: "not shown"
        }
    }
}
