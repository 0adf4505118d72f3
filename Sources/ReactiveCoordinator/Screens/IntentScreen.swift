/// A screen that publishes typed intents: a view model here, a view controller on iOS.
///
/// Conform by holding an ``IntentChannel`` and sending on it when the user acts. Coordinators
/// subscribe with ``AnyCoordinator/bind(to:whilePaused:route:)`` or
/// ``AnyCoordinator/route(_:whilePaused:to:)``.
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
/// On iOS a view controller is a screen the same way, and sends from its actions:
///
/// ```swift
/// final class DetailViewController: UIViewController, IntentScreen {
///     enum Intent: Sendable { case compose }
///     let intents = IntentChannel<Intent>()
///
///     @objc private func composeTapped() { intents.send(.compose) }
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
