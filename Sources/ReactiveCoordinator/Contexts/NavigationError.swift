/// A navigation operation that a container refused, and why.
///
/// UIKit answers most of these mistakes with a crash (pushing a view controller twice, popping
/// to one that is not on the stack) or with a console warning and nothing on screen (presenting
/// from a view controller that already presents). The headless contexts throw instead, so a
/// coordinator's unit test fails with a reason rather than passing on Linux and breaking on iOS.
///
/// Screens appear as their `String(describing:)` text: an error never keeps a screen alive.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/HeadlessContainerSamples.swift#navigation-error -->
/// ```swift
/// do {
///     try stack.push(detail)
/// } catch .screenAlreadyShown(let screen) {
///     print("\(screen) is already on screen")
/// } catch {
///     print(error)
/// }
/// ```
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The screen is already on the hierarchy (or held by another container), so it cannot be
    /// added again.
    case screenAlreadyShown(screen: String)

    /// The screen an operation starts from (a presenter, or the screen to dismiss from) is not on
    /// the hierarchy.
    case screenNotShown(screen: String)

    /// The screen is not held by the container the operation targets, such as a `pop(to:)` target
    /// missing from the stack.
    case screenNotInContainer(screen: String, container: String)

    /// The presenter's level of the hierarchy already presents a screen, and UIKit shows only one
    /// presentation per presenter.
    case presenterAlreadyPresenting(presenter: String, presented: String)

    /// A pop would remove the root of the stack (or the stack is empty).
    case cannotPopRoot(stack: String)

    /// The index does not name one of the container's tabs.
    case indexOutOfRange(index: Int, count: Int, container: String)

    /// The same screen appears more than once in a list of screens to show.
    case duplicateScreen(screen: String)

    /// The container cannot hold this kind of screen: a stack inside a stack (UIKit crashes), or a
    /// window inside anything.
    case unsupportedNesting(screen: String, container: String)

    /// A dismissal found nothing presented over the screen it was asked from, nor the screen
    /// presented itself: the containers treat it as a no-op; ``Flow/dismiss(from:in:)``
    /// logs it.
    case nothingToDismiss(from: String)

    /// The presenter is the sheet the user is swiping away (an interactive dismissal under way):
    /// presenting over it would be removed with it, as UIKit refuses it too.
    case presenterBeingDismissed(presenter: String)

    /// A sentence that names the screens involved.
    public var description: String {
        switch self {
        case .screenAlreadyShown(let screen):
            "\(screen) is already on the hierarchy"
        case .screenNotShown(let screen):
            "\(screen) is not on the hierarchy"
        case .screenNotInContainer(let screen, let container):
            "\(screen) is not in \(container)"
        case .presenterAlreadyPresenting(let presenter, let presented):
            "\(presenter) cannot present: its level already presents \(presented)"
        case .cannotPopRoot(let stack):
            "\(stack) cannot pop its root screen"
        case .indexOutOfRange(let index, let count, let container):
            "index \(index) is out of range for \(container) with \(count) tabs"
        case .duplicateScreen(let screen):
            "\(screen) appears more than once"
        case .nothingToDismiss(let screen):
            "nothing is presented over \(screen), and it is not presented itself"
        case .presenterBeingDismissed(let presenter):
            "\(presenter) is being swiped away by the user; present over it once the swipe is cancelled, or over "
                + "the screen below it"
        case .unsupportedNesting(let screen, let container):
            "\(container) cannot hold \(screen)"
        }
    }
}
