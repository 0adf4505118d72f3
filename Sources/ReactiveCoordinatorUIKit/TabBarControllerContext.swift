#if canImport(UIKit) && !os(watchOS)
public import UIKit
public import ReactiveCoordinator

/// The tabs of a `UITabBarController`, as a ``TabContext``.
///
/// `UITabBarController` cannot adopt ``TabContext`` itself: it already has a `selectedIndex`
/// of type `Int`, where the protocol asks for an `Int?`, and since iOS 18 a `tabs` property of
/// type `[UITab]`. So this small object stands between them. It holds the tab bar controller
/// weakly, so a coordinator can keep it in a `let` without keeping the tabs alive.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/UIKitSamples.swift#tab-bar -->
/// ```swift
/// let tabBar = BindableTabBarController()
/// let tabs = TabBarControllerContext(tabBar)  // kept in a `let` of the flow to select tabs later
/// flow.setTabs([inboxStack, settingsStack], in: tabs)
/// flow.setRoot(tabBar, in: window)
/// flow.bind(to: tabBar)  // ends when the window drops the tab bar controller
/// ```
///
/// ## Contract
/// - Everything in ``TabContext``, through `UITabBarController`'s `viewControllers` API (not
///   the iOS 18 `UITab` API).
/// - Once the tab bar controller is gone, there are no tabs: setting tabs removes nothing and
///   selecting one throws ``NavigationError/indexOutOfRange(index:count:container:)``.
///
/// A tap on the selected tab pops its navigation stack to its root, as UIKit always does; the
/// popped controllers are released and their coordinators end like any others.
@MainActor
public final class TabBarControllerContext: TabContext {
    /// The tab bar controller, while it is alive.
    public private(set) weak var tabBarController: UITabBarController?

    /// Wraps a tab bar controller.
    ///
    /// - Parameter tabBarController: The controller whose tabs to drive; held weakly.
    public init(_ tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
    }

    /// The tabs' view controllers, in tab bar order.
    public var tabs: [AnyObject] {
        tabBarController?.viewControllers ?? []
    }

    /// The index of the selected tab, or `nil` when there are no tabs.
    public var selectedIndex: Int? {
        guard let tabBarController, !(tabBarController.viewControllers ?? []).isEmpty else { return nil }
        return tabBarController.selectedIndex
    }

    /// The selected tab's controller, looked into through stacks, tabs and splits.
    public var visibleScreen: AnyObject? {
        tabBarController?.selectedViewController?.deepestVisibleController
    }

    /// Tells whether a view controller is a tab or nested in one, selected or not.
    ///
    /// - Parameter screen: The screen to look for, compared by identity.
    /// - Returns: `true` if the screen is in these tabs; `false` for the tab bar controller.
    public func contains(_ screen: AnyObject) -> Bool {
        guard let tabBarController, let controller = screen as? UIViewController, controller !== tabBarController
        else { return false }
        return tabBarController.holdsInContainment(controller)
    }

    /// Replaces every tab, keeping the selected controller selected if it stays, else selecting
    /// the first tab.
    ///
    /// - Parameter tabs: The new tabs' view controllers. Controllers already tabs here may stay;
    ///   the others must be on no hierarchy.
    /// - Returns: Descriptions of the controllers that are no longer tabs, in their old order.
    /// - Throws: ``NavigationError/duplicateScreen(screen:)``,
    ///   ``NavigationError/screenAlreadyShown(screen:)`` or
    ///   ``NavigationError/unsupportedNesting(screen:container:)``; the tabs are then unchanged.
    @discardableResult
    public func setTabs(_ tabs: [AnyObject]) throws(NavigationError) -> [String] {
        guard let tabBarController else { return [] }
        let old = tabBarController.viewControllers ?? []
        var controllers: [UIViewController] = []
        var seen: Set<ObjectIdentifier> = []
        for screen in tabs {
            let controller = try requireViewController(screen, enteringContainer: tabBarController)
            guard seen.insert(ObjectIdentifier(controller)).inserted else {
                throw .duplicateScreen(screen: describeScreen(controller))
            }
            guard old.contains(where: { $0 === controller }) || !controller.isAlreadyShown else {
                throw .screenAlreadyShown(screen: describeScreen(controller))
            }
            controllers.append(controller)
        }
        let selected = tabBarController.selectedViewController
        tabBarController.setViewControllers(controllers, animated: false)
        // UIKit falls back to the old selected index when the selected controller left; the
        // protocol promises the first tab.
        if let selected, !controllers.contains(where: { $0 === selected }), !controllers.isEmpty {
            tabBarController.selectedIndex = 0
        }
        return old.filter { !seen.contains(ObjectIdentifier($0)) }.map(describeScreen)
    }

    /// Selects a tab, as a coordinator would; UIKit calls no delegate for it.
    ///
    /// - Parameter index: The tab to select.
    /// - Throws: ``NavigationError/indexOutOfRange(index:count:container:)``.
    public func selectTab(at index: Int) throws(NavigationError) {
        let count = tabs.count
        guard let tabBarController, tabs.indices.contains(index) else {
            throw .indexOutOfRange(index: index, count: count, container: "UITabBarController")
        }
        tabBarController.selectedIndex = index
    }

    /// Replaces one tab's view controller, keeping the selected index.
    ///
    /// - Parameters:
    ///   - index: The tab to replace.
    ///   - screen: A view controller on no hierarchy. The current controller changes nothing.
    /// - Returns: The description of the replaced controller, or an empty list if nothing changed.
    /// - Throws: ``NavigationError/indexOutOfRange(index:count:container:)``,
    ///   ``NavigationError/screenAlreadyShown(screen:)`` or
    ///   ``NavigationError/unsupportedNesting(screen:container:)``.
    @discardableResult
    public func replaceTab(at index: Int, with screen: AnyObject) throws(NavigationError) -> [String] {
        var controllers = tabBarController?.viewControllers ?? []
        guard let tabBarController, controllers.indices.contains(index) else {
            throw .indexOutOfRange(index: index, count: controllers.count, container: "UITabBarController")
        }
        let old = controllers[index]
        guard screen !== old else { return [] }
        let controller = try requireViewController(screen, enteringContainer: tabBarController)
        guard !controller.isAlreadyShown else {
            throw .screenAlreadyShown(screen: describeScreen(controller))
        }
        let selectedIndex = tabBarController.selectedIndex
        controllers[index] = controller
        tabBarController.setViewControllers(controllers, animated: false)
        tabBarController.selectedIndex = selectedIndex
        return [describeScreen(old)]
    }
}
#endif
