package import ReactiveCoordinator

/// The guards a platform's containers keep, for the UIKit adapters, kept apart from UIKit so that
/// what a refused gesture reports runs, and is tested, on every platform.
///
/// A UIKit extension cannot store a property, so the guarded screens live here, weakly, each with
/// its handler (a flow's handler reaches its node weakly): a guard left behind keeps nothing alive,
/// and a screen that went is pruned whenever the guards are read.
///
/// ## Contract
/// - ``refuse(_:gesture:container:holds:)`` finds the innermost guarded screen that the leaving
///   one holds (the leaving one included), builds the ``LeaveAttempt``, calls the guard and
///   returns it; it returns `nil`, calling nothing, when no guarded screen leaves with it.
@MainActor
package final class PlatformLeaveGuards {
    private var guards = LeaveGuards()

    /// Creates an empty set of guards.
    package init() {}

    /// The guards of the UIKit adapters: a screen is on one hierarchy at a time, so one set serves
    /// every window.
    package static let shared = PlatformLeaveGuards()

    /// Sets or replaces the guard of `screen`.
    ///
    /// - Parameters:
    ///   - screen: The guarded screen, held weakly.
    ///   - onAttempt: Called with each refused gesture.
    package func set(_ screen: AnyObject, onAttempt: @escaping @MainActor (LeaveAttempt) -> Void) {
        guards.set(screen, onAttempt: onAttempt)
    }

    /// Removes the guard of `screen`, if any.
    ///
    /// - Parameter screen: The guarded screen.
    package func remove(_ screen: AnyObject) {
        guards.remove(screen)
    }

    /// Whether `screen` is guarded.
    ///
    /// - Parameter screen: The screen.
    /// - Returns: Whether a guard for it is kept.
    package func contains(_ screen: AnyObject) -> Bool {
        guards.contains(screen)
    }

    /// Whether any guarded screen leaves with `leaving`.
    ///
    /// - Parameters:
    ///   - leaving: The screen a gesture would take away.
    ///   - holds: Whether `leaving` holds a screen (nested in it, at any depth).
    /// - Returns: Whether a guarded screen is `leaving` or held by it.
    package func guardsAny(leavingWith leaving: AnyObject, holds: (AnyObject) -> Bool) -> Bool {
        guards.guardsAny(leavingWith: leaving, holds: holds)
    }

    /// Reports a gesture the platform refused: calls the guard of the innermost guarded screen
    /// that leaves with `leaving`.
    ///
    /// - Parameters:
    ///   - leaving: The screen the gesture would have taken away.
    ///   - gesture: The refused gesture.
    ///   - container: The container's name, as attempts name it.
    ///   - holds: Whether `leaving` holds a screen (nested in it, at any depth).
    /// - Returns: The attempt reported, or `nil` when no guarded screen leaves with `leaving`.
    @discardableResult
    package func refuse(
        _ leaving: AnyObject, gesture: LeaveGesture, container: String, holds: (AnyObject) -> Bool
    ) -> LeaveAttempt? {
        guard let refusal = guards.refusal(of: leaving, by: gesture, in: container, holds: holds) else { return nil }
        refusal.onAttempt(refusal.attempt)
        return refusal.attempt
    }
}
