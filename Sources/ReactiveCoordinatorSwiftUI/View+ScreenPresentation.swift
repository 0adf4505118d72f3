#if canImport(SwiftUI)
public import SwiftUI
import ReactiveCoordinator
public import ReactiveCoordinatorHeadless

extension View {
    /// Presents, as a sheet, the screen a ``HeadlessWindow`` presents at a level; the user's
    /// swipe-down writes `nil` back.
    ///
    /// Apply it to the view of the level below: the root's view for level 0, the view of the
    /// screen presented at level 0 for level 1, and so on.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/SwiftUIFaceSamples.swift#screen-sheet -->
    /// ```swift
    /// ScreenStackView(mainStack, content: MailScreenView.init)
    ///     .screenSheet(presentedAt: 0, in: window, content: MailScreenView.init)
    /// ```
    ///
    /// ## Contract
    /// - SwiftUI writes `nil` when the user swipes the sheet down or a view calls `dismiss`: the
    ///   window removes that level and those above, and their coordinators end at once.
    /// - While a flow guards the sheet's screen, or a screen in it
    ///   (``Flow/guardLeaving(_:in:onAttempt:)``), the sheet is `interactiveDismissDisabled`:
    ///   SwiftUI refuses the swipe-down, but, unlike UIKit, does not report it, so the guard's
    ///   handler is not called. Give the screen a button of its own that asks.
    /// - The sheet shows the alerts flows show over it, as ``screenAlerts(in:)`` does over the
    ///   root.
    ///
    /// - Parameters:
    ///   - level: The presentation level, from 0.
    ///   - window: The window whose presentations to show.
    ///   - content: The view of the presented screen.
    /// - Returns: This view, presenting the level's screen.
    public func screenSheet<Content: View>(
        presentedAt level: Int, in window: HeadlessWindow, @ViewBuilder content: @escaping (ScreenItem) -> Content
    ) -> some View {
        sheet(item: window.presentationBinding(at: level)) { item in
            PresentedScreenView(window: window, level: level, item: item, content: content)
        }
    }

    /// Presents, full screen, the screen a ``HeadlessWindow`` presents at a level.
    ///
    /// The same as ``screenSheet(presentedAt:in:content:)``, with a full-screen cover, which
    /// the user cannot swipe down: only a coordinator's dismissal, or a view's `dismiss`
    /// writing `nil`, removes it. It shows the alerts flows show over it.
    ///
    /// - Parameters:
    ///   - level: The presentation level, from 0.
    ///   - window: The window whose presentations to show.
    ///   - content: The view of the presented screen.
    /// - Returns: This view, presenting the level's screen.
    @available(macOS, unavailable)
    public func screenFullScreenCover<Content: View>(
        presentedAt level: Int, in window: HeadlessWindow, @ViewBuilder content: @escaping (ScreenItem) -> Content
    ) -> some View {
        fullScreenCover(item: window.presentationBinding(at: level)) { item in
            PresentedScreenView(window: window, level: level, item: item, content: content)
        }
    }
}

/// A presented screen's view, with the alerts shown over it and its swipe-down refused while it
/// holds a guarded screen.
///
/// A view of its own so that its body, where SwiftUI tracks what it reads, reads the window's
/// alert and guards.
private struct PresentedScreenView<Content: View>: View {
    let window: HeadlessWindow
    let level: Int
    let item: ScreenItem
    let content: (ScreenItem) -> Content

    var body: some View {
        ScreenAlertHost(window: window, depth: level + 1, content: content(item))
            .interactiveDismissDisabled(window.refusesSwipeDown(of: item.screen))
    }
}

extension HeadlessWindow {
    /// The binding both presentation modifiers hand to SwiftUI: the screen at a level, which
    /// SwiftUI sets to `nil` when the user dismisses it.
    fileprivate func presentationBinding(at level: Int) -> Binding<ScreenItem?> {
        @Bindable var window = self
        return $window[presentedAt: level]
    }
}
#endif
