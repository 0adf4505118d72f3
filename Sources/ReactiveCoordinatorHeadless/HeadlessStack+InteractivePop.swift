import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

extension HeadlessStack {
    /// Plays the start of the user's back swipe from the screen's left edge.
    ///
    /// Nothing is removed until the returned transition completes; a cancelled swipe ends
    /// nothing and leaves every route in place:
    ///
    /// <!-- mirrors Examples/ExampleFlowsTests/HeadlessContainerSampleTests.swift#interactive-pop -->
    /// ```swift
    /// let swipe = try #require(stack.beginInteractivePop())
    /// swipe.cancel()  // the top screen stays; its coordinator keeps routing
    /// ```
    ///
    /// ## Contract
    /// - Reports `NavigationChange.backSwipeBegan(screen:stack:)` and changes nothing else.
    /// - ``InteractiveTransition/complete()`` pops the screen the swipe began on, telling no
    ///   coordinator, and reports `NavigationChange.backSwiped(screen:stack:)`; its coordinator
    ///   ends with `screen released`.
    /// - ``InteractiveTransition/cancel()`` reports
    ///   `NavigationChange.backSwipeCancelled(screen:stack:)` and changes nothing; so does
    ///   ``InteractiveTransition/complete()`` once the screen was guarded while the finger was
    ///   down, after reporting the refusal as at the swipe's start.
    /// - If the screen is no longer the top of this stack when the transition ends, ending it
    ///   changes and reports nothing.
    /// - While the swipe is under way, ``interactivePop`` holds it, ``transitionUnderWay`` names
    ///   it, and a flow's `push` onto
    ///   this stack waits for it to end (`TransitioningContext`): applied once the swipe is
    ///   cancelled or completes, on the stack as it is then.
    ///
    /// - While a swipe or a sheet's drag is already under way anywhere in this stack's window,
    ///   the window shows an alert, or it presents a screen over the level that holds this
    ///   stack, beginning another changes nothing, asks no guard and reports
    ///   `NavigationChange.gestureRefused(gesture:motion:container:)`: the finger on the first
    ///   holds the touch; the alert or the presented screen covers the stack.
    ///
    /// - Returns: The swipe under way, or `nil` on a stack of one screen or none, which offers
    ///   no back swipe, when another gesture holds the window's touch, or when the top screen is
    ///   guarded (``guardLeaving(_:onAttempt:)``: the refusal is reported).
    public func beginInteractivePop() -> InteractiveTransition? {
        guard screens.count > 1, let top = screens.last, !refuseGestureInMotion("back swipe"),
            !refuseGuardedLeaving(of: top, by: .backSwipe)
        else {
            return nil
        }
        let ticket = transitions.begin("the user's back swipe from \(describeScreen(top))")
        let swipe = beginTransition(.backSwipe(stack: name), removing: top) { stack, top in
            stack.screens.count > 1 && stack.screens.last === top
        } refuses: { stack, top in
            stack.refuseGuardedLeaving(of: top, by: .backSwipe)
        } remove: { stack, change in
            stack.removeScreens(from: stack.screens.count - 1) { _ in change }
        } ended: { stack in
            // The swipe that ended has its outcome; a later one still under way has none.
            if stack.interactivePop?.outcome != nil { stack.interactivePop = nil }
            stack.endTransition(ticket)
        }
        interactivePop = swipe
        return swipe
    }
}
