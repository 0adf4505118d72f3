#if canImport(SwiftUI)
public import SwiftUI

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
    ///
    /// - Parameters:
    ///   - level: The presentation level, from 0.
    ///   - window: The window whose presentations to show.
    ///   - content: The view of the presented screen.
    /// - Returns: This view, presenting the level's screen.
    public func screenSheet<Content: View>(
        presentedAt level: Int, in window: HeadlessWindow, @ViewBuilder content: @escaping (ScreenItem) -> Content
    ) -> some View {
        sheet(item: window.presentationBinding(at: level), content: content)
    }

    /// Presents, full screen, the screen a ``HeadlessWindow`` presents at a level.
    ///
    /// The same as ``screenSheet(presentedAt:in:content:)``, with a full-screen cover, which
    /// the user cannot swipe down: only a coordinator's dismissal, or a view's `dismiss`
    /// writing `nil`, removes it.
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
        fullScreenCover(item: window.presentationBinding(at: level), content: content)
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
