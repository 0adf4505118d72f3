import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import TestSupport
import Testing

/// The leak report of a tree large enough that the audit keeps the hierarchy's answers in sets,
/// not in a list: each screen is judged as in a small tree.
@MainActor
@Suite struct ManyScreensAuditTests {
    @Test func aLargeTreeReportsExactlyTheFlowsAndScreensOffTheHierarchyItIsGiven() throws {
        let world = Harness.windowed(named: "app") { window in
            ScreenFlow { try window.setRoot($0) }
        }
        try world.start()
        var elsewhere: HeadlessWindow? = HeadlessWindow(name: "elsewhere")
        try elsewhere?.setRoot(TestScreen<FlowIntent>("elsewhere root"))
        do {
            let root = try world.root(as: ScreenFlow.self)
            // Each flow presents its screen over the last one: 30 in the window, 20 elsewhere,
            // 51 coordinators and 51 screens in all, past what the audit keeps in a list.
            var top: AnyObject = try #require(world.window.root)
            for index in 1...30 {
                let flow = ScreenFlow { [window = world.window] screen in
                    try window.present(screen, over: top)
                    top = screen
                }
                try root.flow.startChild(flow, named: "near\(index)")
            }
            var elsewhereTop: AnyObject = try #require(elsewhere?.root)
            for index in 1...20 {
                let flow = ScreenFlow { [weak elsewhere] screen in
                    try #require(elsewhere).present(screen, over: elsewhereTop)
                    elsewhereTop = screen
                }
                try root.flow.startChild(flow, named: "away\(index)")
            }
        }

        let report = world.tree.leakReport(shownIn: world.window)

        #expect(report.alive.count == 102)
        let away = (1...20).map { "app/away\($0)" }
        #expect(report.leaks.map(\.path) == away.flatMap { [$0, $0] })
        for (index, leak) in report.leaks.enumerated() {
            #expect(
                leak.why
                    == (index.isMultiple(of: 2)
                        ? "in the tree, active, but its screen TestScreen<FlowIntent> is off the hierarchy and still "
                            + "referenced"
                        : "routed by \(leak.path), active, but off the hierarchy and still referenced"))
        }
        world.tree.cancel()
        elsewhere = nil
        world.expectEverythingReleased()
    }
}
