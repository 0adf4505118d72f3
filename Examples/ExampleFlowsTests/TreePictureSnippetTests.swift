@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorDiagnostics
import Testing

/// The README's picture snippet: the quick start's tree drawn beside the window it shows in.
@MainActor
@Suite struct TreePictureSnippetTests {
    @Test func theQuickStartTreeDrawsWithAnEdgeFromEachFlowToItsScreen() throws {
        let window = HeadlessWindow()
        try window.setRoot(HeadlessStack())
        let tree = CoordinatorTree(root: InboxCoordinator(stack: try #require(window.root as? HeadlessStack)))
        try tree.start()
        (window.visibleScreen as? InboxScreen)?.intents.send(.open(id: 7))

        // snippet: picture
        let hierarchy = HierarchySnapshot(of: window, coordinators: tree)
        let dot = tree.snapshot().dot(hierarchy: hierarchy)  // for Graphviz: dot -Tsvg
        let mermaid = tree.snapshot().mermaid(hierarchy: hierarchy)  // GitHub draws it in a mermaid block
        // end snippet

        #expect(dot.contains(#"s2 [label="InboxScreen""#) && dot.contains(#"c0 -> s2 [label="bound""#))
        #expect(mermaid.contains(#"s3["MessageScreen"]"#) && mermaid.contains(#"c1 -.->|"bound"| s3"#))
        tree.cancel()
        try window.setRoot(nil)
        #expect(tree.leakReport().alive.isEmpty)
    }
}
