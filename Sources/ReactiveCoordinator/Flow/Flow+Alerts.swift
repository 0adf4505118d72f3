extension Flow {
    /// Shows an alert or a confirmation dialog and returns the user's choice, or why it went away
    /// without one.
    ///
    /// An alert is a step of the flow as a screen is: it is logged when shown and when answered,
    /// and the answer comes back here, typed:
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
    ///
    /// ## Contract
    /// - It always returns, once: with ``AlertOutcome/chosen(_:)`` when the user taps a button,
    ///   or ``AlertOutcome/dismissed(_:)`` with the ``AlertDismissal``: the system took it away,
    ///   this flow ended first (the alert is taken off screen), what it was shown over went
    ///   away, or it could not be shown (refused and logged at once).
    /// - Cancelling the awaiting task does not take the alert away; this flow's end does, and
    ///   ``task(_:)`` ties the task to it.
    /// - While `context` shows another alert (or others wait there), it waits, in the order asked,
    ///   and shows once those are answered: logged `show alert "Title": waits for alert "Other"`,
    ///   then `applied`. If this flow ends first it never shows, and returns
    ///   ``AlertDismissal/flowEnded``.
    /// - The log reads `shows alert "Title"`, then `"Title": user chose "Discard" (discard)` or
    ///   `"Title" went away: dismissed by the system`.
    ///
    /// - Parameters:
    ///   - alert: The alert or dialog.
    ///   - context: Where to show it, usually the window.
    /// - Returns: The chosen action, or why there was none.
    public func showAlert<Action>(_ alert: Alert<Action>, in context: some AlertContext) async -> AlertOutcome<
        Action
    > {
        switch await node.showAlertAndWait(alert, in: context) {
        case .button(let index): .chosen(alert.buttons[index].action)
        case .dismissed(let reason): .dismissed(reason)
        }
    }

    /// Shows an alert or a confirmation dialog and hands the user's choice, or why it went away
    /// without one, to `onOutcome`.
    ///
    /// The form for a route handler, which cannot await:
    ///
    /// <!-- mirrors Tests/ReactiveCoordinatorTests/Alerts/AlertTestFlows.swift#callback -->
    /// ```swift
    /// flow.showAlert(discardAlert, in: window) { outcome in
    ///     self.log.outcomes.append(outcome)
    ///     if outcome == .chosen(.discard) { flow.finish() }
    /// }
    /// ```
    ///
    /// ## Contract
    /// - `onOutcome` is called exactly once, on the main actor, as ``showAlert(_:in:)`` returns:
    ///   at once (before this returns) when the alert could not be shown. It is released right
    ///   after.
    ///
    /// - Parameters:
    ///   - alert: The alert or dialog.
    ///   - context: Where to show it, usually the window.
    ///   - onOutcome: Called with the chosen action, or why there was none.
    /// - Returns: Whether the alert was shown.
    @discardableResult
    public func showAlert<Action>(
        _ alert: Alert<Action>, in context: some AlertContext,
        onOutcome: @escaping @MainActor (AlertOutcome<Action>) -> Void
    ) -> Bool {
        node.showAlert(alert, in: context) { resolution in
            switch resolution {
            case .button(let index): onOutcome(.chosen(alert.buttons[index].action))
            case .dismissed(let reason): onOutcome(.dismissed(reason))
            }
        }
    }
}
