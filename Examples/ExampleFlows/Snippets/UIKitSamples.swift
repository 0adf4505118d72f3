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

    /// A tabs flow that shows a tab bar controller as the window's root and ends with it.
    final class TabsCoordinator: Coordinator<Void> {
        func show(in window: UIWindow, inboxStack: UINavigationController, settingsStack: UINavigationController)
            -> TabBarControllerContext
        {
            // snippet: tab-bar
            let tabBar = BindableTabBarController()
            let tabs = TabBarControllerContext(tabBar)  // kept in a `let` of the flow to select tabs later
            setTabs([inboxStack, settingsStack], in: tabs)
            setRoot(tabBar, in: window)
            bind(to: tabBar)  // ends when the window drops the tab bar controller
            // end snippet
            return tabs
        }
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
