import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import TestSupport
import Testing

/// The leaks-only check the flow explorer runs after every action reads each routed screen's
/// weak reference where the audit keeps it: these show that it finds each screen held after its
/// flow ended, at every check, before and after another is released, and none once all are.
@MainActor
@Suite struct RoutedScreenLeakCheckTests {
    @Test func routedScreensHeldAfterTheirFlowsEndedAreLeaksAtEveryCheckUntilReleased() throws {
        let world = Harness.windowed(named: "app") { window in
            ScreenFlow { try window.setRoot($0) }
        }
        try world.start()
        #expect(world.tree.leaks(shownIn: world.window).isEmpty)

        // A flow that presents a screen over the root, ends, and whose screen something outside
        // the hierarchy keeps (a cache, a cycle) once the window dismissed it.
        func keptScreen(named name: String) throws -> AnyObject? {
            var flow: ScreenFlow? = ScreenFlow { [weak window = world.window] screen in
                try window?.present(screen, over: try #require(window?.root))
            }
            try world.root(as: ScreenFlow.self).flow.startChild(try #require(flow), named: name)
            let kept: AnyObject? = flow?.screen
            flow?.flow.cancel()
            flow = nil
            _ = try world.window.dismiss(from: try #require(world.window.root))
            return kept
        }
        var first = try keptScreen(named: "first")
        #expect(world.tree.leaks(shownIn: world.window).map(\.path) == ["app/first"])
        #expect(world.tree.leaks(shownIn: world.window).map(\.path) == ["app/first"])
        var second = try keptScreen(named: "second")
        #expect(world.tree.leaks(shownIn: world.window).map(\.path) == ["app/first", "app/second"])

        // One released before the one still held: the held one is still found.
        first = nil
        #expect(world.tree.leaks(shownIn: world.window).map(\.path) == ["app/second"])
        #expect(world.tree.leakReport(shownIn: world.window).leaks.map(\.path) == ["app/second"])
        second = nil
        #expect(world.tree.leaks(shownIn: world.window).isEmpty)
        _ = (first, second)
        world.expectEverythingReleased()
    }
}
