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
    /// - The user's gestures are refused, and each refusal is logged
    ///   (`guarded DraftScreen: refused user swipe down`).
    /// - A `dismiss`, `pop` or `pop(to:)` by another flow of the tree, or by a deep link's
    ///   preparation, that would remove the screen (or the container it is on) waits, and
    ///   `onAttempt` is asked (``LeaveCause/flow(path:)``, ``LeaveCause/link(step:)``); answer
    ///   with ``answer(_:with:)``. A link waits, whole, from that step on.
    /// - A closing scene tells `onAttempt` (``LeaveCause/closing(_:)``) and removes the screen.
    /// - Still not asked: a removal by the guard's own flow, a replaced root, stack or tabs, a
    ///   restoration, a dismissal the container is asked directly, a teardown; the screen then
    ///   goes, and its flow ends as it would unguarded.
    /// - A guard never keeps a flow alive: the container reaches this flow weakly, and this
    ///   flow's end removes the guard and lets go of `onAttempt`.
    /// - Guarding a screen again replaces its handler.
    /// - A screen a waiting `push` or `present` will show (its container is busy: an alert shown,
    ///   the user's back swipe under way) can be guarded at once, as apps do just after showing
    ///   it: the guard waits with that change, and is set as it applies, in the same turn,
    ///   before any gesture can take the screen. If the change never applies (cancelled as its
    ///   flow ends, superseded as its presenter went), the guard goes with it, its handler
    ///   released and nothing logged but the change's outcome. ``stopGuardingLeaving(_:in:)``
    ///   undoes a waiting guard as well.
    /// - A screen the container neither holds nor will show through a waiting change is not
    ///   guarded: the refusal is logged (`REJECTED guard leaving EditorScreen: EditorScreen is
    ///   not in window`).
    /// - What each platform can refuse and report is in ``LeaveGesture``.
    ///
    /// - Parameters:
    ///   - screen: The screen to keep: a presented sheet (in a window) or a stack's screen.
    ///   - container: The window that presents it, or the stack that holds it.
    ///   - onAttempt: Called with each refused gesture; released when the flow ends.
    /// - Returns: Whether the screen is guarded, or will be once the waiting change that shows it
    ///   applies; a refusal is logged.
    @discardableResult
    public func guardLeaving(
        _ screen: AnyObject, in container: some LeaveGuardingContext,
        onAttempt: @escaping @MainActor (LeaveAttempt) -> Void
    ) -> Bool {
        node.tree?.guardsWereSet = true
        return node.guardLeaving(screen, in: container, onAttempt: onAttempt)
    }

    /// Answers a removal that waits for this flow's guard (``LeaveCause/waitsForAnswer``): at
    /// once, or later, after asking the user.
    ///
    /// ## Contract
    /// - ``LeaveAnswer/leave`` applies the removal now, past this guard; the screen goes and its
    ///   flow ends as it would unguarded. ``LeaveAnswer/stay`` refuses it; a deep link that
    ///   waited for it ends with ``DeepLinkError/keptByGuard(step:screen:)``.
    /// - The removal ends with one outcome, logged at the flow that asked for it
    ///   (``CoordinatorEvent/Kind/changeEnded(operation:outcome:)``): applied, refused, or
    ///   cancelled if that flow ended meanwhile.
    /// - A guard's flow that ends without answering lets the removal apply. A dismissal or pop
    ///   is superseded if the screen went with that flow; a `setRoot`, `setTabs` or
    ///   `showSecondary` still applies, showing its screen.
    /// - An answer to a removal that ended first (its flow ended, a newer link replaced it) is
    ///   ignored. Answers go to equal attempts in the order they were asked, so the answer to a
    ///   replaced link's attempt does not decide the newer link's, which asks the same.
    /// - Answering what waits for nothing (a gesture, a told removal, an answered one) is a
    ///   logged refusal.
    ///
    /// - Parameters:
    ///   - attempt: The attempt the guard's handler was given.
    ///   - answer: Whether the screen may go.
    public func answer(_ attempt: LeaveAttempt, with answer: LeaveAnswer) {
        guard let tree = node.tree else {
            return node.reject("answer \(answer)", reason: "\(node.path) is not in a started tree")
        }
        tree.answer(attempt, with: answer, from: node)
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
