import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

/// A back swipe or a sheet drag that the user has begun and will either complete or cancel.
///
/// UIKit starts removing a screen when the user's finger starts moving, and decides only when it
/// lifts. A cancelled swipe must end nothing: every screen and every route stays in place. The
/// headless containers model this with ``HeadlessStack/beginInteractivePop()`` and
/// ``HeadlessWindow/beginInteractiveDismissal()``, and the UIKit adapters report the same from
/// UIKit's transition coordinator.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/HeadlessContainerSamples.swift#interactive-transition -->
/// ```swift
/// let swipe = stack.beginInteractivePop()  // "stack: user began swiping back from detail"
/// swipe?.cancel()  // "stack: user cancelled swiping back, detail stays"
/// let again = stack.beginInteractivePop()
/// again?.complete()  // "stack: user swiped back, popped detail"
/// ```
///
/// ## Contract
/// - Beginning changes nothing but the log: a `NavigationChange` saying it began.
/// - ``cancel()`` removes nothing and ends nothing; it reports the cancellation.
/// - ``complete()`` removes the screen as the back button or swipe-down does, telling no
///   coordinator; the coordinator bound to the screen ends with `screen released`.
/// - A screen guarded while the finger was down (`guardLeaving(_:onAttempt:)` of its container)
///   is asked when the finger lifts, as at the gesture's start: ``complete()`` then reports the
///   refusal, tells the guard's flow, removes nothing and ends the transition with
///   ``outcome`` `.cancelled`.
/// - A transition ends once: after the first ``complete()`` or ``cancel()``, both do nothing.
///   If the screen has already left its place by then (a coordinator popped it), ending the
///   transition changes and reports nothing.
@MainActor
public final class InteractiveTransition {
    /// How a transition ended.
    public enum Outcome: Sendable, Equatable {
        /// The user finished the gesture: the screen was removed.
        case completed
        /// The user abandoned the gesture: nothing changed.
        case cancelled
    }

    /// The description of the screen the gesture removes if it completes.
    public let screen: String

    /// How the transition ended, or `nil` while the user's finger is still down.
    public private(set) var outcome: Outcome?

    /// Ends the transition as the user asked, and returns how it ended: a completion the
    /// screen's guard refuses ends cancelled.
    private let end: @MainActor (Outcome) -> Outcome

    init(screen: String, end: @escaping @MainActor (Outcome) -> Outcome) {
        self.screen = screen
        self.end = end
    }

    /// Plays the user lifting the finger past the threshold: the screen is removed.
    public func complete() {
        finish(.completed)
    }

    /// Plays the user abandoning the gesture: nothing is removed and nothing ends.
    public func cancel() {
        finish(.cancelled)
    }

    private func finish(_ outcome: Outcome) {
        guard self.outcome == nil else {
            return
        }
        self.outcome = outcome
        self.outcome = end(outcome)
    }
}
