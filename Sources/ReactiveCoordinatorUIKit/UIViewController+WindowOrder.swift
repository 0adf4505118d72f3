#if canImport(UIKit) && !os(watchOS)
public import UIKit
import ReactiveCoordinator

// The changes asked of the containers of one window wait in one queue and apply in the order
// asked (issue 35): a navigation controller names the window its view is in (`viewIfLoaded`, so
// that asking never loads a view), a window itself. One not in a window yet is its own.

extension UINavigationController: WindowOrderedContext {
    package var windowForOrdering: AnyObject { viewIfLoaded?.window ?? self }
}

extension UIWindow: WindowOrderedContext {
    package var windowForOrdering: AnyObject { self }
}
#endif
