import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

/// The leaks-only check the flow explorer runs after every action reads only the ended
/// coordinators it has not yet found released: these show that it still finds each one held.
@MainActor
@Suite struct EndedCoordinatorLeakCheckTests {
    @Test func anEndedCoordinatorHeldIsALeakAtEveryCheckBeforeAndAfterOthersAreReleased() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        let hierarchy = HeadlessWindow(name: "empty")
        #expect(world.tree.leaks(shownIn: hierarchy).isEmpty)

        var first: NodeCoordinator? = NodeCoordinator()
        try world.root(as: NodeCoordinator.self).flow.startChild(try #require(first), named: "first")
        first?.flow.cancel()
        // Found at each check while held, not only at the first that saw it.
        #expect(world.tree.leaks(shownIn: hierarchy).map(\.path) == ["app/first"])
        #expect(world.tree.leaks(shownIn: hierarchy).map(\.path) == ["app/first"])
        first = nil
        #expect(world.tree.leaks(shownIn: hierarchy).isEmpty)

        // Ended after a check found every earlier one released.
        var second: NodeCoordinator? = NodeCoordinator()
        try world.root(as: NodeCoordinator.self).flow.startChild(try #require(second), named: "second")
        second?.flow.cancel()
        #expect(world.tree.leaks(shownIn: hierarchy).map(\.path) == ["app/second"])

        // One released behind one still held: the held one is still found.
        var third: NodeCoordinator? = NodeCoordinator()
        try world.root(as: NodeCoordinator.self).flow.startChild(try #require(third), named: "third")
        third?.flow.cancel()
        third = nil
        #expect(world.tree.leaks(shownIn: hierarchy).map(\.path) == ["app/second"])
        #expect(world.tree.leakReport().leaks.map(\.path) == ["app/second"])
        second = nil
        #expect(world.tree.leaks(shownIn: hierarchy).isEmpty)
        _ = (first, second, third)
        world.expectEverythingReleased()
    }
}
