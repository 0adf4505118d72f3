public import ReactiveCoordinator

extension HeadlessStack: TransitioningContext, GestureTransitions {
    /// The user's back swipe under way (``beginInteractivePop()``), which a flow's push waits
    /// for, as UIKit's does for the navigation controller's transition; `nil` when nothing is in
    /// motion.
    ///
    /// Observed: a view that reads it is told when a back swipe begins or ends. The queue itself
    /// is not observed (each change waiting on it would notify), so the read registers the swipe,
    /// which is set and cleared with it.
    public var transitionUnderWay: String? {
        access(keyPath: \.interactivePop)
        return transitions.current
    }

    /// Calls `action` once no back swipe is under way: at once if none is, else when the swipe is
    /// cancelled or completes, after what it removed has been reported and released.
    ///
    /// - Parameter action: Called once, on the main actor.
    public func afterTransition(_ action: @escaping @MainActor () -> Void) {
        runAfterGestures(action)
    }
}
