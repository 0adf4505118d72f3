import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

// The user's gestures go through the same door as a flow's changes (issue 35): on a device, a
// back swipe or a sheet's drag under way holds the touch, so no other gesture reaches any
// container of that window until the finger lifts. A flow's change asked meanwhile waits
// (`WaitingChanges`); a gesture cannot wait, as the user never made it: it is refused, and the
// container reports the refusal, its one line. A screen presented over a container takes its
// touch for good, so the container's own gestures are refused under it as well.

extension HeadlessNode {
    /// The user's gesture under way in this container's window, held by the finger (a back swipe
    /// of any stack, the window's drag of a sheet), as the log names it; `nil` when the window is
    /// still.
    ///
    /// An alert shown is not motion: its buttons are what the user may touch.
    var gestureInMotion: String? {
        var pending: [any HeadlessNode] = [hierarchyRoot]
        while let node = pending.popLast() {
            // Untracked: only gestures ask, and no view reads through them.
            if let window = node as? HeadlessWindow, let drag = window.untrackedInteractiveDismissal,
                drag.outcome == nil
            {
                return "the user's swipe down of \(drag.screen)"
            }
            if let stack = node as? HeadlessStack, let swipe = stack.untrackedInteractivePop, swipe.outcome == nil {
                return "the user's back swipe from \(swipe.screen)"
            }
            pending += node.nestedNodes
        }
        return nil
    }

    /// Refuses a user's gesture while another holds the window's touch, and reports it.
    ///
    /// An alert the window shows covers it too: on a device only its buttons can be touched, so
    /// a back tap or a tab tap under it never reaches its container, nor a guard, which would
    /// ask again over its own unanswered alert.
    ///
    /// - Parameters:
    ///   - gesture: The gesture asked, as the log names it (`back tap`).
    ///   - coveredByAlert: Whether an alert shown in the window refuses it: `false` for the
    ///     alert's own buttons.
    /// - Returns: Whether it was refused; `false`, reporting nothing, when the window is still.
    func refuseGestureInMotion(_ gesture: String, coveredByAlert: Bool = true) -> Bool {
        let window = hierarchyRoot as? HeadlessWindow
        let alert = coveredByAlert ? window?.untrackedShownAlert : nil
        let cover = coveredByAlert ? window.flatMap(presentation(covering:)) : nil
        guard let motion = gestureInMotion ?? alert.map(\.description) ?? cover else { return false }
        report(.gestureRefused(gesture: gesture, motion: motion, container: name))
        return true
    }

    /// The screen a window presents over this container, as the log names the cover (`the
    /// presentation of compose over it`); `nil` when the container is on the window's top level.
    ///
    /// On a device a presented screen takes the touch of every level under it: a back button or a
    /// tab bar under a sheet cannot be tapped, and its back swipe cannot begin.
    private func presentation(covering window: HeadlessWindow) -> String? {
        let presented = window.untrackedPresentedScreens
        guard let top = presented.last, let level = window.level(of: self), level < presented.count
        else { return nil }
        return "the presentation of \(describeScreen(top)) over it"
    }
}
