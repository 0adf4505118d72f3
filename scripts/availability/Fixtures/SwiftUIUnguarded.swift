// Must fail the availability step of scripts/check-swiftui-face, compiled against the SwiftUI
// stand-in: `Tab` and TabView's `@TabContentBuilder` initialiser are iOS 18 / macOS 15 /
// tvOS 18 / watchOS 11 / visionOS 2 there, above the floor, and nothing here is inside
// `#available`. The check must name each symbol of the EXPECT lines.
import SwiftUI

// EXPECT: Tab
// EXPECT: Tab.init
// EXPECT: TabView.init

@MainActor
func labelledTabs(selection: Binding<Int>) -> some View {
    TabView(selection: selection) {
        Tab(value: 0) { Text("Inbox") } label: { Text("Inbox") }
    }
}
