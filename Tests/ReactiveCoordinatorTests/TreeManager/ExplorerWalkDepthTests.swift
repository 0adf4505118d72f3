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
}
