import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

/// A headless container whose user gestures are transitions a flow's change waits for
/// (`TransitioningContext`): the window's sheet drags and shown alert, the stack's back swipes.
@MainActor
protocol GestureTransitions: AnyObject {
    /// The gestures under way and what waits for them to end.
    var transitions: TransitionQueue { get set }
}

extension GestureTransitions {
    /// Runs `action` at once when no gesture is under way, else keeps it until the last ends.
    func runAfterGestures(_ action: @escaping @MainActor () -> Void) {
        if case .runNow = transitions.wait(action) { action() }
    }

    /// Ends a gesture, and runs what waited for the last one.
    func endTransition(_ ticket: TransitionQueue.Ticket) {
        endingTransition(ticket)()
    }

    /// Ends a transition, and returns what runs what waited for the last one, for a caller that
    /// must finish its own change first (an alert's answer runs before what waited for it).
    func endingTransition(_ ticket: TransitionQueue.Ticket) -> @MainActor () -> Void {
        guard case .resume(let actions) = transitions.end(ticket) else { return {} }
        return { for action in actions { action() } }
    }
}
