#if canImport(UIKit) && !os(watchOS)
public import UIKit
public import ReactiveCoordinator

// A `UIWindow` is the root of a hierarchy and carries its chain of modal presentations, as
// `HeadlessWindow` does. Coordinators hold it weakly, as `(any WindowContext & ModalContext)?`.
//
// Why each operation keeps the protocols' contracts (the same contracts the headless window is
// tested against on Linux, where this file is only type-checked, against a UIKit stand-in):
//
// - The presentation chain is read from UIKit itself: the root's `presentedViewController`, then
//   each presented controller's. UIKit resolves a presentation made from a nested controller to
//   the top of that controller's level, so the chain has one presented controller per level.
//   (A `.currentContext` presentation inside a container that `definesPresentationContext` is
//   not on that chain; the adapter does not see it.)
// - `present(_:over:)` checks the presenter's level against the chain before calling UIKit:
//   UIKit only logs a warning and shows nothing when a level already presents, and the
//   protocol promises an error instead.
// - `dismiss(from:)` computes the level to dismiss exactly as `HeadlessWindow` does, then asks
//   the controller *below* that level to dismiss. UIKit documents that a presenting controller
//   dismisses its presented controller and everything presented above it, so the screens
//   removed are exactly the ones returned, whichever screen the call came from.
// - `setRoot(_:)` dismisses everything presented, without animation, before it swaps the root:
//   UIKit would otherwise keep the presented controllers alive under the new root.
//
// - An alert controller that `showAlert(_:)` presented (UIWindow+AlertContext.swift) is not a
//   screen: the chain stops below it, `present(_:over:)` throws while it is shown (a flow's
//   presentation waits for it: UIWindow+AlertContext.swift), and a dismissal
//   or a new root, which UIKit carries out on it too, resolves it first as `presenterRemoved`.
//
// Releases: whatever UIKit stops holding (a dismissed controller, an old root, a sheet the user
// swipes down, which calls no code of ours) is deallocated once its transition ends. Its
// `IntentChannel`, held in a `let` and by nothing else, goes with it; the channel's stream
// finishes, and the coordinator bound to that screen ends with `screen released`. An
// interactive swipe-down that the user cancels releases nothing, so nothing ends.

extension UIWindow: WindowContext, ModalContext {
    /// The root view controller, or `nil` for an empty window.
    public var root: AnyObject? {
        rootViewController
    }

    /// The controllers presented modally over the root, the first presented over the root, the
    /// last on top, as UIKit's `presentedViewController` links them.
    public var presentedScreens: [AnyObject] {
        presentedControllers
    }

    /// The controller the user sees: the top-most presented controller (else the root), looked
    /// into through navigation stacks, tabs and split columns.
    public var visibleScreen: AnyObject? {
        (presentedControllers.last ?? rootViewController)?.deepestVisibleController
    }

    /// Tells whether a view controller is the root, a presented controller, or nested in one.
    ///
    /// - Parameter screen: The screen to look for, compared by identity.
    /// - Returns: `true` if the screen is on this window's hierarchy.
    public func contains(_ screen: AnyObject) -> Bool {
        guard let controller = screen as? UIViewController else { return false }
        return level(of: controller) != nil
    }

    /// Replaces the root view controller, first dismissing everything presented, without
    /// animation.
    ///
    /// - Parameter screen: A view controller that is on no hierarchy, or `nil` to empty the
    ///   window.
    /// - Returns: Descriptions of the removed screens: presented controllers bottom first, then
    ///   the old root.
    /// - Throws: ``NavigationError/unsupportedNesting(screen:container:)`` for an object that is
    ///   not a view controller; ``NavigationError/screenAlreadyShown(screen:)`` for a controller
    ///   that already has a parent or a presenter.
    @discardableResult
    public func setRoot(_ screen: AnyObject?) throws(NavigationError) -> [String] {
        guard screen !== rootViewController else { return [] }
        var controller: UIViewController?
        if let screen {
            controller = try requireViewController(screen, enteringContainer: self)
        }
        if let controller, controller.isAlreadyShown {
            throw .screenAlreadyShown(screen: describeScreen(controller))
        }
        let removed = (presentedControllers + [rootViewController].compactMap { $0 }).map(describeScreen)
        // What waited for the alert resumes over the new root.
        let resume = resolveShownAlertAsPresenterRemoved()
        if rootViewController?.presentedViewController != nil {
            rootViewController?.dismiss(animated: false)
        }
        rootViewController = controller
        resume()
        return removed
    }

