public import ReactiveCoordinator

extension HeadlessWindow: TransitioningContext, GestureTransitions {
    /// The user's drag under way (``beginInteractiveDismissal()``) or the alert shown
    /// (``showAlert(_:)``, named `alert "Title"`), which a flow's presentation waits for, as
    /// UIKit's does for its transition coordinator; `nil` when nothing is in motion.
    ///
    /// Observed: a view that reads it is told when a drag or an alert begins or ends. The queue
    /// itself is not observed (each change waiting on it would notify), so the read registers
    /// the drag and the alert, which are set and cleared with it.
    public var transitionUnderWay: String? {
        access(keyPath: \.interactiveDismissal)
        access(keyPath: \.shownAlert)
        return transitions.current
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
