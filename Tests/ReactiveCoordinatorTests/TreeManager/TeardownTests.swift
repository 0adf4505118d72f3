import ReactiveCoordinator
import ReactiveCoordinatorTesting
import TestSupport
import Testing

@MainActor
@Suite struct TeardownTests {
    @Test func logoutTearsDownASubtreeOfFiftyChildrenFirst() throws {
        let world = Harness { _ in NodeCoordinator(name: "app") }
        try world.start()
        do {
            let main = NodeCoordinator(name: "main")
            try world.tree.root?.startChild(main)
            // `main`, 7 branches and 6 leaves under each branch: 50 coordinators.
            for branch in 0..<7 {
                let node = NodeCoordinator(name: "b\(branch)")
                try main.startChild(node)
                for leaf in 0..<6 {
                    let leafNode = NodeCoordinator(name: "l\(leaf)")
                    world.watch(leafNode, "leaf \(branch).\(leaf)")
                    try node.startChild(leafNode)
                }
            }
            world.watch(main, "main")
            #expect(world.tree.snapshot().nodes.count == 51)
            world.log.skipReceivedEvents()

            main.finish()

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
        let world = Harness { _ in NodeCoordinator(name: "app") }
        try world.start()
        do {
            var leaf = try #require(world.tree.root)
            for _ in 0..<100_000 {
                let next = NodeCoordinator(name: "c")
                try leaf.startChild(next)
                leaf = next
            }
            world.watch(leaf, "deepest")
            #expect(leaf.depth == 100_000)
        }

        world.tree.cancel()

        #expect(world.tree.root == nil)
        world.expectEverythingReleased()
    }

    @Test func aFinishRequestedInsideARouteTakesEffectAfterTheRouteIsLogged() throws {
        let world = Harness { _ in NodeCoordinator(name: "app") }
        try world.start()
        try world.tree.root?.startChild(ComposeCoordinator(holder: world.holder))
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