    /// Presents a view controller over the level that holds the presenter, animated.
    ///
    /// - Parameters:
    ///   - screen: A view controller that is on no hierarchy.
    ///   - presenter: A controller on the top-most level: the top presented controller, the root
    ///     when nothing is presented, or a controller nested in either.
    /// - Throws: ``NavigationError/screenNotShown(screen:)`` for a presenter not on this window;
    ///   ``NavigationError/presenterAlreadyPresenting(presenter:presented:)`` for a presenter on
    ///   a covered level; ``NavigationError/unsupportedNesting(screen:container:)`` or
    ///   ``NavigationError/screenAlreadyShown(screen:)`` for the presented screen.
    public func present(_ screen: AnyObject, over presenter: AnyObject) throws(NavigationError) {
        guard let presenterController = presenter as? UIViewController, let level = level(of: presenterController)
        else {
            throw .screenNotShown(screen: describeScreen(presenter))
        }
        let presented = presentedControllers
        if let shownAlert {
            throw .presenterAlreadyPresenting(presenter: describeScreen(presenter), presented: shownAlert.description)
        }
        guard level == presented.count else {
            throw .presenterAlreadyPresenting(
                presenter: describeScreen(presenter),
                presented: describeScreen(presented[level])
            )
        }
        let controller = try requireViewController(screen, enteringContainer: self)
        guard !controller.isAlreadyShown, controller !== rootViewController else {
            throw .screenAlreadyShown(screen: describeScreen(controller))
        }
        presenterController.present(controller, animated: true)
    }

    /// Dismisses what a screen's level presents or, if it presents nothing, the screen's own
    /// level, animated.
    ///
    /// - Parameter screen: Any view controller on this window's hierarchy.
    /// - Returns: Descriptions of the dismissed controllers, bottom first; empty when nothing is
    ///   dismissed.
    /// - Throws: ``NavigationError/screenNotShown(screen:)`` if the screen is not on this window.
    @discardableResult
    public func dismiss(from screen: AnyObject) throws(NavigationError) -> [String] {
        guard let controller = screen as? UIViewController, let level = level(of: controller) else {
            throw .screenNotShown(screen: describeScreen(screen))
        }
        let presented = presentedControllers
        let firstRemoved = level < presented.count ? level : level - 1
        guard firstRemoved >= 0 else { return [] }
        // The controller below the first removed level presents it; UIKit has it dismiss that
        // level and everything above, the alert too: what waited for the alert resumes once the
        // dismissal completes.
        let presenter = firstRemoved == 0 ? rootViewController : presented[firstRemoved - 1]
        if let presenter {
            dismissAsTransition(presentedBy: presenter, dismissing: describeScreen(presented[firstRemoved])) {
                resolveShownAlertAsPresenterRemoved()()
            }
        } else {
            resolveShownAlertAsPresenterRemoved()()
        }
        return presented[firstRemoved...].map(describeScreen)
    }

    private var presentedControllers: [UIViewController] {
        var chain: [UIViewController] = []
        var next = rootViewController?.presentedViewController
        // An alert controller this window showed is not a screen: the chain stops below it.
        while let controller = next, !PlatformAlerts.showsAnAlert(controller) {
            chain.append(controller)
            next = controller.presentedViewController
        }
        return chain
    }

    /// The presentation level holding a controller: 0 for the root's, n for the n-th presented.
    private func level(of controller: UIViewController) -> Int? {
        let levels = [rootViewController].compactMap { $0 } + presentedControllers
        return levels.firstIndex { $0.holdsInContainment(controller) }
    }
}
#endif
