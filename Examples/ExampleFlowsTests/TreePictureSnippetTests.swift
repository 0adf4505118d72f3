@testable import ExampleFlows
import ReactiveCoordinator
import Testing

/// The README's picture snippet: the quick start's tree drawn with its stack beside it.
@MainActor
@Suite struct TreePictureSnippetTests {
    @Test func theQuickStartTreeDrawsWithAnEdgeFromEachFlowToItsScreen() throws {
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: InboxCoordinator(stack: stack))
        try tree.start()
        (stack.screens.last as? InboxScreen)?.intents.send(.open(id: 7))

        // snippet: picture
        let hierarchy = HierarchySnapshot(of: stack, coordinators: tree)
        let dot = tree.snapshot().dot(hierarchy: hierarchy)  // for Graphviz: dot -Tsvg
        let mermaid = tree.snapshot().mermaid(hierarchy: hierarchy)  // GitHub draws it in a mermaid block
        // end snippet

        #expect(dot.contains(#"s1 [label="InboxScreen""#) && dot.contains(#"c0 -> s1 [label="bound""#))
        #expect(mermaid.contains(#"s2["MessageScreen"]"#) && mermaid.contains(#"c1 -.->|"bound"| s2"#))
        tree.cancel()
        try stack.setScreens([])
        #expect(tree.leakReport().alive.isEmpty)
    }
}
