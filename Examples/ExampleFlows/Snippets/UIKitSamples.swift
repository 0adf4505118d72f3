#if canImport(UIKit)
import ReactiveCoordinator
import ReactiveCoordinatorUIKit
import UIKit

// The UIKit samples of the "Using UIKit" and "Getting started" articles and of the libraries'
// doc comments. Without UIKit (Linux) this file is compiled out; scripts/check-uikit-adapters
// type-checks it against the UIKit stand-in in Tests/UIKitShim.
@MainActor
enum UIKitSamples {
    // A view controller is a screen: it sends intents from its actions. The action captures the
    // controller weakly, since the controller owns it (through its navigation item), and the
    // channel must be owned by the controller alone.
    // snippet: inbox-view-controller
    final class InboxViewController: UIViewController, IntentScreen {
        enum Intent: Sendable {
            case open(id: Int)
            case compose
        }
        let intents = IntentChannel<Intent>()

        override func viewDidLoad() {
            super.viewDidLoad()
            let compose = UIAction { [weak self] _ in self?.intents.send(.compose) }
            navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose, primaryAction: compose)
        }

        private func didSelectMessage(id: Int) {
            intents.send(.open(id: id))
        }
    }
    // end snippet

    // snippet: detail-view-controller
    final class DetailViewController: UIViewController, IntentScreen {
        enum Intent: Sendable { case compose }
        let intents = IntentChannel<Intent>()

        override func viewDidLoad() {
            super.viewDidLoad()
            let compose = UIAction { [weak self] _ in self?.intents.send(.compose) }
            navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose, primaryAction: compose)
        }
    }
    // end snippet

    // The app's scene delegate: the window, and the tree it keeps for as long as the scene lives.
    // snippet: scene-delegate
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private var tree: CoordinatorTree?

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            let tree = CoordinatorTree(
                root: MailAppCoordinator(window: window, makeStack: { UINavigationController() }), named: "app")
            do {
                try tree.start()
            } catch {
                // Only misuse fails here (a root started elsewhere already): say so in debug builds.
                assertionFailure("the app's coordinator tree did not start: \(error)")
            }
            window.makeKeyAndVisible()
            self.window = window
            self.tree = tree
        }
    }
    // end snippet

    /// The mail app in a window, as the getting-started article's last step starts it.
    static func runMail(in window: UIWindow) throws {
        // snippet: app-start
        let app = MailAppCoordinator(window: window, makeStack: { UINavigationController() })
        let tree = CoordinatorTree(root: app, named: "app")
        try tree.start()
        window.makeKeyAndVisible()
        // end snippet
    }

    /// A tabs flow that shows a tab bar controller as the window's root and ends with it.
    final class TabsCoordinator: Coordinator {
        func start(_ flow: Flow<Void>) {}

        func show(
            in window: UIWindow, inboxStack: UINavigationController, settingsStack: UINavigationController,
            flow: Flow<Void>
        ) -> TabBarControllerContext {
            // snippet: tab-bar
            let tabBar = BindableTabBarController()
            let tabs = TabBarControllerContext(tabBar)  // kept in a `let` of the flow to select tabs later
            flow.setTabs([inboxStack, settingsStack], in: tabs)
            flow.setRoot(tabBar, in: window)
            flow.bind(to: tabBar)  // ends when the window drops the tab bar controller
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

        // snippet: report-refused-dismissal
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            presentationController.presentedViewController.reportRefusedDismissal()
        }
        // end snippet
    }

    /// A draft editor's flow in a UIKit window: the window presents the alert as a
    /// `UIAlertController`, and guards the sheet with `isModalInPresentation`.
    final class DraftCoordinator: Coordinator {
        weak var window: UIWindow?

        init(window: UIWindow) {
            self.window = window
        }

        func start(_ flow: Flow<Void>) {
            guard let window, let root = window.rootViewController else { return }
            // snippet: uikit-alert-and-guard
            let editor = DetailViewController()
            flow.present(editor, over: root, in: window)
            flow.guardLeaving(editor, in: window) { [weak editor] attempt in
                guard attempt.gesture != nil || attempt.cause.waitsForAnswer else { return }  // told
                let discard = Alert(
                    title: "Discard this draft?",
                    buttons: [
                        AlertButton("Discard", action: true, role: .destructive),
                        AlertButton("Keep Editing", action: false, role: .cancel),
                    ])
                flow.showAlert(discard, in: window) { outcome in
                    if attempt.cause.waitsForAnswer {  // another flow or a link asked
                        return flow.answer(attempt, with: outcome == .chosen(true) ? .leave : .stay)
                    }
                    guard outcome == .chosen(true), let editor else { return }
                    flow.finish()
                    flow.dismiss(from: editor, in: window)
                }
            }
            // end snippet
        }
    }

    #if !os(tvOS)
    /// A form pushed on a UIKit stack: its back button and back swipe are refused while it is
    /// guarded, and each refusal asks the user with an alert.
    final class ProfileFormCoordinator: Coordinator {
        weak var window: UIWindow?
        weak var stack: UINavigationController?

        init(window: UIWindow, stack: UINavigationController) {
            self.window = window
            self.stack = stack
        }

        func start(_ flow: Flow<Void>) {
            guard let window, let stack else { return }
            // snippet: uikit-stack-guard
            let form = DetailViewController()
            flow.push(form, on: stack)
            // Called on each refused back tap or back swipe.
            flow.guardLeaving(form, in: stack) { [weak form, weak stack] _ in
                let discard = Alert(
                    title: "Discard your changes?",
                    buttons: [
                        AlertButton("Discard", action: true, role: .destructive),
                        AlertButton("Keep Editing", action: false, role: .cancel),
                    ])
                flow.showAlert(discard, in: window) { outcome in
                    guard outcome == .chosen(true), let form, let stack else { return }
                    flow.stopGuardingLeaving(form, in: stack)
                    flow.pop(form, from: stack)
                    flow.finish()
                }
            }
            // end snippet
        }
    }
    #endif
}
#endif
