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
}
