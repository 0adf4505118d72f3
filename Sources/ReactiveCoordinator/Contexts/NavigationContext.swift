/// What every navigation container answers: does it show a screen, and which screen is on top.
///
/// A screen is any object: a view model in headless tests, a view controller on iOS. Containers
/// are screens too, so a stack can be a tab, a split column or a presented modal. The more
/// specific contexts (``WindowContext``, ``StackContext``, ``ModalContext``, ``TabContext``,
/// ``SplitContext``) refine this protocol with the operations a coordinator drives.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/HeadlessContainerSamples.swift#navigation-context -->
/// ```swift
/// func isStillShown(_ screen: AnyObject, in context: any NavigationContext) -> Bool {
///     context.contains(screen)
/// }
/// ```
///
/// ## Contract
/// - Containers own their screens strongly; a coordinator should hold both its context and its
///   screens weakly, so that a screen removed from the hierarchy is released.
/// - Queries look through nested containers and presented modals, never stopping at the first
///   level.
@MainActor
public protocol NavigationContext: AnyObject {
    /// The screen the user sees: the deepest screen on the visible path, or `nil` when empty.
    ///
    /// The visible path follows the top-most presented screen, else the root; the top of a
    /// stack; the selected tab; and a split's secondary column, else its primary column.
    var visibleScreen: AnyObject? { get }

    /// Tells whether a screen is held by this container, directly or through nested containers
    /// and presented modals.
    ///
    /// - Parameter screen: The screen to look for, compared by identity.
    /// - Returns: `true` if the screen is on this container's part of the hierarchy. A container
    ///   does not contain itself.
    func contains(_ screen: AnyObject) -> Bool
}
