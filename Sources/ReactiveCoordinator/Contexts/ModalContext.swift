/// Modal presentation: a chain of screens, each presented over the one below.
///
/// The chain starts at the root and grows one level per presentation. Any screen on a level can
/// present, and any screen can dismiss, which is how a screen four levels away removes a
/// coordinator's modal without telling it.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/HeadlessContainerSamples.swift#modal-context -->
/// ```swift
/// try modal.present(composeStack, over: inbox)
/// try modal.dismiss(from: composeStack)  // composeStack and everything it holds are released
/// ```
///
/// ## Contract
/// - One presentation per level, as in UIKit: presenting from a level that already presents
///   throws ``NavigationError/presenterAlreadyPresenting(presenter:presented:)``. (UIKit logs a
///   warning and shows nothing; throwing makes the bug visible in tests.) Present over the
///   top-most screen instead.
/// - `dismiss(from:)` follows UIKit: from a screen whose level presents something, it dismisses
///   everything above that level; from a screen on the top-most presented level, it dismisses
///   that level; from the root level with nothing presented, it does nothing.
@MainActor
public protocol ModalContext: NavigationContext {
    /// The presented screens, the first presented over the root, the last on top.
    var presentedScreens: [AnyObject] { get }

    /// Presents a screen over the level that holds the presenter.
    ///
    /// - Parameters:
    ///   - screen: The screen to present; it must not be on the hierarchy yet.
    ///   - presenter: Any screen on the top-most level: a presented screen, the root, or a screen
    ///     nested in either.
    /// - Throws: ``NavigationError/screenNotShown(screen:)`` for a presenter not on the hierarchy;
    ///   ``NavigationError/presenterAlreadyPresenting(presenter:presented:)``;
    ///   ``NavigationError/screenAlreadyShown(screen:)`` or
    ///   ``NavigationError/unsupportedNesting(screen:container:)`` for the presented screen.
    func present(_ screen: AnyObject, over presenter: AnyObject) throws(NavigationError)

    /// Dismisses what a screen presents or, if it presents nothing, the screen's own level.
    ///
    /// - Parameter screen: Any screen on the hierarchy.
    /// - Returns: Descriptions of the dismissed presented screens, bottom first; empty when
    ///   nothing was dismissed.
    /// - Throws: ``NavigationError/screenNotShown(screen:)`` if the screen is not on the
    ///   hierarchy.
    @discardableResult
    func dismiss(from screen: AnyObject) throws(NavigationError) -> [String]
}
