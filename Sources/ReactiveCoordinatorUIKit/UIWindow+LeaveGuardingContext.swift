#if canImport(UIKit) && !os(watchOS)
public import UIKit
public import ReactiveCoordinator

// A `UIWindow` refuses the user's swipe-down of a guarded sheet with `isModalInPresentation` on
// the presented controller of the sheet's level, and reports the refusal from the
// `UIAdaptivePresentationControllerDelegate`'s `presentationControllerDidAttemptToDismiss(_:)`,
// which UIKit calls "when the user attempts to dismiss the presentation, but user-initiated
// dismissal is prevented because the presentedViewController isModalInPresentation"
// (UIPresentationController.h, iOS 18 SDK). The guards and the report are `PlatformLeaveGuards`,
// which runs and is tested on Linux; here this file is only type-checked, against a UIKit
// stand-in. A dismissal by code, from the sheet or from below, and a new root still remove a
// guarded sheet: `isModalInPresentation` refuses only the user's gestures.

extension UIWindow: LeaveGuardingContext {
    /// Refuses the user's swipe-down of the sheet holding `screen`: sets `isModalInPresentation`
    /// on the sheet's presented controller, and reports each refusal that
    /// ``UIKit/UIViewController/reportRefusedDismissal()`` hears of.
    ///
    /// - Parameters:
    ///   - screen: A presented view controller, or one nested in it.
    ///   - onAttempt: Called with each refused swipe-down.
    /// - Throws: ``NavigationError/screenNotInContainer(screen:container:)`` if `screen` is not
    ///   presented in this window.
    public func guardLeaving(_ screen: AnyObject, onAttempt: @escaping @MainActor (LeaveAttempt) -> Void)
        throws(NavigationError)
    {
        guard let sheet = sheet(holding: screen) else {
            throw .screenNotInContainer(screen: describeScreen(screen), container: containerName(self))
        }
        PlatformLeaveGuards.shared.set(screen, onAttempt: onAttempt)
        sheet.isModalInPresentation = true
    }

    /// Lets the user swipe the sheet holding `screen` down again, unless another screen in it is
    /// still guarded.
    ///
    /// - Parameter screen: The guarded screen.
    public func stopGuardingLeaving(_ screen: AnyObject) {
        PlatformLeaveGuards.shared.remove(screen)
        guard let sheet = sheet(holding: screen) else { return }
        sheet.isModalInPresentation = PlatformLeaveGuards.shared.guardsAny(leavingWith: sheet) { guarded in
            (guarded as? UIViewController).map(sheet.holdsInContainment) ?? false
        }
    }

    /// Whether a swipe-down of the sheet holding `screen` is refused now.
    ///
    /// - Parameter screen: The screen.
    /// - Returns: Whether it is guarded and presented.
    public func isLeavingGuarded(_ screen: AnyObject) -> Bool {
        PlatformLeaveGuards.shared.contains(screen) && sheet(holding: screen) != nil
    }

    /// The presented controller of the level holding `screen`.
    private func sheet(holding screen: AnyObject) -> UIViewController? {
        guard let controller = screen as? UIViewController else { return nil }
        return presentedScreens.lazy.compactMap { $0 as? UIViewController }
            .first { $0.holdsInContainment(controller) }
    }
}

extension UIViewController {
    /// Reports a refused swipe-down of this presented controller to the flow guarding it, or a
    /// screen nested in it.
    ///
    /// Call it on the presented controller from your `UIAdaptivePresentationControllerDelegate`'s
    /// `presentationControllerDidAttemptToDismiss(_:)`:
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/UIKitSamples.swift#report-refused-dismissal -->
    /// ```swift
    /// func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    ///     presentationController.presentedViewController.reportRefusedDismissal()
    /// }
    /// ```
    ///
    /// ## Contract
    /// - Calls the guard of the innermost guarded screen this controller holds with a
    ///   ``LeaveGesture/swipeDown`` attempt, and the guarding flow logs it.
    /// - Changes nothing: the sheet stays, as UIKit kept it.
    ///
    /// - Returns: Whether a guarded screen was told; `false` when none is held here.
    @discardableResult
    public func reportRefusedDismissal() -> Bool {
        PlatformLeaveGuards.shared.refuse(self, gesture: .swipeDown, container: containerName(UIWindow.self)) {
            guarded in (guarded as? UIViewController).map(holdsInContainment) ?? false
        } != nil
    }
}
#endif
