import ReactiveCoordinator
import Testing

/// The walk of the running coordinators the flow explorer takes after every action, at every
/// size the tree supports: a chain as deep as a teardown handles does not overflow the stack.
@MainActor
@Suite struct ExplorerWalkDepthTests {
    @Test func theWalkOfTheRunningCoordinatorsOfAChain100000DeepVisitsEachOnceParentsFirst() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        world.watch(try world.startChain(of: 100_000), "deepest")

        var visited = 0
        var deepestPathLength = 0
        var parentsFirst = true
        world.tree.visitRunningCoordinators(
            { path, _, _ in
                parentsFirst = parentsFirst && path.count >= deepestPathLength
                deepestPathLength = path.count
                visited += 1
            },
            screen: { _, _, _ in })

        #expect(visited == 100_001)
        #expect(parentsFirst)
        world.tree.cancel()
        world.expectEverythingReleased()
    }

    /// Deeper than the audit's walk goes by recursion (256), which then takes the rest by list.
    @Test func theLeakReportOfAChain1000DeepListsEachRunningCoordinatorOnceParentsFirst() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        world.watch(try world.startChain(of: 1_000), "deepest")

        let report = world.tree.leakReport()

        #expect(report.leaks.isEmpty)
        let paths = report.alive.filter { $0.kind == .coordinator }.map(\.path)
        #expect(paths.count == 1_001)
        #expect(Set(paths).count == 1_001)
        #expect(zip(paths, paths.dropFirst()).allSatisfy { $0.count <= $1.count })
        world.tree.cancel()
        world.expectEverythingReleased()
    }

    /// The zombie check's walk: each coordinator before its children, the newest child and its
    /// subtree first, by recursion near the root and by a stack below 256 levels alike.
    @Test func theZombieCheckWalkVisitsEachOnceChildrenNewestFirstAboveAndBelow256Levels() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        // In a scope: the coordinators it keeps must go before the release check.
        do {
            let root = try world.root(as: NodeCoordinator.self)
            try world.startBranchesAcross256Levels(under: root)

            var newestFirst: [String] = []
            world.tree.visitFlowsNewestChildFirst { newestFirst.append($0.path) }
            var startOrder: [String] = []
            world.tree.visitRunningCoordinators({ path, _, _ in startOrder.append(path) }, screen: { _, _, _ in })

            #expect(newestFirst.count == 1 + 4 + 300 + 3)
            #expect(Set(newestFirst).count == newestFirst.count)
            #expect(Array(newestFirst.prefix(5)) == ["app", "app/b", "app/b/b2", "app/b/b1", "app/a"])
            #expect(newestFirst.suffix(3).map { $0.split(separator: "/").last.map(String.init) } == ["y", "y1", "x"])
            #expect(startOrder.count == newestFirst.count)
            #expect(Array(startOrder.prefix(2)) == ["app", "app/a"])
            #expect(Array(startOrder.suffix(3)) == ["app/b", "app/b/b1", "app/b/b2"])
            #expect(
                startOrder.dropLast(3).suffix(3).map { $0.split(separator: "/").last.map(String.init) } == [
                    "x", "y", "y1",
                ])
        }
        world.tree.cancel()
        world.expectEverythingReleased()
    }
}
