public import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

extension HeadlessWindow: AlertContext {
    /// Shows an alert or a dialog over the top-most screen.
    ///
    /// The alert covers the window: while it is shown nothing can be presented
    /// (``present(_:over:)`` throws; a flow's presentation waits for the alert's answer, as
    /// ``transitionUnderWay`` names it), and the user's swipe-down and back gestures do nothing.
    /// Removing the level it was shown over (a dismissal from below, a replaced root) takes it
    /// away with `AlertDismissal.presenterRemoved`.
    ///
    /// - Parameter alert: The alert.
    /// - Throws: `NavigationError.presenterAlreadyPresenting(presenter:presented:)` while
    ///   another alert is shown; `NavigationError.screenNotShown(screen:)` for an empty window.
    public func showAlert(_ alert: ShownAlert) throws(NavigationError) {
        if let shownAlert {
            throw .presenterAlreadyPresenting(presenter: name, presented: shownAlert.description)
        }
        guard root != nil || !presentedScreens.isEmpty else {
            throw .screenNotShown(screen: alert.description)
        }
        shownAlert = alert
        alertLevel = presentedScreens.count
        alertCover = transitions.begin(alert.description)
        report(.alertShown(alert: alert.description, window: name))
    }

    /// Takes `alert` off screen and resolves it with `reason`; does nothing if it is not shown.
    ///
    /// - Parameters:
    ///   - alert: The alert.
    ///   - reason: Why it goes.
    public func dismissAlert(_ alert: ShownAlert, reason: AlertDismissal) {
        takeAway(alert, reason: reason)()
    }

    /// Takes `alert` off screen and resolves it; returns what resumes the presentations that
    /// waited for it, for the caller to run once its own change is done.
    private func takeAway(_ alert: ShownAlert, reason: AlertDismissal) -> @MainActor () -> Void {
        guard shownAlert === alert else { return {} }
        shownAlert = nil
        let resume = liftAlertCover()
        report(.alertDismissed(alert: alert.description, reason: reason, window: name))
        alert.resolve(.dismissed(reason))
        return resume
    }

    /// Ends the shown alert's transition; returns what resumes the presentations that waited for
    /// it, run after the flow's answer so that they apply over what the answer left.
    private func liftAlertCover() -> @MainActor () -> Void {
        guard let ticket = alertCover else { return {} }
        alertCover = nil
        return endingTransition(ticket)
    }

    /// Plays the user's tap on the button of the shown alert titled `title`.
    ///
    /// <!-- mirrors Tests/ReactiveCoordinatorTests/Alerts/AlertRouteTests.swift#user-taps -->
    /// ```swift
    /// #expect(window.userTaps(button: "Keep Editing"))
    /// await tree.settle()
    /// #expect(window.shownAlert == nil)
    /// ```
    ///
    /// ## Contract
    /// - Takes the alert off screen, reports `NavigationChange.alertAnswered(alert:button:window:)`,
    ///   then hands the button's action to the flow that showed it.
    /// - While the user's back swipe or sheet drag is under way in this window (an alert shown
    ///   over a stack being swiped), the tap changes nothing, reports
    ///   `NavigationChange.gestureRefused(gesture:motion:container:)` and returns `false`.
    ///
    /// - Parameter title: The button's title.
    /// - Returns: Whether an alert with such a button was shown and tapped.
    @discardableResult
    public func userTaps(button title: String) -> Bool {
        guard let index = shownAlert?.buttonIndex(titled: title) else { return false }
        return tapButton(at: index)
    }

    /// Plays the user's tap on the button of the shown alert that carries `action`.
    ///
    /// - Parameter action: The button's action.
    /// - Returns: Whether an alert with such a button was shown and tapped.
    @discardableResult
    public func userTaps<Action: Sendable & Hashable>(button action: Action) -> Bool {
        guard let index = shownAlert?.buttonIndex(for: action) else { return false }
        return tapButton(at: index)
    }

    /// Plays the system taking the shown alert away (the app went to the background, the scene
    /// closed): the flow that showed it gets `AlertDismissal.system`.
    ///
    /// - Returns: Whether an alert was shown.
    @discardableResult
    public func systemDismissesAlert() -> Bool {
        guard let shownAlert else { return false }
        dismissAlert(shownAlert, reason: .system)
        return true
    }

    private func tapButton(at index: Int) -> Bool {
        guard let alert = shownAlert,
            !refuseGestureInMotion("tap on \(alert.buttons[index].title)", coveredByAlert: false)
        else {
            return false
        }
        answer(alert, buttonAt: index)
        return true
    }

    /// Answers `alert` with its button at `index`, if it is the alert shown and has that button.
    func answer(_ alert: ShownAlert, buttonAt index: Int) {
        guard shownAlert === alert, alert.buttons.indices.contains(index) else { return }
        shownAlert = nil
        let resume = liftAlertCover()
        report(.alertAnswered(alert: alert.description, button: alert.buttons[index].title, window: name))
        alert.resolve(.button(index))
        resume()
    }

    /// Takes the alert away if it was shown over `level` or above; called as levels go.
    ///
    /// - Returns: What resumes the presentations that waited for the alert, for the caller to
    ///   run once the levels are gone.
    func dropAlert(overLevel level: Int) -> @MainActor () -> Void {
        // Untracked: every removal of levels asks, and no view reads through it.
        guard let alert = untrackedShownAlert, alertLevel >= level else { return {} }
        return takeAway(alert, reason: .presenterRemoved)
    }
}
