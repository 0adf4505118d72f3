#if canImport(SwiftUI)
public import SwiftUI

/// A `TabView` bound to ``HeadlessTabs``: one tab per screen, and the user's tap on a tab writes
/// the selection back.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/SwiftUIFaceSamples.swift#screen-tab-view -->
/// ```swift
/// ScreenTabView(tabs) { item in MailScreenView(item: item) }
/// ```
///
/// ## Contract
/// - Each tab is tagged with its ``ScreenItem``; a tap selects that tab and tells no
///   coordinator. A tab's stack is usually a ``ScreenStackView``, whose path SwiftUI empties
///   when the user taps the selected tab again.
@MainActor
public struct ScreenTabView<Content: View>: View {
    @Bindable private var tabs: HeadlessTabs
    private let content: (ScreenItem) -> Content

    /// Binds tabs.
    ///
    /// - Parameters:
    ///   - tabs: The tabs to show and write the selection back to.
    ///   - content: The view of each tab's screen.
    public init(_ tabs: HeadlessTabs, @ViewBuilder content: @escaping (ScreenItem) -> Content) {
        self.tabs = tabs
        self.content = content
    }

    /// The `TabView`.
    public var body: some View {
        TabView(selection: $tabs.selection) {
            ForEach(tabs.items) { item in
                content(item).tag(item)
            }
        }
    }
}
#endif
