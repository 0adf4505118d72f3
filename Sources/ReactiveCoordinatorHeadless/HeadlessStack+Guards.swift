public import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

extension HeadlessStack: LeaveGuardingContext {
    /// Refuses the user's back tap and back swipe from `screen` and reports each attempt.
    ///
    /// As a guarded `UINavigationController` does (its back button's `backAction` and its back
    /// swipe's delegate, in `ReactiveCoordinatorUIKit`), both gestures are refused and reported.
    ///
    /// ## Contract
    /// - ``userTapsBack()`` and ``beginInteractivePop()`` while `screen` (or a screen holding it)
    ///   is the top change nothing, report
    ///   `NavigationChange.leaveRefused(screen:gesture:container:)`, call `onAttempt`, and
    ///   return `nil`.
    /// - A pop, a pop to another screen and a replacement of the stack still remove it.
    /// - In a sheet, the window's swipe-down and drag of that sheet would take `screen` too: the
    ///   window refuses them as well and reports them to the same `onAttempt`, with
    ///   `LeaveGesture.swipeDown`, as UIKit's one set of guards does.
    ///
    /// - Parameters:
    ///   - screen: A screen on this stack, or nested in one.
    ///   - onAttempt: Called with each refused gesture.
    /// - Throws: `NavigationError.screenNotInContainer(screen:container:)` if `screen` is not
    ///   on this stack.
    public func guardLeaving(_ screen: AnyObject, onAttempt: @escaping @MainActor (LeaveAttempt) -> Void)
        throws(NavigationError)
    {
        guard isOnStack(screen) else {
            throw .screenNotInContainer(screen: describeScreen(screen), container: name)
        }
        leaveGuards.set(screen, onAttempt: onAttempt)
    }

    /// Lets the user go back from `screen` again.
    ///
    /// - Parameter screen: The guarded screen.
    public func stopGuardingLeaving(_ screen: AnyObject) {
        leaveGuards.remove(screen)
    }

    /// Whether going back from `screen` is refused now.
    ///
    /// - Parameter screen: The screen.
    /// - Returns: Whether it is guarded and on this stack.
    public func isLeavingGuarded(_ screen: AnyObject) -> Bool {
        leaveGuards.contains(screen) && isOnStack(screen)
    }

    private func isOnStack(_ screen: AnyObject) -> Bool {
        screens.contains { $0 === screen || headlessNode($0)?.holds(screen) == true }
    }

    /// Refuses a back gesture from `top` if it holds a guarded screen: reports it and calls the
    /// guard.
    func refuseGuardedLeaving(of top: AnyObject, by gesture: LeaveGesture) -> Bool {
        // Most stacks guard nothing: nothing to prune or ask, and a prune is a write observers
        // are told of.
        guard !guardsNothing else { return false }
        leaveGuards.prune { [unowned self] in isOnStack($0) }
        guard let refusal = leaveGuards.refusal(of: top, by: gesture, in: name) else { return false }
        report(.leaveRefused(screen: refusal.attempt.screen, gesture: gesture, container: name))
        refusal.onAttempt(refusal.attempt)
        return true
    }

    /// Whether going back from `screen` would be refused now.
    ///
    /// It is when the screen is, or holds, a guarded screen. SwiftUI's
    /// `navigationBarBackButtonHidden` reads it, and observation tells it when a guard is set or
    /// lifted.
    ///
    /// - Parameter screen: A screen on this stack.
    /// - Returns: Whether the user's back tap and back swipe from it are refused.
    package func refusesGoingBack(from screen: AnyObject) -> Bool {
        leaveGuards.guardsAny(leavingWith: screen)
    }
}
