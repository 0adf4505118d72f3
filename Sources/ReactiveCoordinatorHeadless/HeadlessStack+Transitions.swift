public import ReactiveCoordinator

extension HeadlessStack: TransitioningContext, GestureTransitions {
    /// The user's back swipe under way (``beginInteractivePop()``), which a flow's push waits
    /// for, as UIKit's does for the navigation controller's transition; `nil` when nothing is in
    /// motion.
    public var transitionUnderWay: String? {
        transitions.current
    }

    /// Calls `action` once no back swipe is under way: at once if none is, else when the swipe is
    /// cancelled or completes, after what it removed has been reported and released.
    ///
    /// - Parameter action: Called once, on the main actor.
    public func afterTransition(_ action: @escaping @MainActor () -> Void) {
        runAfterGestures(action)
    }
}
