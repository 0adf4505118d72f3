import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

extension HeadlessWindow {
    /// Plays the start of the user's drag down of the top-most presented screen.
    ///
    /// Nothing is dismissed until the returned transition completes; a cancelled drag ends
    /// nothing and leaves every route in place:
    ///
    /// <!-- mirrors Examples/ExampleFlowsTests/HeadlessContainerSampleTests.swift#interactive-dismissal -->
    /// ```swift
    /// let drag = try #require(window.beginInteractiveDismissal())
    /// drag.cancel()  // the sheet stays; its coordinator keeps routing
    /// ```
    ///
    /// ## Contract
    /// - Reports `NavigationChange.swipeDownBegan(screen:window:)` and changes nothing else.
    /// - ``InteractiveTransition/complete()`` dismisses the screen the drag began on, telling no
    ///   coordinator, as ``userSwipesDown()`` does, and reports
    ///   `NavigationChange.swipedDown(screen:window:)`; its coordinator ends with
    ///   `screen released`.
    /// - ``InteractiveTransition/cancel()`` reports
    ///   `NavigationChange.swipeDownCancelled(screen:window:)` and changes nothing; so does
    ///   ``InteractiveTransition/complete()`` once the sheet was guarded while the finger was
    ///   down, after reporting the refusal as at the drag's start.
    /// - While the drag is under way, ``interactiveDismissal`` holds it, ``transitionUnderWay``
    ///   names it, and a flow's `present`
    ///   into this window waits for it to end (`TransitioningContext`): applied once the drag
    ///   is cancelled, superseded once it completed and took the presenter with it. Presenting
    ///   over the dragged screen through the window's own API throws
    ///   `NavigationError.presenterBeingDismissed(presenter:)`, as UIKit refuses it: the new
    ///   screen would go with the sheet, and the swipe would then remove nothing.
    /// - If the screen is no longer the top-most presented one when the transition ends, ending
    ///   it changes and reports nothing.
    ///
    /// - While a drag or a back swipe is already under way in this window, beginning another
    ///   changes nothing, asks no guard and reports
    ///   `NavigationChange.gestureRefused(gesture:motion:container:)`.
    ///
    /// - Returns: The drag under way, or `nil` if nothing is presented, an alert covers the
    ///   sheet, another gesture holds the window's touch, or the sheet is guarded
    ///   (``guardLeaving(_:onAttempt:)``: the refusal is reported).
    public func beginInteractiveDismissal() -> InteractiveTransition? {
        guard shownAlert == nil, let top = presentedScreens.last, !refuseGestureInMotion("sheet drag"),
            !refuseGuardedSwipeDown(of: top)
        else {
            return nil
        }
        let ticket = transitions.begin("the user's swipe down of \(describeScreen(top))")
        let drag = beginTransition(.sheetDrag(window: name), removing: top) { window, top in
            window.presentedScreens.last === top
        } refuses: { window, top in
            window.refuseGuardedSwipeDown(of: top)
        } remove: { window, change in
            window.removePresented(from: window.presentedScreens.count - 1) { _ in change }
        } ended: { window in
            // The drag that ended has its outcome; a later one still under way has none.
            if window.interactiveDismissal?.outcome != nil { window.interactiveDismissal = nil }
            window.endTransition(ticket)
        }
        interactiveDismissal = drag
        draggedSheet = top
        return drag
    }
}
