import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A screen on a flow's container that nobody routes is a leak once it sent an intent that went
/// nowhere, however many other screens kept intents for a first route before it, and whether
/// their routes came or not.
@MainActor
@Suite struct UnroutedScreenAuditTests {
    @Test func aScreenNobodyRoutesIsReportedAfterOtherScreensKeptIntentsTheirRoutesTookLater() throws {
        let stack = HeadlessStack()
        let world = Harness(named: "app") { _ in
            ScreenFlow { try stack.push($0) }
        }
        try world.start()
        let app = try world.root(as: ScreenFlow.self).flow
        // Two screens tap before their routes come, and their routes take what they kept.
        for title in ["early", "earlier"] {
            let screen = TestScreen<FlowIntent>(title)
            screen.tap(.next)
            screen.tap(.next)
            app.push(screen, on: stack)
            app.route(screen) { _ in .handled }
        }
        #expect(world.tree.leakReport().leaks.isEmpty)

        // A screen pushed through the stack's own API, routed by nobody, taps.
        do {
            let orphan = TestScreen<FlowIntent>("orphan")
            try stack.push(orphan)
            #expect(world.tree.leakReport().leaks.isEmpty, "it sent nothing yet: harmless")
            orphan.tap(.done)
            let leaks = world.tree.leakReport().leaks
            #expect(leaks.map(\.name) == ["TestScreen<FlowIntent>"])
            #expect(
                leaks.first?.why.hasPrefix("shown in HeadlessStack, which app shows, but routed by no coordinator")
                    == true)

            // Its route comes: nothing is left to report.
            app.route(orphan) { _ in .handled }
            #expect(world.tree.leakReport().leaks.isEmpty)
        }
        _ = try stack.setScreens([])
        world.expectEverythingReleased()
    }
}
