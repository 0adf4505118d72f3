/// Which of UIKit's transition-coordinator callbacks end an interactive gesture, kept apart from
/// UIKit so that it runs, and is tested, on every platform.
///
/// UIKit's `notifyWhenInteractionChanges(_:)` is not an end: for an interruptible transition
/// "the block may be called multiple times. It is called each time the transition moves from an
/// interactive to a non-interactive state and vice-versa" (UIViewControllerTransitionCoordinator.h,
/// iOS 17 SDK). Only a transition that cannot be interrupted has its outcome settled when it turns
/// non-interactive; an interruptible one is settled when it completes, which
/// `animate(alongsideTransition:completion:)`'s completion reports ("invoked after the transition
/// completes"), with `isCancelled` final by then.
///
/// The UIKit adapter forwards both callbacks here; the reporter reports the gesture's beginning
/// at once and its end exactly once, at the first callback that settles it.
@MainActor
package final class InteractiveTransitionReporter {
    private let gesture: InteractiveGesture
    private let screen: String
    private let report: @MainActor (NavigationChange) -> Void
    private var hasEnded = false

    /// Reports that the gesture began.
    ///
    /// - Parameters:
    ///   - gesture: The gesture, which names the changes reported.
    ///   - screen: The description of the screen the gesture removes if it completes.
    ///   - report: Receives the beginning now and the end later.
    package init(
        _ gesture: InteractiveGesture, screen: String, report: @escaping @MainActor (NavigationChange) -> Void
    ) {
        self.gesture = gesture
        self.screen = screen
        self.report = report
        report(gesture.began(screen: screen))
    }

    /// UIKit's `notifyWhenInteractionChanges(_:)` handler: the transition became interactive or
    /// non-interactive.
    ///
    /// Ends the gesture only when the transition turned non-interactive and cannot be
    /// interrupted, so cannot become interactive again.
    ///
    /// - Parameters:
    ///   - isInteractive: The context's `isInteractive`.
    ///   - isInterruptible: The context's `isInterruptible`.
    ///   - isCancelled: The context's `isCancelled`.
    package func interactionChanged(isInteractive: Bool, isInterruptible: Bool, isCancelled: Bool) {
        guard !isInteractive, !isInterruptible else { return }
        end(cancelled: isCancelled)
    }

    /// UIKit's `animate(alongsideTransition:completion:)` completion: the transition completed,
    /// removing the screen or, cancelled, leaving it.
    ///
    /// - Parameter isCancelled: The context's `isCancelled`.
    package func transitionCompleted(isCancelled: Bool) {
        end(cancelled: isCancelled)
    }

    private func end(cancelled: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        report(gesture.ended(screen: screen, cancelled: cancelled))
    }
}
