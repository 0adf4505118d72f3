#if canImport(UIKit) && !os(watchOS)
public import UIKit
public import ReactiveCoordinator

// A column-style `UISplitViewController` (made with `init(style:)`, iOS 14 and later) is a split.
// Classic splits, made without a style, ignore the column API this adapter uses: create the
// split with `UISplitViewController(style: .doubleColumn)`.
//
// Why the contract holds (tested on Linux against `HeadlessSplit`; there this file is only
// type-checked, against a UIKit stand-in):
//
// - `primary` and `secondary` read UIKit's `viewController(for:)`, and the setters call
//   `setViewController(_:for:)`, which releases the column's previous controller. Setting a
//   column to the controller it shows returns before calling UIKit, so it changes nothing.
// - UIKit wraps a column's controller in a navigation controller when it is not one already;
//   `contains(_:)` walks `parent` links, so it finds a controller through that wrapper.
// - When the split collapses, UIKit moves the secondary controller onto the primary column's
//   stack, where the back button can pop it. Whoever UIKit lets go of is released, and the
//   coordinator bound to it ends: the probe does not depend on which column held the screen.

@available(iOS 14.0, tvOS 14.0, *)
extension UISplitViewController: SplitContext {
    /// The primary column's view controller, or `nil` if empty.
    public var primary: AnyObject? {
        viewController(for: .primary)
    }

    /// The secondary column's view controller, or `nil` if empty.
    public var secondary: AnyObject? {
        viewController(for: .secondary)
    }

    /// The secondary column's visible controller, else the primary's, looked into through
    /// stacks, tabs and splits; `nil` when both columns are empty.
    public var visibleScreen: AnyObject? {
        (viewController(for: .secondary) ?? viewController(for: .primary))?.deepestVisibleController
    }

    /// Tells whether a view controller is in either column, directly or nested.
    ///
    /// - Parameter screen: The screen to look for, compared by identity.
    /// - Returns: `true` if the screen is on this split's part of the hierarchy; `false` for the
    ///   split itself.
    public func contains(_ screen: AnyObject) -> Bool {
        guard let controller = screen as? UIViewController, controller !== self else { return false }
        return holdsInContainment(controller)
    }

    /// Replaces the primary column.
    ///
    /// - Parameter screen: A view controller on no hierarchy, or `nil` to empty the column.
    /// - Returns: The description of the replaced controller, or an empty list if none was
    ///   removed.
    /// - Throws: ``NavigationError/screenAlreadyShown(screen:)`` or
    ///   ``NavigationError/unsupportedNesting(screen:container:)``.
    @discardableResult
    public func setPrimary(_ screen: AnyObject?) throws(NavigationError) -> [String] {
        try replaceColumn(.primary, with: screen)
    }

    /// Replaces the secondary column.
    ///
    /// - Parameter screen: A view controller on no hierarchy, or `nil` to empty the column.
    /// - Returns: The description of the replaced controller, or an empty list if none was
    ///   removed.
    /// - Throws: ``NavigationError/screenAlreadyShown(screen:)`` or
    ///   ``NavigationError/unsupportedNesting(screen:container:)``.
    @discardableResult
    public func setSecondary(_ screen: AnyObject?) throws(NavigationError) -> [String] {
        try replaceColumn(.secondary, with: screen)
    }

    private func replaceColumn(_ column: Column, with screen: AnyObject?) throws(NavigationError) -> [String] {
        let old = viewController(for: column)
        guard screen !== old else { return [] }
        var controller: UIViewController?
        if let screen {
            controller = try requireViewController(screen, enteringContainer: self)
        }
        if let controller, controller.isAlreadyShown {
            throw .screenAlreadyShown(screen: describeScreen(controller))
        }
        setViewController(controller, for: column)
        return old.map { [describeScreen($0)] } ?? []
    }
}
#endif
