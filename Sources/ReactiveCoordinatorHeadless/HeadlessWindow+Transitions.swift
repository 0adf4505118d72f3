public import ReactiveCoordinator

extension HeadlessWindow: TransitioningContext, GestureTransitions {
    /// The user's drag under way (``beginInteractiveDismissal()``) or the alert shown
    /// (``showAlert(_:)``, named `alert "Title"`), which a flow's presentation waits for, as
    /// UIKit's does for its transition coordinator; `nil` when nothing is in motion.
    public var transitionUnderWay: String? {
        transitions.current
    }

    /// Calls `action` once no drag is under way and no alert is shown: at once if none is, else
    /// when the drag is cancelled or completes, after what it removed has been reported and
    /// released, or when the alert is answered or taken away, after the flow's answer ran.
    ///
    /// - Parameter action: Called once, on the main actor.
    public func afterTransition(_ action: @escaping @MainActor () -> Void) {
        runAfterGestures(action)
    }
}
