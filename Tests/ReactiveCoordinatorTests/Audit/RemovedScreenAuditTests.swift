import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// The default leak report, with no hierarchy given, still names a screen a container removed
/// while something else keeps it alive.
@MainActor
@Suite struct RemovedScreenAuditTests {
    @Test func screenRemovedFromItsStackButStillAliveIsALeakInTheDefaultReport() throws {
        let stack = HeadlessStack()
        let world = Harness(named: "app") { _ in
            ScreenFlow { try stack.push($0) }
        }
        try world.start()
        var kept: TestScreen<FlowIntent>? = TestScreen<FlowIntent>("detail")
        do {
            let app = try world.root(as: ScreenFlow.self).flow
            app.push(try #require(kept), on: stack)
            app.route(try #require(kept)) { _ in .handled }
        }

        _ = try stack.pop()  // Back; a cache of the app's own keeps the screen

        let leaks = world.tree.leakReport().leaks
        #expect(leaks.map(\.name) == ["TestScreen<FlowIntent>"])
        #expect(
            leaks.first?.why
                == "removed from the hierarchy (its intents finished) but still referenced: something other "
                + "than the hierarchy holds it (a route handler capturing it, a cache, a variable)")
        kept = nil
        #expect(world.tree.leakReport().leaks.isEmpty)
        _ = kept
        _ = try stack.setScreens([])
        world.expectEverythingReleased()
    }
}
