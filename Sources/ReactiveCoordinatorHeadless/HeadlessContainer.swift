public import ReactiveCoordinator

/// What the headless containers (``HeadlessWindow``, ``HeadlessStack``, ``HeadlessTabs``,
/// ``HeadlessSplit``) answer about their part of the hierarchy, for tests and the demo to read.
///
/// Queries look into nested containers and presented levels. The visible path follows the
/// top-most presented screen, else the root; the top of a stack; the selected tab; and a
/// split's secondary column, else its primary column.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/HeadlessContainerSamples.swift#container -->
/// ```swift
/// let stack = HeadlessStack()
/// try stack.push(inbox)
/// print(stack.visiblePath)  // "stack > inbox"
/// ```
///
/// The library's four containers adopt it. Adopt `NavigationContext` for a container of your
/// own: a type of yours that adopted this protocol would answer as an empty container.
@MainActor
public protocol HeadlessContainer: NavigationContext {}

extension HeadlessContainer {
    private var node: (any HeadlessNode)? {
        headlessNode(self)
    }

    /// The screen the user sees: the deepest screen on the visible path, looking into
    /// containers; `nil` when the container shows nothing.
    public var visibleScreen: AnyObject? {
        node?.deepestVisibleScreen
    }

    /// Every screen in this container, nested ones included, depth first, each container before
    /// what it holds: a window's root level first, then each presented level; tabs in tab
    /// order; a split's primary column first.
    public var allScreens: [AnyObject] {
        node?.screensInOrder ?? []
    }

    /// The path to the visible screen, such as `window > modal[1 of 1] > stack > compose` or
    /// `tabs[1 of 3] > stack > detail` (tabs are counted from one, as a person reads a tab bar).
    public var visiblePath: String {
        node?.visiblePathText ?? ""
    }

    /// The container and everything it holds as indented text, one screen per line; a window's
    /// presented levels are labelled `presented:`, a split's columns `primary:` and `secondary:`.
    public var hierarchyDescription: String {
        node?.dumpText ?? ""
    }

    /// Tells whether a screen is held by this container, directly, nested in a container, or
    /// presented, selected or not.
    ///
    /// - Parameter screen: The screen to look for, compared by identity.
    /// - Returns: `true` if the screen is on this container's part of the hierarchy.
    public func contains(_ screen: AnyObject) -> Bool {
        node?.holds(screen) ?? false
    }
}
