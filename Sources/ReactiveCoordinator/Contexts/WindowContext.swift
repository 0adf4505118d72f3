/// A window: the root of a navigation hierarchy.
///
/// Coordinators that start a flow (login, then the main tabs) swap the window's root. Modal
/// presentation lives on ``ModalContext``, which a window usually adopts as well.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/HeadlessContainerSamples.swift#window-context -->
/// ```swift
/// try window.setRoot(mainTabs)  // the login flow's screens are released
/// ```
///
/// ## Contract
/// - Replacing the root releases the old root and everything it holds, and dismisses every
///   presented screen. (UIKit leaves presented view controllers behind when the root changes,
///   which leaks them; an adapter dismisses them first.)
/// - Setting the screen that already is the root changes nothing.
@MainActor
public protocol WindowContext: NavigationContext {
    /// The root screen, or `nil` for an empty window.
    var root: AnyObject? { get }

    /// Replaces the root screen, dismissing everything presented.
    ///
    /// - Parameter screen: The new root, or `nil` to empty the window.
    /// - Returns: Descriptions of the removed screens: presented screens bottom first, then the
    ///   old root.
    /// - Throws: ``NavigationError/screenAlreadyShown(screen:)`` if the screen is elsewhere on
    ///   the hierarchy; ``NavigationError/unsupportedNesting(screen:container:)`` for a window.
    @discardableResult
    func setRoot(_ screen: AnyObject?) throws(NavigationError) -> [String]
}
