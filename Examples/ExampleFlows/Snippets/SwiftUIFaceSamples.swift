#if canImport(SwiftUI)
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorSwiftUI
import SwiftUI

// The SwiftUI samples of the containers' bindings, the SwiftUI face and the "Using SwiftUI"
// article. Without SwiftUI (Linux) this file is compiled out; scripts/check-swiftui-face
// type-checks it against the SwiftUI stand-in in Tests/SwiftUIShim. The views named in the
// samples (a view per screen, one view that maps any screen) are declared here.
enum SwiftUIFaceSamples {
    /// A user's view for any screen model, as the containers' samples use it.
    struct ScreenView: View {
        let screen: AnyObject?
        init(_ screen: AnyObject?) { self.screen = screen }
        var body: some View { EmptyView() }
    }

    /// The view at the root of a window.
    struct RootView: View {
        let model: AnyObject
        var body: some View { EmptyView() }
    }

    struct InboxView: View {
        let model: InboxScreen
        var body: some View { EmptyView() }
    }

    struct MessageView: View {
        let model: MessageScreen
        var body: some View { EmptyView() }
    }

    // snippet: mail-screen-view
    struct MailScreenView: View {
        let item: ScreenItem

        var body: some View {
            item.screen(as: InboxScreen.self).map(InboxView.init)
            item.screen(as: MessageScreen.self).map(MessageView.init)
        }
    }
    // end snippet

    /// The containers bound by hand, as their bindings' samples show.
    @MainActor
    struct BoundContainers {
        @Bindable var stack: HeadlessStack
        @Bindable var tabs: HeadlessTabs
        @Bindable var window: HeadlessWindow
        let split: HeadlessSplit
        let root: AnyObject

        var splitView: some View {
            // snippet: split-binding
            NavigationSplitView {
                ScreenView(split.primary)
            } detail: {
                ScreenView(split.secondary)
            }
            // end snippet
        }

        var stackView: some View {
            // snippet: stack-binding
            NavigationStack(path: $stack.path) {
                ScreenView(stack.screens[0])
                    .navigationDestination(for: ScreenItem.self) { ScreenView($0.screen) }
            }
            // end snippet
        }

        var tabView: some View {
            // snippet: tabs-binding
            TabView(selection: $tabs.selection) {
                ForEach(tabs.items) { item in
                    ScreenView(item.screen).tag(Optional(item))
                }
            }
            // end snippet
        }

        var rootView: some View {
            // snippet: window-binding
            RootView(model: root)
                .sheet(item: $window[presentedAt: 0]) { ScreenView($0.screen) }
            // end snippet
        }
    }

    /// One function from an item to its view, with `if` instead of `map`.
    struct ItemViews {
        // snippet: screen-item
        @ViewBuilder func view(for item: ScreenItem) -> some View {
            if let inbox = item.screen(as: InboxScreen.self) {
                InboxView(model: inbox)
            } else if let message = item.screen(as: MessageScreen.self) {
                MessageView(model: message)
            }
        }
        // end snippet
    }

    /// The face's views, each given the one mapping function.
    @MainActor
    struct FaceViews {
        let stack: HeadlessStack
        let inboxStack: HeadlessStack
        let mainStack: HeadlessStack
        let tabs: HeadlessTabs
        let split: HeadlessSplit
        let window: HeadlessWindow

        var splitView: some View {
            // snippet: screen-split-view
            ScreenSplitView(split) { item in MailScreenView(item: item) }
            // end snippet
        }

        var stackView: some View {
            // snippet: screen-stack-view
            ScreenStackView(inboxStack) { item in
                MailScreenView(item: item)  // switches over item.screen(as:)
            }
            // end snippet
        }

        var tabView: some View {
            // snippet: screen-tab-view
            ScreenTabView(tabs) { item in MailScreenView(item: item) }
            // end snippet
        }

        var sheetView: some View {
            // snippet: screen-sheet
            ScreenStackView(mainStack, content: MailScreenView.init)
                .screenSheet(presentedAt: 0, in: window, content: MailScreenView.init)
            // end snippet
        }

        var alertsView: some View {
            // snippet: screen-alerts
            ScreenStackView(mainStack, content: MailScreenView.init)
                .screenAlerts(in: window)
                .screenSheet(presentedAt: 0, in: window, content: MailScreenView.init)
            // end snippet
        }

        var everywhere: some View {
            // snippet: pass-everywhere
            ScreenStackView(stack, content: MailScreenView.init)
                .screenSheet(presentedAt: 0, in: window, content: MailScreenView.init)
            // end snippet
        }
    }
}
#endif
