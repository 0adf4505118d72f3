#if canImport(SwiftUI)
public import SwiftUI
import ReactiveCoordinator
public import ReactiveCoordinatorHeadless

/// A `NavigationSplitView` showing a ``HeadlessSplit``'s columns: the primary as the sidebar, the
/// secondary as the detail.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/SwiftUIFaceSamples.swift#screen-split-view -->
/// ```swift
/// ScreenSplitView(split) { item in MailScreenView(item: item) }
/// ```
///
/// ## Contract
/// - Both columns follow the split as coordinators fill them. On a collapsed split the back
///   button only shows the sidebar again, and the secondary column stays, as in UIKit; an app
///   whose back button should close the detail binds its sidebar's selection to
///   ``HeadlessSplit/secondaryItem``.
@MainActor
public struct ScreenSplitView<Content: View>: View {
    private let split: HeadlessSplit
    private let content: (ScreenItem) -> Content

    /// Shows a split.
    ///
    /// - Parameters:
    ///   - split: The split whose columns to show.
    ///   - content: The view of each column's screen.
    public init(_ split: HeadlessSplit, @ViewBuilder content: @escaping (ScreenItem) -> Content) {
        self.split = split
        self.content = content
    }

    /// The `NavigationSplitView`.
    public var body: some View {
        NavigationSplitView {
            split.primaryItem.map(content)
        } detail: {
            split.secondaryItem.map(content)
        }
    }
}
#endif
