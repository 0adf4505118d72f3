/// A split view: a primary column (usually a list) and a secondary column (its detail).
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/HeadlessContainerSamples.swift#split-context -->
/// ```swift
/// try split.setPrimary(mailboxes)
/// try split.setSecondary(messageStack)  // the previous detail is released
/// ```
///
/// ## Contract
/// - Setting a column to the screen it already shows changes nothing; setting it to `nil`
///   empties it.
/// - The secondary column is the visible one when both are filled, as on a collapsed split.
@MainActor
public protocol SplitContext: NavigationContext {
    /// The primary column's screen, or `nil` if empty.
    var primary: AnyObject? { get }

    /// The secondary column's screen, or `nil` if empty.
    var secondary: AnyObject? { get }

    /// Replaces the primary column.
    ///
    /// - Parameter screen: The new screen, or `nil` to empty the column.
    /// - Returns: The description of the replaced screen, or an empty list if none was removed.
    /// - Throws: ``NavigationError/screenAlreadyShown(screen:)`` or
    ///   ``NavigationError/unsupportedNesting(screen:container:)``.
    @discardableResult
    func setPrimary(_ screen: AnyObject?) throws(NavigationError) -> [String]

    /// Replaces the secondary column.
    ///
    /// - Parameter screen: The new screen, or `nil` to empty the column.
    /// - Returns: The description of the replaced screen, or an empty list if none was removed.
    /// - Throws: ``NavigationError/screenAlreadyShown(screen:)`` or
    ///   ``NavigationError/unsupportedNesting(screen:container:)``.
    @discardableResult
    func setSecondary(_ screen: AnyObject?) throws(NavigationError) -> [String]
}
