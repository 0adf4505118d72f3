import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// The user's own way back after selecting another tab, when the tab left holds a pushed stack.
@MainActor
@Suite struct TabWayBackTests {
    /// The gallery's tabs (a stack of pictures, an about screen), with pictures pushed and no
    /// sheet or link, and no app kept for later: each state's expansion builds one app, and any
    /// other app built is a way back that did not work.
    private func explorer() -> FlowExplorer {
        let explorer = FlowExplorer {
            let window = HeadlessWindow()
            let tree = CoordinatorTree(root: GalleryCoordinator(window: window, mistake: nil), named: "gallery")
            return ExploredApp(tree: tree, root: window)
        }
        explorer.intents(of: GalleryScreen.self) { _ in [.open] }
        explorer.maximumParkedApps = 0
        return explorer
    }

    @Test func selectingAnotherTabOverAPushedStackComesBackByTheTabBeforeInsteadOfAFreshApp() async {
        // The states expanded to depth 2 are the states reached in 1 action: the gallery, a
        // picture pushed on it, the about tab.
        let expanded = await explorer().explore(depth: 1)
        let report = await explorer().explore(depth: 2)
        #expect(report.findings.isEmpty && report.appsNotReleased == 0, "\(report)")
        #expect(report.statesVisited > expanded.statesVisited)
        // The first app, then one replay per state expanded: every action that left a state came
        // back, the tab switches away from the pushed pictures by selecting the gallery's tab again.
        #expect(report.appsBuilt == 1 + expanded.statesVisited, "\(report.summary)")
    }
}
