/// Tabs: several screens side by side, one of them selected.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/HeadlessContainerSamples.swift#tab-context -->
/// ```swift
/// try tabs.setTabs([inboxStack, settings])
/// try tabs.selectTab(at: 1)
/// try tabs.replaceTab(at: 0, with: newInboxStack)  // the old inbox stack is released
/// ```
///
/// ## Contract
/// - Indices are zero-based; an index that names no tab throws
///   ``NavigationError/indexOutOfRange(index:count:container:)``.
/// - Replacing the tabs keeps the selected screen selected if it stays, and selects the first
///   tab otherwise.
/// - Replacing a tab keeps the selected index.
@MainActor
public protocol TabContext: NavigationContext {
    /// The tabs' screens, in tab bar order.
    var tabs: [AnyObject] { get }

    /// The index of the selected tab, or `nil` when there are no tabs.
    var selectedIndex: Int? { get }

    /// Replaces every tab.
    ///
    /// - Parameter tabs: The new tabs. Screens already tabs here may stay; the others must not be
    ///   on the hierarchy.
    /// - Returns: Descriptions of the screens that are no longer tabs, in their old order.
    /// - Throws: ``NavigationError/duplicateScreen(screen:)``,
    ///   ``NavigationError/screenAlreadyShown(screen:)`` or
    ///   ``NavigationError/unsupportedNesting(screen:container:)``; the tabs are then unchanged.
    @discardableResult
    func setTabs(_ tabs: [AnyObject]) throws(NavigationError) -> [String]

    /// Selects a tab.
    ///
    /// - Parameter index: The tab to select.
    /// - Throws: ``NavigationError/indexOutOfRange(index:count:container:)``.
    func selectTab(at index: Int) throws(NavigationError)

    /// Replaces one tab's screen.
    ///
    /// - Parameters:
    ///   - index: The tab to replace.
    ///   - screen: The new screen; it must not be on the hierarchy. The current screen changes
    ///     nothing.
    /// - Returns: The description of the replaced screen, or an empty list if nothing changed.
    /// - Throws: ``NavigationError/indexOutOfRange(index:count:container:)``,
    ///   ``NavigationError/screenAlreadyShown(screen:)`` or
    ///   ``NavigationError/unsupportedNesting(screen:container:)``.
    @discardableResult
    func replaceTab(at index: Int, with screen: AnyObject) throws(NavigationError) -> [String]
}
