#if canImport(UIKit) && !os(watchOS)
public import UIKit
public import ReactiveCoordinator

/// A `UINavigationController` whose life a coordinator can bind to with
/// ``Flow/bind(to:)``.
///
/// UIKit's containers are not screens: nothing in them finishes when UIKit lets go of them.
/// This subclass adds what a screen has, an ``IntentChannel`` held in a `let`, publishing
/// nothing. When the navigation controller is deallocated (the window replaced its root, its
/// presenter dismissed it, the user swiped it away), the channel goes with it, its stream
/// finishes, and the coordinator bound to it ends with ``TeardownReason/screenReleased``. Use
/// it for a flow that owns a whole stack: a presented compose stack, a tab's stack. A subclass
/// of your own that adopts ``IntentScreen`` the same way works the same.
///
/// ## Contract
/// - Hold it weakly everywhere but in the hierarchy: only its release ends the bound flow, so a
///   coordinator that holds it strongly keeps it, and itself, running after UIKit drops it;
///   ``CoordinatorTree/leakReport(shownIn:)`` then reports that flow, its container off the
///   hierarchy and still referenced.
/// - Everything else is `UINavigationController`'s own behaviour.
@MainActor
open class BindableNavigationController: UINavigationController, IntentScreen {
    /// The navigation controller's life: it publishes nothing, and finishes when the navigation
    /// controller is deallocated.
    public let intents = IntentChannel<Never>()
}
#endif
