#if canImport(UIKit) && !os(watchOS)
public import UIKit
public import ReactiveCoordinator

// A `UINavigationController` is a stack. Coordinators hold it weakly, as
// `(any StackContext)?`, and push the view controllers they create.
//
// Why each operation keeps `StackContext`'s contract (tested on Linux against `HeadlessStack`;
// there this file is only type-checked, against a UIKit stand-in):
//
// - Each operation is one call to the UIKit method of the same meaning, animated; the checks
//   before it turn UIKit's exceptions (pushing a controller twice, pushing a navigation
//   controller, popping to a controller that is not on the stack) into thrown errors.
// - `pop()` refuses to pop the root, as `popViewController(animated:)` does silently.
// - The removed controllers are returned as descriptions, never as objects, so the caller's
//   result keeps nothing alive.
//
// The back button, and the interactive swipe from the left edge, pop without calling any code
// of ours. UIKit releases the popped controller when the transition ends; its `IntentChannel`
// goes with it, the channel's stream finishes, and the coordinator bound to it ends with
// `screen released`. A swipe the user abandons half-way releases nothing, so nothing ends:
// unlike `viewDidDisappear` or `isMovingFromParent` checks, the probe cannot fire early.

extension UINavigationController: StackContext {
    /// The view controllers on the stack, root first, top last.
    public var screens: [AnyObject] {
        viewControllers
    }

    /// The top view controller, looked into if it is a container; `nil` for an empty stack.
    ///
    /// It does not follow modal presentations: the window does.
    public var visibleScreen: AnyObject? {
        topViewController?.deepestVisibleController
    }

    /// Tells whether a view controller is on this stack, directly or nested in one of its
    /// controllers.
    ///
    /// - Parameter screen: The screen to look for, compared by identity.
    /// - Returns: `true` if the screen is on this stack's part of the hierarchy; `false` for the
    ///   navigation controller itself.
    public func contains(_ screen: AnyObject) -> Bool {
        guard let controller = screen as? UIViewController, controller !== self else { return false }
        return holdsInContainment(controller)
    }

    /// Pushes a view controller, animated.
    ///
    /// - Parameter screen: A view controller that is on no hierarchy and is not a navigation
    ///   controller.
    /// - Throws: ``NavigationError/unsupportedNesting(screen:container:)`` for a navigation
    ///   controller or an object that is not a view controller;
    ///   ``NavigationError/screenAlreadyShown(screen:)`` for a controller that already has a
    ///   parent or a presenter.
    public func push(_ screen: AnyObject) throws(NavigationError) {
        let controller = try acceptedController(screen)
        guard !controller.isAlreadyShown else {
            throw .screenAlreadyShown(screen: describeScreen(controller))
        }
        pushViewController(controller, animated: true)
    }

    /// Pops the top view controller, animated.
    ///
    /// - Returns: The description of the popped controller.
    /// - Throws: ``NavigationError/cannotPopRoot(stack:)`` when the stack holds one controller or
    ///   none.
    @discardableResult
    public func pop() throws(NavigationError) -> String {
        guard viewControllers.count > 1, let popped = popViewController(animated: true) else {
            throw .cannotPopRoot(stack: containerName(self))
        }
        return describeScreen(popped)
    }

    /// Pops every view controller above the given one, animated.
    ///
    /// - Parameter screen: The controller to return to; popping to the top controller changes
    ///   nothing.
    /// - Returns: Descriptions of the popped controllers, bottom first.
    /// - Throws: ``NavigationError/screenNotInContainer(screen:container:)`` if the screen is not
    ///   on this stack.
    @discardableResult
    public func pop(to screen: AnyObject) throws(NavigationError) -> [String] {
        guard let controller = screen as? UIViewController, viewControllers.contains(where: { $0 === controller })
        else {
            throw .screenNotInContainer(screen: describeScreen(screen), container: containerName(self))
        }
        return (popToViewController(controller, animated: true) ?? []).map(describeScreen)
    }

    /// Pops every view controller above the root, animated.
    ///
    /// - Returns: Descriptions of the popped controllers, bottom first; empty for a stack of one.
    @discardableResult
    public func popToRoot() -> [String] {
        (popToRootViewController(animated: true) ?? []).map(describeScreen)
    }

    /// Replaces the whole stack, animated.
    ///
    /// Controllers already on this stack may stay, in any order; the others must be on no
    /// hierarchy.
    ///
    /// - Parameter screens: The new view controllers, root first. An empty list empties the
    ///   stack.
    /// - Returns: Descriptions of the controllers that left the stack, in their old order.
    /// - Throws: ``NavigationError/duplicateScreen(screen:)``,
    ///   ``NavigationError/screenAlreadyShown(screen:)`` or
    ///   ``NavigationError/unsupportedNesting(screen:container:)``; the stack is then unchanged.
    @discardableResult
    public func setScreens(_ screens: [AnyObject]) throws(NavigationError) -> [String] {
        var controllers: [UIViewController] = []
        var seen: Set<ObjectIdentifier> = []
        for screen in screens {
            let controller = try acceptedController(screen)
            guard seen.insert(ObjectIdentifier(controller)).inserted else {
                throw .duplicateScreen(screen: describeScreen(controller))
            }
            let isOnThisStack = viewControllers.contains { $0 === controller }
            guard isOnThisStack || !controller.isAlreadyShown else {
                throw .screenAlreadyShown(screen: describeScreen(controller))
            }
            controllers.append(controller)
        }
        let removed = viewControllers.filter { !seen.contains(ObjectIdentifier($0)) }
        setViewControllers(controllers, animated: true)
        return removed.map(describeScreen)
    }

    /// A view controller UIKit lets a navigation controller hold: any but another navigation
    /// controller, which UIKit refuses with an exception.
    private func acceptedController(_ screen: AnyObject) throws(NavigationError) -> UIViewController {
        let controller = try requireViewController(screen, enteringContainer: self)
        guard !(controller is UINavigationController) else {
            throw .unsupportedNesting(screen: describeScreen(controller), container: containerName(self))
        }
        return controller
    }
}
#endif
