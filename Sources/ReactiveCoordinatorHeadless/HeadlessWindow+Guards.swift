public import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

extension HeadlessWindow: LeaveGuardingContext {
    /// Refuses the user's swipe-down of `screen`'s sheet and reports each attempt, as UIKit's
    /// `isModalInPresentation` with `presentationControllerDidAttemptToDismiss(_:)` does.
    ///
    /// <!-- mirrors Tests/ReactiveCoordinatorTests/Guards/LeaveGuardTests.swift#refused-swipe -->
    /// ```swift
    /// #expect(window.userSwipesDown() == nil)  // refused, and reported to the guarding flow
    /// #expect(try window.isLeavingGuarded(editor(in: window)))
    /// ```
    ///
    /// ## Contract
    /// - ``userSwipesDown()`` and ``beginInteractiveDismissal()`` of the level holding `screen`
    ///   change nothing, report `NavigationChange.leaveRefused(screen:gesture:container:)`,
    ///   call `onAttempt`, and return `nil`.
    /// - A dismissal (from the sheet or from below) and a replaced root still remove it.
    /// - A screen a stack in the sheet guards (``HeadlessStack/guardLeaving(_:onAttempt:)``) is
    ///   guarded against the swipe-down too: the window refuses it and reports it to that guard.
    ///
    /// - Parameters:
    ///   - screen: A presented screen, or a screen nested in one.
    ///   - onAttempt: Called with each refused swipe-down.
    /// - Throws: `NavigationError.screenNotInContainer(screen:container:)` if `screen` is not
    ///   presented in this window.
    public func guardLeaving(_ screen: AnyObject, onAttempt: @escaping @MainActor (LeaveAttempt) -> Void)
        throws(NavigationError)
    {
        guard isPresented(screen) else {
            throw .screenNotInContainer(screen: describeScreen(screen), container: name)
        }
        leaveGuards.set(screen, onAttempt: onAttempt)
    }

    /// Lets the user swipe `screen`'s sheet down again.
    ///
    /// - Parameter screen: The guarded screen.
    public func stopGuardingLeaving(_ screen: AnyObject) {
        leaveGuards.remove(screen)
    }

    /// Whether a swipe-down of `screen`'s sheet is refused now.
    ///
    /// - Parameter screen: The screen.
    /// - Returns: Whether it is guarded and presented.
    public func isLeavingGuarded(_ screen: AnyObject) -> Bool {
        leaveGuards.contains(screen) && isPresented(screen)
    }

    private func isPresented(_ screen: AnyObject) -> Bool {
        presentedScreens.contains { $0 === screen || headlessNode($0)?.holds(screen) == true }
    }

    /// Refuses a swipe-down of `top` if it holds a guarded screen: reports it and calls the guard.
    func refuseGuardedSwipeDown(of top: AnyObject) -> Bool {
        // A prune is a write observers are told of: none when the window guards nothing.
        if !guardsNothing { leaveGuards.prune { [unowned self] in isPresented($0) } }
        let nested = stacks(in: top).lazy.compactMap { [name] in
            $0.leaveGuards.refusal(of: $0, by: .swipeDown, in: name)
        }
        guard let refusal = leaveGuards.refusal(of: top, by: .swipeDown, in: name) ?? nested.first else {
            return false
        }
        report(.leaveRefused(screen: refusal.attempt.screen, gesture: .swipeDown, container: name))
        refusal.onAttempt(refusal.attempt)
        return true
    }

    /// Whether a swipe-down of the sheet showing `screen` would be refused now.
    ///
    /// It is when the screen is, or holds, a guarded screen, or a stack in it guards one.
    /// SwiftUI's `interactiveDismissDisabled` reads it, and observation tells it when a guard is
    /// set or lifted.
    ///
    /// - Parameter screen: A presented screen.
    /// - Returns: Whether the user's swipe-down of its sheet is refused.
    package func refusesSwipeDown(of screen: AnyObject) -> Bool {
        leaveGuards.guardsAny(leavingWith: screen)
            || stacks(in: screen).contains { $0.leaveGuards.guardsAny(leavingWith: $0) }
    }

    /// The stacks in `sheet`, itself included, outside in.
    ///
    /// A swipe-down takes their screens with the sheet, so a screen a stack guards (against the
    /// back button) is guarded against the sheet's swipe-down too, as UIKit's one set of guards
    /// sees it: each stack's guards are asked about the stack, whose screens they guard.
    private func stacks(in sheet: AnyObject) -> [HeadlessStack] {
        var stacks: [HeadlessStack] = []
        var pending = [sheet]
        while let node = pending.popLast() {
            if let stack = node as? HeadlessStack { stacks.append(stack) }
            pending += HierarchyNodeKind(of: node).children(of: node).map(\.screen)
        }
        return stacks
    }
}
