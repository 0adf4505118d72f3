// Must pass the availability step of scripts/check-swiftui-face: the same `Tab` use as
// SwiftUIUnguarded.swift, inside a declaration marked with the version set that has it.
import SwiftUI

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor
func labelledTabs(selection: Binding<Int>) -> some View {
    TabView(selection: selection) {
        Tab(value: 0) { Text("Inbox") } label: { Text("Inbox") }
    }
}
