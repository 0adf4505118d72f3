/// A navigation stack: screens pushed on top of each other, with a back button.
///
/// The user's back button pops the top screen and tells no coordinator: a coordinator learns
/// that its screen is gone only because the stack released it.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/HeadlessContainerSamples.swift#stack-context -->
/// ```swift
/// try stack.push(inbox)
/// try stack.push(detail)
/// try stack.pop()  // detail is released
/// ```
///
/// ## Contract
/// - The bottom screen is the root and cannot be popped.
/// - A screen can be on a hierarchy once: pushing a screen that is already shown throws (UIKit
///   crashes). A stack cannot be pushed onto a stack.
/// - Removed screens are returned as descriptions, never as objects, so that nothing but the
///   caller's own references keeps them alive.
@MainActor
public protocol StackContext: NavigationContext {
    /// The screens, root first, top last.
    var screens: [AnyObject] { get }

    /// Pushes a screen on top of the stack.
    ///
    /// - Parameter screen: The screen to show; it must not be on the hierarchy yet.
    /// - Throws: ``NavigationError/screenAlreadyShown(screen:)`` or
    ///   ``NavigationError/unsupportedNesting(screen:container:)``.
    func push(_ screen: AnyObject) throws(NavigationError)

    /// Pops the top screen.
    ///
    /// - Returns: The description of the popped screen.
    /// - Throws: ``NavigationError/cannotPopRoot(stack:)`` when the stack holds one screen or none.
    @discardableResult
    func pop() throws(NavigationError) -> String

    /// Pops every screen above the given one.
    ///
    /// - Parameter screen: The screen to return to; popping to the top screen changes nothing.
    /// - Returns: Descriptions of the popped screens, bottom first.
    /// - Throws: ``NavigationError/screenNotInContainer(screen:container:)`` if the screen is not
    ///   in this stack.
    @discardableResult
    func pop(to screen: AnyObject) throws(NavigationError) -> [String]

    /// Pops every screen above the root.
    ///
    /// - Returns: Descriptions of the popped screens, bottom first; empty for a stack of one.
    @discardableResult
    func popToRoot() -> [String]

    /// Replaces the whole stack.
    ///
    /// Screens already in this stack may stay, in any order; the others must not be on the
    /// hierarchy.
    ///
    /// - Parameter screens: The new screens, root first. An empty list empties the stack.
    /// - Returns: Descriptions of the screens that left the stack, in their old order.
    /// - Throws: ``NavigationError/duplicateScreen(screen:)``,
    ///   ``NavigationError/screenAlreadyShown(screen:)`` or
    ///   ``NavigationError/unsupportedNesting(screen:container:)``; the stack is then unchanged.
    @discardableResult
    func setScreens(_ screens: [AnyObject]) throws(NavigationError) -> [String]
}
