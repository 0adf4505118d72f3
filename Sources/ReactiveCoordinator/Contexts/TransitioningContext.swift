/// A container whose screens can be in motion for a while, a presentation a flow asks then
/// waiting for the motion to end.
///
/// The motion is a transition animating, or the user's finger on a sheet.
/// UIKit drops a presentation asked while the presenter's level is being presented, dismissed or
/// dragged away, and only logs a warning. A flow's ``Flow/present(_:over:in:)`` into a context
/// that adopts this protocol therefore waits while ``transitionUnderWay`` names something,
/// logging ``CoordinatorEvent/Kind/changeWaits(operation:behind:)``, and is applied once
/// ``afterTransition(_:)`` calls back, ending with one
/// ``CoordinatorEvent/Kind/changeEnded(operation:outcome:)``: applied, superseded (its presenter
/// went with the transition) or cancelled (the flow that asked ended first). `HeadlessWindow`
/// and `UIWindow` adopt it.
///
/// ## Contract
/// - ``transitionUnderWay`` is `nil` exactly when nothing is in motion.
/// - ``afterTransition(_:)`` calls its action once, on the main actor, once no transition is under
///   way: at once if none is, else when the last one under way ends, whether it completed or was
///   cancelled. An action is never dropped while the context lives.
@MainActor
public protocol TransitioningContext: NavigationContext {
    /// The transition under way that a new presentation must wait for, as the log names it (`the
    /// user's swipe down of ComposeScreen`), or `nil` when nothing is in motion.
    var transitionUnderWay: String? { get }

    /// Calls `action` once no transition is under way.
    ///
    /// - Parameter action: Called once, at once when nothing is in motion.
    func afterTransition(_ action: @escaping @MainActor () -> Void)
}
