#if canImport(UIKit)
import ReactiveCoordinator
import UIKit

// The UIKit samples of the "Using UIKit" and "Getting started" articles and of the UIKit
// adapters' doc comments. Without UIKit (Linux) this file is compiled out;
// scripts/check-uikit-adapters type-checks it against the UIKit stand-in in Tests/UIKitShim.
@MainActor
enum UIKitSamples {
    /// The mail app in a window, as the getting-started article's last step starts it.
    static func runMail(in window: UIWindow) throws {
        // snippet: app-start
        let tree = CoordinatorTree(root: MailAppCoordinator(window: window, makeStack: { UINavigationController() }))
        try tree.start()
        window.makeKeyAndVisible()
        // end snippet
    }

    static func tabs(in window: UIWindow, inboxStack: UINavigationController, settingsStack: UINavigationController)
        throws
    {
        // snippet: tab-bar
        let tabBar = UITabBarController()
        let tabs = TabBarControllerContext(tabBar)
        try tabs.setTabs([inboxStack, settingsStack])
        try window.setRoot(tabBar)
        // end snippet
    }

    /// A navigation controller's delegate that keeps the interactive swipes' changes.
    @MainActor
    final class NavigationDelegate {
        var log: [NavigationChange] = []

        // snippet: report-pop
        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController,
            animated: Bool
        ) {
            navigationController.reportInteractivePop { change in self.log.append(change) }
        }
        // end snippet
    }

    /// A presentation controller's delegate that keeps the interactive drags' changes.
    @MainActor
    final class PresentationDelegate {
        var log: [NavigationChange] = []

        // snippet: report-dismissal
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            presentationController.presentedViewController.reportInteractiveDismissal { self.log.append($0) }
        }
        // end snippet
    }
}
#endif
