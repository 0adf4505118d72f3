/// A screen that publishes typed intents: a view model here, a view controller on iOS.
///
/// Conform by holding an ``IntentChannel`` and sending on it when the user acts. Coordinators
/// subscribe with ``Flow/bind(to:whilePaused:route:)`` or
/// ``Flow/route(_:whilePaused:to:)``.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#detail-screen -->
/// ```swift
/// @MainActor
/// final class DetailScreen: IntentScreen {
///     enum Intent: Sendable { case compose }
///     let intents = IntentChannel<Intent>()
/// }
/// ```
///
/// On iOS a view controller is a screen the same way, and sends from its actions, which capture
/// it weakly (it owns them):
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/UIKitSamples.swift#detail-view-controller -->
/// ```swift
/// final class DetailViewController: UIViewController, IntentScreen {
///     enum Intent: Sendable { case compose }
///     let intents = IntentChannel<Intent>()
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         let compose = UIAction { [weak self] _ in self?.intents.send(.compose) }
///         navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose, primaryAction: compose)
///     }
/// }
/// ```
///
/// Keep the channel in a `let` that nothing else holds: then it is released with the screen,
/// whoever released the screen (the back button, a swipe-down, a dismissal from anywhere), and
/// its stream's finish ends the coordinator bound to the screen.
@MainActor
public protocol IntentScreen: AnyObject {
    /// What the user can ask for on this screen.
    associatedtype Intent: Sendable

    /// The screen's channel; it must be owned by the screen alone so that it ends with it.
    var intents: IntentChannel<Intent> { get }
}
