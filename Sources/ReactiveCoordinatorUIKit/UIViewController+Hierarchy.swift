#if canImport(UIKit) && !os(watchOS)
import UIKit
import ReactiveCoordinator

// What the UIKit conformances share: walks over UIKit's own containment links (`parent`) and
// the containers' visible child. Nothing here is stored, so nothing here retains a screen.
//
// The screens these containers hold are view controllers that adopt `IntentScreen`: each keeps
// an `IntentChannel` in a `let` and sends on it from its actions (`intents.send(.compose)`).
// Nothing else holds the channel, so when UIKit deallocates the view controller the channel is
// released with it, and the channel's `EventSource` finishes its stream in its `deinit`. The
// coordinator bound to that screen sees the finish and ends. No code here, and no delegate, has
// to notice the back button, the interactive pop, a swipe-down or a distant `dismiss`: each of
// them ends in a deallocation, and only a deallocation ends a coordinator.

extension UIViewController {
    /// The controller the user sees inside this one: the top of a navigation stack, the selected
    /// tab, a split's last column, each looked into in turn; `self` for any other controller.
    ///
    /// The same visible path as the headless containers', minus presentations, which only the
    /// window follows.
    var deepestVisibleController: UIViewController {
        var current = self
        while let next = current.visibleChildController {
            current = next
        }
        return current
    }

    private var visibleChildController: UIViewController? {
        switch self {
        case let navigation as UINavigationController: navigation.topViewController
        case let tabs as UITabBarController: tabs.selectedViewController
        // A column-style split wraps each column in a navigation controller, last column last.
        case let split as UISplitViewController: split.viewControllers.last
        default: nil
        }
    }

    /// Whether `controller` is this controller or is nested in it, through any depth of
    /// containment (a stack in a tab, a column's wrapper navigation controller).
    func holdsInContainment(_ controller: UIViewController) -> Bool {
        var node: UIViewController? = controller
        while let current = node {
            if current === self { return true }
            node = current.parent
        }
        return false
    }

    /// Whether the controller is already part of some hierarchy, as a child or as a presented
    /// controller; UIKit throws an exception when such a controller is pushed or presented again.
    var isAlreadyShown: Bool {
        parent != nil || presentingViewController != nil
    }
}

/// The view controller a screen must be to enter a UIKit container.
///
/// - Throws: ``NavigationError/unsupportedNesting(screen:container:)`` for any other object,
///   which UIKit could not hold.
@MainActor
func requireViewController(_ screen: AnyObject, enteringContainer container: AnyObject) throws(NavigationError)
    -> UIViewController
{
    guard let controller = screen as? UIViewController else {
        throw .unsupportedNesting(screen: describeScreen(screen), container: containerName(container))
    }
    return controller
}

/// A UIKit container as errors name it: its type, without the address UIKit's descriptions carry.
@MainActor
func containerName(_ container: AnyObject) -> String {
    containerName(type(of: container))
}

/// A UIKit container type as errors and changes name it.
@MainActor
func containerName(_ type: AnyObject.Type) -> String {
    String(describing: type)
}
#endif
