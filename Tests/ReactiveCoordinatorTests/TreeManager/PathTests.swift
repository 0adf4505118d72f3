import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

@MainActor
@Suite struct PathTests {
    @Test func aPathOfSixteenNamesNamesThemAll() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let leaf = try world.startChain(of: 15) { "c\($0)" }
            #expect(leaf.flow.path == (["app"] + (1...15).map { "c\($0)" }).joined(separator: "/"))
            #expect(world.log.events.last?.path == leaf.flow.path)
        }
        world.expectEverythingReleased()
    }

    @Test func aDeeperPathKeepsTheFirstAndLastEightNamesAndCountsTheRestAndNamesTheLastLeftOut() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            var leaf = try world.root(as: NodeCoordinator.self)
            var paths: [String] = []
            for level in 1...30 {
                let next = NodeCoordinator()
                try leaf.flow.startChild(next, named: "c\(level)")
                leaf = next
                paths.append(next.flow.path)
            }
            #expect(paths[16] == "app/c1/c2/c3/c4/c5/c6/c7/…(2 #10)/c10/c11/c12/c13/c14/c15/c16/c17")
            #expect(leaf.flow.path == "app/c1/c2/c3/c4/c5/c6/c7/…(15 #23)/c23/c24/c25/c26/c27/c28/c29/c30")
            #expect(leaf.flow.depth == 30)
            let started = world.log.events.last { event in
                if case .started = event.kind { return true }
                return false
            }
            #expect(started?.path == leaf.flow.path)
        }
        world.expectEverythingReleased()
    }
}
