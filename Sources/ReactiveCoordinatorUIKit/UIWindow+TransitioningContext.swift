#if canImport(UIKit) && !os(watchOS)
public import UIKit
public import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

// A `UIWindow` makes a flow's presentation wait while its top level is in motion, because UIKit
// drops a presentation asked then: it logs "Attempt to present ... while a presentation is in
// progress" (or "... which is already presenting", during a dismissal) and shows nothing, so the
// flow would believe the screen shown. What is in motion is read from UIKit: the top level's
// controller has a `transitionCoordinator` (UIViewControllerTransitionCoordinator.h: "the
// transition coordinator ... while a presentation or dismissal is in progress"), and its
// `isBeingPresented` / `isBeingDismissed` name it (UIViewController.h); it ends with the
// coordinator's `animate(alongsideTransition:completion:)` completion, "invoked after the
// transition completes", completed or cancelled. A dismissal the window asks for
// (`dismiss(from:)`) is in motion until `dismiss(animated:completion:)`'s completion. Which
// transition a presentation waits for, and the order the waiting ones resume in, is
// `PlatformTransitions` and `TransitionQueue`, which run and are tested on Linux; here this file is
// only type-checked, against a UIKit stand-in.

extension UIWindow: TransitioningContext {
    /// The transition on the top presentation level a new presentation waits for: a dismissal
    /// this window asked for, or a presentation, dismissal or user's swipe down UIKit is running;
    /// `nil` when nothing is in motion.
    public var transitionUnderWay: String? {
        PlatformTransitions.shared.transitionUnderWay(in: self, reportedByUIKit: motionReportedByUIKit)
    }

    /// Calls `action` once nothing is in motion on the top level: at once if nothing is, else after
    /// the dismissal this window asked for completes, or after UIKit's transition coordinator
    /// completes.
    ///
    /// - Parameter action: Called once, on the main actor.
    public func afterTransition(_ action: @escaping @MainActor () -> Void) {
        PlatformTransitions.shared.afterTransitions(
            in: self, reportedByUIKit: motionReportedByUIKit, endingWith: topLevelController?.transitionCoordinator,
            run: action)
    }

    /// Dismisses what `presenter` presents, animated, as a transition under way until it completes.
    ///
    /// - Parameters:
    ///   - presenter: The controller that presents the level to dismiss.
    ///   - screen: That level, described for the log.
    ///   - beforeDismissing: Runs once the transition is under way, before UIKit is asked: what
    ///     it resumes (an alert taken away with the level) then waits for the dismissal.
    func dismissAsTransition(
        presentedBy presenter: UIViewController, dismissing screen: String,
        beforeDismissing: @MainActor () -> Void
    ) {
        PlatformTransitions.shared.dismissal(of: screen, in: self, beforeDismissing: beforeDismissing) { completed in
            presenter.dismiss(animated: true) { completed() }
        }
    }

    /// The top-most presented controller, an alert controller included (UIKit reports the
    /// dismissal of an answered alert on it), else the root.
    private var topLevelController: UIViewController? {
        topPresentedController ?? rootViewController
    }

    private var motionReportedByUIKit: String? {
        guard let top = topLevelController else { return nil }
        let coordinator = top.transitionCoordinator
        return PlatformTransitions.motion(
            of: describeScreen(top), isBeingPresented: top.isBeingPresented, isBeingDismissed: top.isBeingDismissed,
            isInteractive: coordinator?.isInteractive ?? false, hasTransitionCoordinator: coordinator != nil)
    }
}
#endif
