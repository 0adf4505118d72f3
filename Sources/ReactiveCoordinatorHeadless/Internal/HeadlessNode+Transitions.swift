import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

extension HeadlessNode {
    /// Reports the start of a gesture that would remove `screen`, and returns the transition
    /// that ends it.
    ///
    /// - Parameters:
    ///   - gesture: The gesture, which names the changes reported.
    ///   - screen: The screen the gesture removes if it completes; held weakly.
    ///   - isInPlace: Whether the screen is still where the gesture began, when it ends.
    ///   - refuses: Asks the screen's guard, when the gesture completes, whether it may go, and
    ///     reports a refusal: a screen guarded while the finger was down is asked as at the
    ///     gesture's start, and a refused completion ends the transition cancelled.
    ///   - remove: Removes the screen, reporting the change it is given.
    ///   - ended: Called last when the transition ends, however it ends, if this container lives.
    /// - Returns: The transition, which ends nothing until it completes.
    func beginTransition(
        _ gesture: InteractiveGesture,
        removing screen: AnyObject,
        isInPlace: @escaping @MainActor (Self, AnyObject) -> Bool,
        refuses: @escaping @MainActor (Self, AnyObject) -> Bool,
        remove: @escaping @MainActor (Self, NavigationChange) -> Void,
        ended: @escaping @MainActor (Self) -> Void = { _ in }
    ) -> InteractiveTransition {
        let description = describeScreen(screen)
        report(gesture.began(screen: description))
        return InteractiveTransition(screen: description) { [weak self, weak screen] outcome in
            guard let self else { return outcome }
            defer { ended(self) }
            guard let screen, isInPlace(self, screen) else {
                return outcome
            }
            let outcome = outcome == .completed && refuses(self, screen) ? .cancelled : outcome
            let change = gesture.ended(screen: description, cancelled: outcome == .cancelled)
            if outcome == .cancelled {
                report(change)
            } else {
                remove(self, change)
            }
            return outcome
        }
    }
}
