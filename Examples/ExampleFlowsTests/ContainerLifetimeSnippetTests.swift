@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// The sample of `Flow.bind(to:)`: a tabs flow that lives as long as its tabs.
@MainActor
@Suite struct ContainerLifetimeSnippetTests {
    @Test func tabsFlowEndsWhenTheWindowDropsItsTabs() throws {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(
            root: ContainerLifetime.MailTabsCoordinator(user: "ada", window: window), named: "tabs")
        let log = EventLogRecorder(tree)
        try tree.start()
        try log.expect([
            "tabs: started",
            "tabs: bound to HeadlessTabs",
            "tabs: routes AccountScreen",
        ])
        #expect(window.visiblePath.hasPrefix("window > tabs[1 of 2] > "))

        _ = try window.setRoot(nil)  // whoever replaced the root: the tabs flow was not told

        // What the tabs hold ends first, then the flow bound to the tabs.
        try log.expect([
            "tabs: screen AccountScreen released",
            "tabs: torn down (screen released)",
        ])
        #expect(window.allScreens.isEmpty)
        log.expectEverythingReleased(clearing: window)
    }
}
