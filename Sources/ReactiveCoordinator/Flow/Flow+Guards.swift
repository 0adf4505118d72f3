extension Flow {
    /// Refuses the user's gestures that would take `screen` away (a sheet's swipe-down, a
    /// stack's back button and back swipe) and hands each attempt to `onAttempt`.
    ///
    /// Guard a screen with unsaved work; when the user tries to leave, ask, then remove it
    /// yourself or keep it:
    ///
    /// <!-- mirrors Tests/ReactiveCoordinatorTests/Guards/GuardTestFlows.swift#guard-sheet -->
    /// ```swift
    /// flow.guardLeaving(editor, in: window) { [weak editor] attempt in
    ///     self.log.attempts.append(attempt)
    ///     flow.showAlert(discardAlert, in: window) { outcome in
    ///         self.log.outcomes.append(outcome)
    ///         guard outcome == .chosen(.discard), let editor else { return }  // stay
    ///         flow.finish()
    ///         flow.dismiss(from: editor, in: window)
    ///     }
    /// }
    /// ```
    ///
    /// ## Contract
    /// - Only the user's gestures are refused, and each refusal is logged
    ///   (`guarded DraftScreen: refused user swipe down`). A dismiss or pop by any coordinator, a
    ///   dismissal from below, a replaced root or stack and a teardown still remove the screen;
    ///   its flow then ends as it would unguarded.
    /// - A guard never keeps a flow alive: the container reaches this flow weakly, and this
    ///   flow's end removes the guard and lets go of `onAttempt`.
    /// - Guarding a screen again replaces its handler.
    /// - What each platform can refuse and report is in ``LeaveGesture``.
    ///
    /// - Parameters:
    ///   - screen: The screen to keep: a presented sheet (in a window) or a stack's screen.
    ///   - container: The window that presents it, or the stack that holds it.
    ///   - onAttempt: Called with each refused gesture; released when the flow ends.
    /// - Returns: Whether the screen is guarded; a refusal is logged.
    @discardableResult
    public func guardLeaving(
        _ screen: AnyObject, in container: some LeaveGuardingContext,
        onAttempt: @escaping @MainActor (LeaveAttempt) -> Void
    ) -> Bool {
        node.guardLeaving(screen, in: container, onAttempt: onAttempt)
    }

    /// Lets the user's gestures take `screen` away again.
    ///
    /// - Parameters:
    ///   - screen: The guarded screen.
    ///   - container: The container it was guarded in.
    public func stopGuardingLeaving(_ screen: AnyObject, in container: some LeaveGuardingContext) {
        node.stopGuardingLeaving(screen, in: container)
    }
}
