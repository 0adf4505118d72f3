package import ReactiveCoordinator

/// The alert or dialog a ``HeadlessWindow`` shows at one presentation depth, as the SwiftUI face
/// hands it to `alert(_:isPresented:presenting:actions:message:)` or `confirmationDialog`: made
/// when a view's body runs, kept apart from SwiftUI so that what the face writes back runs, and
/// is tested, on every platform.
///
/// It keeps the alert it was made for. SwiftUI runs a button's action and then writes `false`
/// to `isPresented`; by then the action's flow may have shown its next alert, which that `false`
/// must not dismiss. So a write reaches only the alert the view showed.
///
/// ## Contract
/// - ``isPresented`` is true while the window still shows the alert this was made for.
/// - ``tap(_:)`` answers that alert with the button, as ``HeadlessWindow/userTaps(button:)``
///   does; a second tap, or a tap after the alert went, does nothing.
/// - ``dismissedWithoutChoice()`` (SwiftUI writing `false` with no button tapped: a dialog's
///   popover tapped outside, the dialog's own Cancel) resolves that alert as
///   `AlertDismissal.system`; it does nothing once the alert was answered or went.
@MainActor
package struct AlertPresentation: Sendable {
    /// One button, identified by its place, as SwiftUI's `ForEach` lists it.
    package struct Button: Identifiable, Sendable {
        /// The button's index in the alert.
        package let id: Int
        /// What it reads.
        package let title: String
        /// Its role, if any.
        package let role: AlertButtonRole?
    }

    private let window: HeadlessWindow
    /// The alert this presentation was made for.
    package let alert: ShownAlert

    /// The alert `window` shows at `depth` in `style`, if it shows one there.
    ///
    /// - Parameters:
    ///   - window: The window.
    ///   - depth: 0 for an alert over the root, `n` for one over the screen presented at level
    ///     `n - 1`.
    ///   - style: The style the modifier shows.
    package init?(in window: HeadlessWindow, atDepth depth: Int, style: AlertStyle) {
        guard let alert = window.shownAlert, window.alertLevel == depth, alert.style == style else { return nil }
        self.window = window
        self.alert = alert
    }

    /// The title.
    package var title: String { alert.title }
    /// The message, if any.
    package var message: String? { alert.message }
    /// The buttons, in order.
    package var buttons: [Button] {
        alert.buttons.enumerated().map { Button(id: $0.offset, title: $0.element.title, role: $0.element.role) }
    }

    /// Whether the window still shows this alert.
    package var isPresented: Bool {
        window.shownAlert === alert
    }

    /// The user tapped `button`: takes the alert off screen and hands its action to the flow.
    ///
    /// - Parameter button: One of ``buttons``.
    package func tap(_ button: Button) {
        window.answer(alert, buttonAt: button.id)
    }

    /// SwiftUI took the alert away with no button tapped: a system dismissal, if it is still shown.
    package func dismissedWithoutChoice() {
        window.dismissAlert(alert, reason: .system)
    }
}
