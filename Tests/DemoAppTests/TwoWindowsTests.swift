import DemoApp
import Testing

/// The two-windows scenario: two scenes of the mail app, one closed while the other goes on.
@MainActor
@Suite struct TwoWindowsTests {
    @Test func theClosedScenesFlowsEndWithItsReasonAndNothingLeaksInEitherScene() {
        var lines: [String] = []
        let leaked = TwoWindows.run { lines.append($0) }
        #expect(!leaked)
        #expect(lines.last == "nothing leaked in either scene")
        let closing = lines.firstIndex { $0.hasPrefix("# the user closes the left scene") } ?? lines.endIndex
        let goesOn = lines.firstIndex { $0 == "# the right scene goes on:" } ?? lines.endIndex
        // Between the two, only the left scene's flows end, the root with the scene's reason.
        let leftEnds = lines[closing..<goesOn].dropFirst()
        #expect(leftEnds.allSatisfy { $0.contains("[left]") })
        #expect(leftEnds.last?.hasSuffix("[left] app torn down (scene closed)") == true)
        #expect(
            lines[goesOn...].dropFirst().prefix(4) == [
                "  app active", "  app/main active", "  app/main/inbox active", "  app/main/settings active",
            ])
        #expect(
            lines.filter { $0.hasPrefix("# leak report of scene") } == [
                "# leak report of scene left", "# leak report of scene right",
            ])
        #expect(lines.filter { $0 == "  no leaks" }.count == 2)
    }
}
