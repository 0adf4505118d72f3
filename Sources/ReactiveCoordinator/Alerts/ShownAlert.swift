/// An alert while a context shows it: what the user reads, with its actions erased, and the one
/// way its answer goes back to the flow that showed it.
///
/// A flow makes one from an ``Alert`` in ``Flow/showAlert(_:in:)``; an ``AlertContext`` holds it
/// while it is on screen (`HeadlessWindow.shownAlert`) and calls ``resolve(_:)`` once with the
/// user's choice or a dismissal. A UIKit or SwiftUI face builds its `UIAlertController` or
/// `alert` from ``title``, ``message``, ``style`` and ``buttons``.
///
/// <!-- mirrors Tests/ReactiveCoordinatorTests/Alerts/AlertRouteTests.swift#shown-alert -->
/// ```swift
/// let shown = try #require(window.shownAlert)
/// #expect(shown.title == "Discard this draft?")
/// #expect(shown.buttons.map(\.title) == ["Discard", "Keep Editing"])
/// ```
///
/// ## Contract
/// - ``resolve(_:)`` takes effect once: the first resolution wins and later ones are ignored.
///   The flow's handler runs then, on the main actor, and is released right after.
/// - An alert released while unresolved (its context went without removing it) resolves itself
///   as ``AlertDismissal/presenterRemoved``: an awaiting flow never hangs.
/// - It holds no screen and no coordinator: only text, the erased actions, and until it is
///   resolved the flow's handler.
@MainActor
public final class ShownAlert: CustomStringConvertible {
    /// One button as shown: its title, its role and its action, erased.
    public struct Button: Sendable {
        /// What the button reads.
        public let title: String
        /// Its role, if any.
        public let role: AlertButtonRole?
        /// The action it stands for, erased.
        public let action: any Sendable & Hashable

        /// The action, if it is of type `type`.
        ///
        /// - Parameter type: The action type the alert was built with.
        /// - Returns: The action, or `nil` for another type.
        package func action<Action: Sendable & Hashable>(as type: Action.Type) -> Action? {
            action as? Action
        }
    }

    /// How a shown alert ended, as a context reports it.
    public enum Resolution: Sendable, Hashable {
        /// The user tapped the button at this index of ``ShownAlert/buttons``.
        case button(Int)
        /// It went away without a choice.
        case dismissed(AlertDismissal)
    }

    /// The title.
    public let title: String
    /// The text under the title, if any.
    public let message: String?
    /// How a platform shows it.
    public let style: AlertStyle
    /// The buttons, in order.
    public let buttons: [Button]
    /// How it ended, once it has; `nil` while it is shown.
    public private(set) var resolution: Resolution?
    private var onResolution: (@MainActor (Resolution) -> Void)?

    init<Action>(_ alert: Alert<Action>, onResolution: @escaping @MainActor (Resolution) -> Void) {
        title = alert.title
        message = alert.message
        style = alert.style
        buttons = alert.buttons.map { Button(title: $0.title, role: $0.role, action: $0.action) }
        self.onResolution = onResolution
    }

    isolated deinit {
        resolve(.dismissed(.presenterRemoved))
    }

    /// Hands the answer to the flow that showed the alert; only the first call counts.
    ///
    /// Contexts call it after they have taken the alert off screen, so the flow's handler reads
    /// a context without it. A button index out of range is ignored.
    ///
    /// - Parameter resolution: The button the user chose, or why the alert went away.
    public func resolve(_ resolution: Resolution) {
        guard self.resolution == nil, let handler = onResolution else { return }
        if case .button(let index) = resolution, !buttons.indices.contains(index) { return }
        self.resolution = resolution
        onResolution = nil
        handler(resolution)
    }

    /// The index of the first button whose title is `title`.
    ///
    /// - Parameter title: The title to look for.
    /// - Returns: Its index, or `nil`.
    package func buttonIndex(titled title: String) -> Int? {
        buttons.firstIndex { $0.title == title }
    }

    /// The index of the first button carrying `action`.
    ///
    /// - Parameter action: The action to look for.
    /// - Returns: Its index, or `nil`.
    package func buttonIndex<Action: Sendable & Hashable>(for action: Action) -> Int? {
        buttons.firstIndex { $0.action(as: Action.self) == action }
    }

    /// The alert as changes and dumps name it: `alert "Title"` or `dialog "Title"`.
    public nonisolated var description: String {
        MainActor.assumeIsolated { "\(style) \"\(title)\"" }
    }
}

/// A context that shows alerts and confirmation dialogs: a window, or what presents on UIKit.
///
/// `HeadlessWindow` adopts it; a UIKit adapter presents a `UIAlertController` over its top-most
/// view controller.
///
/// ## Contract
/// - At most one alert at a time: showing another while one is shown throws
///   ``NavigationError/presenterAlreadyPresenting(presenter:presented:)``, as UIKit refuses it.
/// - The context calls ``ShownAlert/resolve(_:)`` once the alert is off screen: with the button
///   the user tapped, with ``AlertDismissal/system`` when the system took it away, or with
///   ``AlertDismissal/presenterRemoved`` when what it was shown over went away.
/// - ``dismissAlert(_:reason:)`` of an alert it does not show does nothing.
@MainActor
public protocol AlertContext: NavigationContext {
    /// The alert on screen, if any.
    var shownAlert: ShownAlert? { get }

    /// Shows an alert over the top-most screen.
    ///
    /// - Parameter alert: The alert to show.
    /// - Throws: ``NavigationError`` when it cannot be shown.
    func showAlert(_ alert: ShownAlert) throws(NavigationError)

    /// Takes an alert off screen without a choice and resolves it with `reason`.
    ///
    /// - Parameters:
    ///   - alert: The alert to take away.
    ///   - reason: Why it goes.
    func dismissAlert(_ alert: ShownAlert, reason: AlertDismissal)
}
