import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorDiagnostics
import Testing

/// The samples in the doc comments of the pictures, compiled and checked against what they
/// claim to print.
@MainActor
struct PictureDocumentationTests {
    /// The samples' world: `inbox`, bound to the inbox screen at the bottom of the window's stack.
    private func inboxWorld() throws -> Harness {
        let world = Harness.windowed(named: "inbox") { window in
            DrawnFlow(screen: "inbox") { [weak window] screen in
                let stack = HeadlessStack(name: "stack")
                try window?.setRoot(stack)
                try stack.push(screen)
            }
        }
        try world.start()
        return world
    }

    @Test func hierarchySnapshotSamplePrintsEachNodeWithTheCoordinatorsBoundToIt() throws {
        let world = try inboxWorld()
        let (window, tree) = (world.window, world.tree!)
        var printed: [String] = []
        func print(_ line: String, _ paths: [String]) { printed.append("\(line) \(paths)") }

        let hierarchy = HierarchySnapshot(of: window, coordinators: tree)
        for node in hierarchy.nodes {
            print(String(repeating: "  ", count: node.depth) + node.name, node.boundBy)
        }

        #expect(printed == ["window []", "  stack []", "    inbox [\"inbox\"]"])
        world.expectEverythingReleased()
    }

    @Test func dotAndMermaidSamplesDrawTheBindingTheyShow() throws {
        let world = try inboxWorld()
        let (window, tree) = (world.window, world.tree!)

        let dot = tree.snapshot().dot(hierarchy: HierarchySnapshot(of: window, coordinators: tree))
        let mermaid = tree.snapshot().mermaid(hierarchy: HierarchySnapshot(of: window, coordinators: tree))

        #expect(dot.hasPrefix("digraph tree {\n"))
        #expect(dot.contains(##"    c0 -> s2 [label="bound", style=dashed, color="#c0392b", "##))
        #expect(mermaid.hasPrefix("flowchart TD\n    subgraph coordinators [\"coordinators\"]\n"))
        #expect(mermaid.contains("        c0(\"inbox<br>active\")\n"))
        #expect(mermaid.contains("    c0 -.->|\"bound\"| s2\n"))
        world.expectEverythingReleased()
    }
}
