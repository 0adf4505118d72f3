#if canImport(UIKit) && !os(watchOS)
public import UIKit
import ReactiveCoordinator
public import ReactiveCoordinatorContainerKit

// UIKit runs a back swipe and a sheet drag without calling any code of ours, and decides only
// when the finger lifts whether the screen goes. The release stays the lifetime probe: a
// cancelled swipe releases nothing, so no coordinator ends. What these two calls add is the log
// line, the same `NavigationChange` cases the headless containers report for
// `beginInteractivePop()` and `beginInteractiveDismissal()` (tested on Linux through
// `InteractiveGesture`, which both share; here this file is only type-checked, against a UIKit
// stand-in): the gesture began, then it was cancelled or completed, read from UIKit's
// transition coordinator. Which of the coordinator's callbacks settle the outcome (not every
// interaction change: an interruptible transition changes several times) is decided by
// `InteractiveTransitionReporter`, which runs and is tested on Linux.

extension UINavigationController {
    /// Reports the interactive back swipe under way, if any: it began, then it was cancelled
    /// or it popped the screen.
    ///
    /// Call it from your `UINavigationControllerDelegate`'s
    /// `navigationController(_:willShow:animated:)`, which UIKit calls as the swipe begins:
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/UIKitSamples.swift#report-pop -->
    /// ```swift
    /// func navigationController(
    ///     _ navigationController: UINavigationController, willShow viewController: UIViewController,
    ///     animated: Bool
    /// ) {
    ///     navigationController.reportInteractivePop { change in self.log.append(change) }
    /// }
    /// ```
    ///
    /// ## Contract
    /// - Reports ``NavigationChange/backSwipeBegan(screen:stack:)`` at once, then, once the
    ///   outcome is settled, ``NavigationChange/backSwipeCancelled(screen:stack:)`` or
    ///   ``NavigationChange/backSwiped(screen:stack:)``, as `HeadlessStack` does: when the user
    ///   lifts the finger, or, for an interruptible transition, which may turn interactive again,
    ///   when it completes. The end is reported once.
    /// - Changes nothing: whether a coordinator ends is still decided by the screen's release.
    ///
    /// - Parameter report: Receives the changes, on the main actor.
    /// - Returns: `false`, reporting nothing, when no interactive transition is under way.
    @discardableResult
    public func reportInteractivePop(to report: @escaping @MainActor (NavigationChange) -> Void) -> Bool {
        reportInteractiveTransition(.backSwipe(stack: containerName(self)), to: report)
    }
}

extension UIViewController {
    /// Reports the interactive drag down of this presented controller, if one is under way: it
    /// began, then it was cancelled or it dismissed the controller.
    ///
    /// Call it on the presented controller from your `UIAdaptivePresentationControllerDelegate`'s
    /// `presentationControllerWillDismiss(_:)`, which UIKit calls as the drag begins:
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/UIKitSamples.swift#report-dismissal -->
    /// ```swift
    /// func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    ///     presentationController.presentedViewController.reportInteractiveDismissal { self.log.append($0) }
    /// }
    /// ```
    ///
    /// ## Contract
    /// - Reports ``NavigationChange/swipeDownBegan(screen:window:)`` at once, then, once the
    ///   outcome is settled, ``NavigationChange/swipeDownCancelled(screen:window:)`` or
    ///   ``NavigationChange/swipedDown(screen:window:)``, as `HeadlessWindow` does: when the user
    ///   lifts the finger, or, for an interruptible transition, which may turn interactive again,
    ///   when it completes. The end is reported once.
    /// - Changes nothing: whether a coordinator ends is still decided by the screen's release.
    ///
    /// - Parameter report: Receives the changes, on the main actor.
    /// - Returns: `false`, reporting nothing, when no interactive transition is under way.
    @discardableResult
    public func reportInteractiveDismissal(to report: @escaping @MainActor (NavigationChange) -> Void) -> Bool {
        reportInteractiveTransition(.sheetDrag(window: containerName(UIWindow.self)), to: report)
    }

    fileprivate func reportInteractiveTransition(
        _ gesture: InteractiveGesture,
        to report: @escaping @MainActor (NavigationChange) -> Void
    ) -> Bool {
        guard let coordinator = transitionCoordinator, coordinator.isInteractive,
            let leaving = coordinator.viewController(forKey: .from)
        else { return false }
        // An interruptible transition turns interactive and non-interactive several times before
        // it completes: the reporter ends the gesture once, when it is settled.
        let reporter = InteractiveTransitionReporter(gesture, screen: describeScreen(leaving), report: report)
        coordinator.notifyWhenInteractionChanges { context in
            reporter.interactionChanged(
                isInteractive: context.isInteractive, isInterruptible: context.isInterruptible,
                isCancelled: context.isCancelled)
        }
        coordinator.animate(alongsideTransition: nil) { context in
            reporter.transitionCompleted(isCancelled: context.isCancelled)
        }
        return true
    }
}
#endif
