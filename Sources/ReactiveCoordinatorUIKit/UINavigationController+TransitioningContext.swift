#if canImport(UIKit) && !os(watchOS)
public import UIKit
public import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

// A `UINavigationController` makes a flow's push wait while it is in a transition: a push asked
// during an animated push or pop, or during the user's back swipe, lands under the screen in
// motion or corrupts the navigation bar ("nested push animation can result in corrupted
// navigation bar", UIKit's console). What is in motion is read from UIKit: the navigation
// controller's `transitionCoordinator` (UIViewControllerTransitionCoordinator.h: "the transition
// coordinator ... while a ... transition is in progress") and its `isInteractive` for the back
// swipe; it ends with the coordinator's `animate(alongsideTransition:completion:)` completion,
// "invoked after the transition completes", completed or cancelled. How the transition is named
// is `PlatformTransitions.stackMotion`, and the order the waiting pushes resume in is
// `PlatformTransitions` and `TransitionQueue`, which run and are tested on Linux; here this file
// is only type-checked, against a UIKit stand-in.

extension UINavigationController: TransitioningContext {
    /// The push, pop or user's back swipe under way, which a flow's push waits for; `nil` when
    /// nothing is in motion.
    public var transitionUnderWay: String? {
        PlatformTransitions.shared.transitionUnderWay(in: self, reportedByUIKit: motionReportedByUIKit)
    }

    /// Calls `action` once no push, pop or back swipe is under way: at once if none is, else after
    /// UIKit's transition coordinator completes.
    ///
    /// - Parameter action: Called once, on the main actor.
    public func afterTransition(_ action: @escaping @MainActor () -> Void) {
        PlatformTransitions.shared.afterTransitions(
            in: self, reportedByUIKit: motionReportedByUIKit, endingWith: transitionCoordinator, run: action)
    }

    private var motionReportedByUIKit: String? {
        let coordinator = transitionCoordinator
        return PlatformTransitions.stackMotion(
            of: topViewController.map(describeScreen) ?? "nothing", isInteractive: coordinator?.isInteractive ?? false,
            hasTransitionCoordinator: coordinator != nil)
    }
}
#endif
