#if canImport(SwiftUI)
public import SwiftUI
import ReactiveCoordinator
public import ReactiveCoordinatorHeadless

/// A `TabView` bound to ``HeadlessTabs``: one tab per screen, labelled with its title, and the
/// user's tap on a tab writes the selection back.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/SwiftUIFaceSamples.swift#screen-tab-view -->
/// ```swift
/// ScreenTabView(tabs) { item in MailScreenView(item: item) }
/// ```
///
/// ## Contract
/// - Each tab is labelled with its title in ``HeadlessTabs/titles`` (the one its coordinator gave
///   it with ``HeadlessTabs/setTitle(_:forTabAt:)``, else its screen's description) and selected
///   by its ``ScreenItem``; a tap selects that tab and tells no coordinator. A tab's stack is
///   usually a ``ScreenStackView``, whose path SwiftUI empties when the user taps the selected
///   tab again.
/// - Where SwiftUI has `Tab` (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2), the tabs are
///   `Tab`s; below, each tab's view carries its label in `tabItem(_:)`, under the `TabView`
///   initialiser that `Tab` replaces.
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
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            TabView(selection: $tabs.selection) {
                ForEach(tabs.items) { item in
                    Tab(value: Optional(item)) {
                        content(item)
                    } label: {
                        Text(tabs.title(of: item.screen))
                    }
                }
            }
        } else {
            TabView(selection: $tabs.selection) {
                ForEach(tabs.items) { item in
                    content(item)
                        .tabItem { Text(tabs.title(of: item.screen)) }
                        .tag(Optional(item))
                }
            }
        }
    }
}
#endif
