import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

@MainActor
@Suite struct PathTests {
    @Test func aPathOfSixteenNamesNamesThemAll() throws {
        let world = Harness { _ in NodeCoordinator(name: "app") }
        try world.start()
        do {
            var leaf = try #require(world.tree.root)
            for level in 1...15 {
                let next = NodeCoordinator(name: "c\(level)")
                try leaf.startChild(next)
                leaf = next
            }
            #expect(leaf.path == (["app"] + (1...15).map { "c\($0)" }).joined(separator: "/"))
            #expect(world.log.events.last?.path == leaf.path)
        }
        world.expectEverythingReleased()
    }

    @Test func aDeeperPathKeepsTheFirstAndLastEightNamesAndCountsTheRest() throws {
        let world = Harness { _ in NodeCoordinator(name: "app") }
        try world.start()
        do {
            var leaf = try #require(world.tree.root)
            var paths: [String] = []
            for level in 1...30 {
                let next = NodeCoordinator(name: "c\(level)")
                try leaf.startChild(next)
                leaf = next
                paths.append(next.path)
            }
            #expect(paths[16] == "app/c1/c2/c3/c4/c5/c6/c7/…(2)/c10/c11/c12/c13/c14/c15/c16/c17")
            #expect(leaf.path == "app/c1/c2/c3/c4/c5/c6/c7/…(15)/c23/c24/c25/c26/c27/c28/c29/c30")
            #expect(leaf.depth == 30)
            let started = world.log.events.last { event in
                if case .started = event.kind { return true }
                return false
            }
            #expect(started?.path == leaf.path)
        }
        world.expectEverythingReleased()
    }
}
