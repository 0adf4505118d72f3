import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorDiagnostics
import Testing

/// A tree snapshot drawn as Graphviz DOT and as Mermaid: the exact text for a small tree, in a
/// stable order.
@MainActor
struct TreePictureTests {
    @Test func dotDrawsTheCoordinatorsTheScreensAndAnEdgeFromEachCoordinatorToItsScreen() throws {
        let world = try Harness.startedForAPicture()
        let (tree, hierarchy) = world.snapshots

        #expect(
            tree.dot(hierarchy: hierarchy) == #"""
                digraph tree {
                    graph [newrank=true, fontname="Helvetica", fontsize=12, nodesep=0.3, ranksep=0.45];
                    node [fontname="Helvetica", fontsize=11];
                    edge [fontname="Helvetica", fontsize=9];
                    subgraph cluster_coordinators {
                        label="coordinators";
                        color="#9aa5b1";
                        c0 [label="app\nactive", shape=box, style="rounded,filled", fillcolor="#d7f0d2"];
                        c1 [label="message\nactive", shape=box, style="rounded,filled", fillcolor="#d7f0d2"];
                    }
                    subgraph cluster_screens {
                        label="screens";
                        color="#9aa5b1";
                        s0 [label="window", shape=box3d, style=filled, fillcolor="#eef3fb", color="#1f5fbf", penwidth=2];
                        s1 [label="stack", shape=tab, style=filled, fillcolor="#eef3fb"];
                        s2 [label="inbox", shape=box, style=filled, fillcolor="#eef3fb"];
                        s3 [label="message 3", shape=box, style=filled, fillcolor="#eef3fb"];
                        s4 [label="compose", shape=box, style=filled, fillcolor="#eef3fb", color="#1f5fbf", penwidth=2];
                    }
                    c0 -> c1;
                    s0 -> s1 [label="root", color="#5a6f8c", fontcolor="#5a6f8c"];
                    s1 -> s2 [color="#5a6f8c", fontcolor="#5a6f8c"];
                    s1 -> s3 [color="#5a6f8c", fontcolor="#5a6f8c"];
                    s0 -> s4 [label="presented", color="#5a6f8c", fontcolor="#5a6f8c"];
                    c0 -> s2 [label="bound", style=dashed, color="#c0392b", fontcolor="#c0392b", constraint=false];
                    c1 -> s3 [label="bound", style=dashed, color="#c0392b", fontcolor="#c0392b", constraint=false];
                    c0 -> s4 [label="routes", style=dotted, color="#7f8c8d", fontcolor="#7f8c8d", constraint=false];
                    {rank=same; c0; s2;}
                    {rank=same; c1; s3;}
                }

                """#)
        world.expectEverythingReleased()
    }

    @Test func mermaidDrawsTheCoordinatorsTheScreensAndAnEdgeFromEachCoordinatorToItsScreen() throws {
        let world = try Harness.startedForAPicture()
        let (tree, hierarchy) = world.snapshots

        #expect(
            tree.mermaid(hierarchy: hierarchy) == #"""
                flowchart TD
                    subgraph coordinators ["coordinators"]
                        direction TB
                        c0("app<br>active")
                        c1("message<br>active")
                    end
                    subgraph screens ["screens"]
                        direction TB
                        s0[/"window"\]
                        s1[["stack"]]
                        s2["inbox"]
                        s3["message 3"]
                        s4["compose"]
                    end
                    c0 --> c1
                    s0 -->|"root"| s1
                    s1 --> s2
                    s1 --> s3
                    s0 -->|"presented"| s4
                    c0 -.->|"bound"| s2
                    c1 -.->|"bound"| s3
                    c0 -.->|"routes"| s4
                    classDef active fill:#d7f0d2,stroke:#2f6b2f
                    class c0,c1 active
                    classDef screen fill:#eef3fb,stroke:#5a6f8c
                    class s0,s1,s2,s3,s4 screen
                    classDef visible stroke:#1f5fbf,stroke-width:3px
                    class s0,s4 visible

                """#)
        world.expectEverythingReleased()
    }

    @Test func withoutAHierarchyEachCoordinatorNamesTheScreensItRoutes() throws {
        let world = try Harness.startedForAPicture()
        let tree = world.tree.snapshot()

        #expect(
            tree.mermaid() == """
                flowchart TD
                    subgraph coordinators ["coordinators"]
                        direction TB
                        c0("app<br>active<br>[LabelledScreen, LabelledScreen]")
                        c1("message<br>active<br>[LabelledScreen]")
                    end
                    c0 --> c1
                    classDef active fill:#d7f0d2,stroke:#2f6b2f
                    class c0,c1 active

                """)
        let dot = tree.dot()
        #expect(dot.contains(#"c0 [label="app\nactive\n[LabelledScreen, LabelledScreen]""#))
        #expect(!dot.contains("cluster_screens") && !dot.contains("rank=same"))
        world.expectEverythingReleased()
    }

    @Test func aPausedTreeIsFilledInItsOwnColour() throws {
        let world = try Harness.startedForAPicture()
        world.tree.root?.pause()
        let (tree, hierarchy) = world.snapshots

        #expect(
            tree.dot(hierarchy: hierarchy).contains(
                ##"c1 [label="message\npaused", shape=box, style="rounded,filled", fillcolor="#fde9b8"];"##))
        #expect(tree.mermaid(hierarchy: hierarchy).contains("    class c0,c1 paused\n"))
        world.expectEverythingReleased()
    }

    @Test func aTreeThatIsNotRunningDrawsAPlaceholderInsteadOfAnEmptyPicture() throws {
        let world = try Harness.startedForAPicture()
        world.tree.cancel()
        let (tree, hierarchy) = world.snapshots

        #expect(tree.dot(hierarchy: hierarchy).contains(#"c0 [label="no coordinator running", shape=plaintext];"#))
        #expect(tree.mermaid().contains(#"c0["no coordinator running"]"#))
        #expect(!tree.dot(hierarchy: hierarchy).contains("bound"), "an ended tree routes nothing")
        world.expectEverythingReleased()
    }

    @Test func twoSessionsPlayedAlikeGiveTheSamePicturesWithChildrenInStartOrder() throws {
        var pictures: [String] = []
        for _ in 0..<2 {
            let world = try Harness.startedForAPicture()
            try world.root(as: DrawnFlow.self).flow.startChild(
                DrawnFlow(screen: "archive") { [weak window = world.window] in
                    try (window?.root as? HeadlessStack)?.push($0)
                }, named: "archive")
            let (tree, hierarchy) = world.snapshots
            pictures.append(tree.dot(hierarchy: hierarchy) + tree.mermaid(hierarchy: hierarchy))
            world.expectEverythingReleased()
        }

        #expect(pictures[0] == pictures[1])
        #expect(pictures[0].contains(#"c1 [label="message\nactive""#))
        #expect(pictures[0].contains(#"c2 [label="archive\nactive""#))
    }
}
