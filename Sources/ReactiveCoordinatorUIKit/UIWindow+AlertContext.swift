#if canImport(UIKit) && !os(watchOS)
public import UIKit
public import ReactiveCoordinator

// A `UIWindow` shows a flow's alert as a `UIAlertController` presented over its top-most
// controller, one `UIAlertAction` per button. What decides the answer is `PlatformAlert`, which
// runs and is tested on Linux; here this file is only type-checked, against a UIKit stand-in:
//
// - Each action's handler holds the `PlatformAlert` and resolves the alert with its button.
//   Nothing else holds it: when UIKit releases the alert controller unanswered (the system took
//   it away), the `PlatformAlert` goes with the handlers and resolves the alert as a system
//   dismissal.
// - The alert controller is not a screen: the window's `presentedScreens` stop below it, and
//   nothing can be presented while it is shown (UIKit would only log a warning: "Attempt to
//   present ... which is already presenting"). A flow's presentation waits for it instead: the
//   `PlatformAlert` covers the window as a transition under way (`PlatformTransitions`) until
//   it is answered or taken away, after the flow's answer has run.
// - A dismissal of any level, or a new root, takes the alert with it (UIKit dismisses everything
//   above): the window resolves it first as `presenterRemoved`.
// - On iPad an action sheet is a popover, which UIKit refuses to present without an anchor (it
//   raises "should have a non-nil sourceView or barButtonItem"). A flow names no view, so the
//   dialog points at nothing: the centre of the presenter's view, with no arrow. A tap outside
//   the popover takes it away unanswered: a system dismissal, as above.

extension UIWindow: AlertContext {
    /// The alert this window shows, if any: the top-most presented `UIAlertController` that
    /// ``showAlert(_:)`` presented, while unanswered.
    public var shownAlert: ShownAlert? {
        guard let top = topPresentedController else { return nil }
        return PlatformAlerts.alert(shownBy: top)
    }

    /// Presents the alert as a `UIAlertController` over the top-most controller, animated.
    ///
    /// - Parameter alert: The alert.
    /// - Throws: ``NavigationError/presenterAlreadyPresenting(presenter:presented:)`` while
    ///   another alert is shown; ``NavigationError/screenNotShown(screen:)`` for an empty window.
    public func showAlert(_ alert: ShownAlert) throws(NavigationError) {
        if let shownAlert {
            throw .presenterAlreadyPresenting(presenter: containerName(self), presented: shownAlert.description)
        }
        guard let presenter = presentedScreens.last as? UIViewController ?? rootViewController else {
            throw .screenNotShown(screen: alert.description)
        }
        let answer = PlatformAlert(alert)
        let controller = UIAlertController(
            title: alert.title, message: alert.message,
            preferredStyle: alert.style == .alert ? .alert : .actionSheet)
        for (index, button) in answer.buttons.enumerated() {
            controller.addAction(
                UIAlertAction(title: button.title, style: UIAlertAction.Style(button.role)) { _ in
                    answer.userTapped(buttonAt: index)
                })
        }
        #if !os(tvOS)
        if let popover = controller.popoverPresentationController {
            let bounds = presenter.view.bounds
            popover.sourceView = presenter.view
            popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
            popover.permittedArrowDirections = []
        }
        #endif
        PlatformAlerts.register(answer, shownBy: controller)
        answer.cover(self, in: PlatformTransitions.shared)
        presenter.present(controller, animated: true)
    }

    /// Dismisses the alert's controller and resolves the alert with `reason`; does nothing if this
    /// window does not show it.
    ///
    /// - Parameters:
    ///   - alert: The alert.
    ///   - reason: Why it goes.
    public func dismissAlert(_ alert: ShownAlert, reason: AlertDismissal) {
        guard alert === shownAlert, let controller = PlatformAlerts.controller(showing: alert) as? UIViewController
        else { return }
        // Its dismissal is a transition of its own: what waited for the alert resumes when it
        // completes.
        if let presenter = controller.presentingViewController {
            dismissAsTransition(presentedBy: presenter, dismissing: alert.description) {}
        }
        if let answer = PlatformAlerts.platformAlert(showing: alert) {
            answer.takenAway(reason)()
        } else {
            alert.resolve(.dismissed(reason))
        }
    }

    /// The top-most controller presented on this window, the alert controller included.
    var topPresentedController: UIViewController? {
        var top = rootViewController?.presentedViewController
        while let next = top?.presentedViewController { top = next }
        return top
    }

    /// Resolves the shown alert as `presenterRemoved`, before UIKit takes it away with a level.
    ///
    /// - Returns: Resumes what waited for the alert; the caller runs it once its change is done.
    func resolveShownAlertAsPresenterRemoved() -> @MainActor () -> Void {
        guard let alert = shownAlert else { return {} }
        guard let answer = PlatformAlerts.platformAlert(showing: alert) else {
            alert.resolve(.dismissed(.presenterRemoved))
            return {}
        }
        return answer.takenAway(.presenterRemoved)
    }
}

extension UIAlertAction.Style {
    /// The action style of an alert button's role.
    fileprivate init(_ role: AlertButtonRole?) {
        switch role {
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        case nil: self = .default
        }
    }
}
#endif
