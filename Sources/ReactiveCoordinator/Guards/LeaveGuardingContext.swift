/// A container that can refuse the user's gestures that would take a screen away, and report
/// them: `HeadlessWindow` and UIKit's `UIWindow` (the swipe-down of a sheet), `HeadlessStack`
/// and UIKit's `UINavigationController` (the back button and the back swipe).
///
/// Coordinators guard through ``Flow/guardLeaving(_:in:onAttempt:)``, which logs each refused
/// gesture and stops guarding when the flow ends.
///
/// ## Contract
/// - A guard refuses only the user's gestures (``LeaveGesture``). Everything else removes a
///   guarded screen as before: a coordinator's dismiss or pop, a dismissal from below, a replaced
///   root or stack. The guard then goes with the screen.
/// - A guard holds no screen strongly, and keeps nothing alive.
/// - Guarding a screen again replaces its guard.
/// - The handler runs after the refusal is reported to the container's `onChange`, on the main
///   actor.
@MainActor
public protocol LeaveGuardingContext: NavigationContext {
    /// Refuses the user's gestures that would take `screen` away and reports each to `onAttempt`.
    ///
    /// - Parameters:
    ///   - screen: A screen on this container, or one nested in a screen it holds.
    ///   - onAttempt: Called with each refused gesture.
    /// - Throws: ``NavigationError/screenNotInContainer(screen:container:)`` if the screen is
    ///   not on this container.
    func guardLeaving(_ screen: AnyObject, onAttempt: @escaping @MainActor (LeaveAttempt) -> Void)
        throws(NavigationError)

    /// Lets the user's gestures take `screen` away again; does nothing if it was not guarded.
    ///
    /// - Parameter screen: The guarded screen.
    func stopGuardingLeaving(_ screen: AnyObject)

    /// Whether the user's gestures that would take `screen` away are refused now.
    ///
    /// - Parameter screen: The screen.
    /// - Returns: Whether it is guarded and still on this container.
    func isLeavingGuarded(_ screen: AnyObject) -> Bool
}
