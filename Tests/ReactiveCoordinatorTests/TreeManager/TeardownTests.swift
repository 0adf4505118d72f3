import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorTesting
import TestSupport
import Testing

@MainActor
@Suite struct TeardownTests {
    @Test func logoutTearsDownASubtreeOfFiftyChildrenFirst() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let main = NodeCoordinator()
            try world.root(as: NodeCoordinator.self).flow.startChild(main, named: "main")
            // `main`, 7 branches and 6 leaves under each branch: 50 coordinators.
            for branch in 0..<7 {
                let node = NodeCoordinator()
                try main.flow.startChild(node, named: "b\(branch)")
                for leaf in 0..<6 {
                    let leafNode = NodeCoordinator()
                    world.watch(leafNode, "leaf \(branch).\(leaf)")
                    try node.flow.startChild(leafNode, named: "l\(leaf)")
                }
            }
            world.watch(main, "main")
            #expect(world.tree.snapshot().nodes.count == 51)
            world.log.skipReceivedEvents()

            main.flow.finish()

            let teardowns = world.log.events.compactMap { event -> String? in
                if case .tornDown = event.kind { return event.path }
                return nil
            }
            #expect(teardowns.count == 50)
            for (index, path) in teardowns.enumerated() {
                // No coordinator is torn down before any of its descendants.
                #expect(!teardowns[(index + 1)...].contains { $0.hasPrefix(path + "/") })
            }
            #expect(teardowns.last == "app/main")
            #expect(world.tree.root?.children.isEmpty == true)
        }
        #expect(world.tree.leakReport().leaks.isEmpty)
        world.expectEverythingReleased()
    }

    @Test func tearingDownAChain100000DeepDoesNotOverflowTheStack() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let leaf = try world.startChain(of: 100_000)
            world.watch(leaf, "deepest")
            #expect(leaf.flow.depth == 100_000)
        }

        world.tree.cancel()

        #expect(world.tree.root == nil)
        world.expectEverythingReleased()
    }

    /// The subtree a teardown ends is listed by recursion near the root and by a list below 256
    /// levels: either way, each coordinator ends after its children, the newest child's subtree
    /// before its older siblings'.
    @Test func aTeardownEndsTheNewestChildsSubtreeFirstAboveAndBelow256Levels() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let main = NodeCoordinator()
            try world.root(as: NodeCoordinator.self).flow.startChild(main, named: "main")
            try world.startBranchesAcross256Levels(under: main)
            world.log.skipReceivedEvents()

            main.flow.finish()

            let ended = world.log.events.compactMap { event -> String? in
                guard case .tornDown = event.kind else { return nil }
                return event.path.split(separator: "/").last.map(String.init)
            }
            #expect(ended.count == 1 + 4 + 300 + 3)
            #expect(Array(ended.prefix(3)) == ["b2", "b1", "b"])
            #expect(Array(ended.dropFirst(3).prefix(3)) == ["y1", "y", "x"])
            #expect(ended.dropFirst(6).prefix(300).allSatisfy { $0 == "c" })
            #expect(Array(ended.suffix(2)) == ["a", "main"])
        }
        #expect(world.tree.leakReport().leaks.isEmpty)
        world.expectEverythingReleased()
    }

    @Test func aFinishRequestedInsideARouteTakesEffectAfterTheRouteIsLogged() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        try world.root(as: NodeCoordinator.self).flow.startChild(ComposeCoordinator(holder: world.holder))
        world.log.skipReceivedEvents()

        world.tap(ComposeIntent.cancel)

        try world.log.expect([
            "app/compose: intent cancel from TestScreen<ComposeIntent>",
            "app/compose: routed cancel",
            "app/compose: torn down (cancelled)",
            "app: child compose ended: cancelled",
        ])
        world.expectEverythingReleased()
    }
}
