#if canImport(SwiftUI)
public import SwiftUI
import ReactiveCoordinator
public import ReactiveCoordinatorHeadless

extension View {
    /// Shows the alerts and confirmation dialogs that flows show over a ``HeadlessWindow``'s root.
    ///
    /// Apply it once, to the root's view. The sheets and covers of
    /// ``screenSheet(presentedAt:in:content:)`` and
    /// ``screenFullScreenCover(presentedAt:in:content:)`` show the alerts shown over them by
    /// themselves: SwiftUI shows an alert only from the top-most presentation, so each level
    /// carries its own.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/SwiftUIFaceSamples.swift#screen-alerts -->
    /// ```swift
    /// ScreenStackView(mainStack, content: MailScreenView.init)
    ///     .screenAlerts(in: window)
    ///     .screenSheet(presentedAt: 0, in: window, content: MailScreenView.init)
    /// ```
    ///
    /// ## Contract
    /// - An ``Alert`` in the ``AlertStyle/alert`` style is SwiftUI's `alert`, one in the
    ///   ``AlertStyle/confirmationDialog`` style its `confirmationDialog`, with the title
    ///   visible. Each button is a `Button` with the role of its ``AlertButtonRole``.
    /// - A tapped button answers the flow with its action, as
    ///   ``HeadlessWindow/userTaps(button:)`` does, and is logged as `alert answered`.
    /// - SwiftUI taking the alert away with no button of ours tapped (a dialog's own Cancel, a
    ///   tap outside its popover) is ``AlertDismissal/system``. The flow's next alert, shown from
    ///   the answer's handler, is not taken away with the one answered.
    ///
    /// - Parameter window: The window whose alerts to show.
    /// - Returns: This view, showing the alerts shown over the window's root.
    public func screenAlerts(in window: HeadlessWindow) -> some View {
        ScreenAlertHost(window: window, depth: 0, content: self)
    }
}

/// A view with the alert and the dialog the window shows at one presentation depth.
///
/// A view of its own so that its body, where SwiftUI tracks what it reads, reads the window's
/// alert.
struct ScreenAlertHost<Content: View>: View {
    let window: HeadlessWindow
    /// 0 over the root, `n` over the screen presented at level `n - 1`.
    let depth: Int
    let content: Content

    var body: some View {
        let alert = AlertPresentation(in: window, atDepth: depth, style: .alert)
        let dialog = AlertPresentation(in: window, atDepth: depth, style: .confirmationDialog)
        content
            .alert(Text(alert?.title ?? ""), isPresented: isPresented(alert), presenting: alert) {
                Self.buttons(of: $0)
            } message: {
                Self.message(of: $0)
            }
            .confirmationDialog(
                Text(dialog?.title ?? ""), isPresented: isPresented(dialog), titleVisibility: .visible,
                presenting: dialog
            ) {
                Self.buttons(of: $0)
            } message: {
                Self.message(of: $0)
            }
    }

    /// True while the window shows the presentation's alert; SwiftUI's `false` with no button
    /// tapped is a system dismissal of that alert, and of no later one.
    private func isPresented(_ presentation: AlertPresentation?) -> Binding<Bool> {
        Binding {
            presentation?.isPresented ?? false
        } set: { isPresented in
            if !isPresented { presentation?.dismissedWithoutChoice() }
        }
    }

    @ViewBuilder
    private static func buttons(of presentation: AlertPresentation) -> some View {
        ForEach(presentation.buttons) { button in
            Button(button.title, role: button.role.map(ButtonRole.init)) {
                presentation.tap(button)
            }
        }
    }

    @ViewBuilder
    private static func message(of presentation: AlertPresentation) -> some View {
        if let message = presentation.message {
            Text(message)
        }
    }
}

extension ButtonRole {
    /// SwiftUI's role of an alert button's role.
    fileprivate init(_ role: AlertButtonRole) {
        switch role {
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}
#endif
