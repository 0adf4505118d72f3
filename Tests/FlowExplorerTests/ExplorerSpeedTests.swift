import DemoApp
import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

/// How fast the explorer walks the demo's mail app.
///
/// The tests print the numbers and assert no time: run
/// `swift test -c release --filter ExplorerSpeedTests` to measure.
@MainActor
@Suite struct ExplorerSpeedTests {
    @Test func theDemoAppHasNoFindingToDepthFourAndTheSpeedIsPrinted() async {
        let report = await DemoExplorer.make().explore(depth: 4)
        print("explore demo depth 4: \(report.summary)")
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.statesVisited > 100 && report.bytesPerState > 0, "\(report)")
        #expect(report.appsNotReleased == 0)
    }

    @Test func theDemoAppHasNoFindingToDepthSix() async {
        let report = await DemoExplorer.make().explore(depth: 6)
        print("explore demo depth 6: \(report.summary)")
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.depthReached == 6 && report.appsNotReleased == 0, "\(report)")
    }

    @Test func waysBackAndKeptAppsVisitTheSameStatesAsReplayingEachPath() async {
        let replaying = DemoExplorer.make()
        replaying.usesWaysBack = false
        replaying.maximumParkedApps = 0
        let slow = await replaying.explore(depth: 4)
        let fast = await DemoExplorer.make().explore(depth: 4)
        #expect(slow.waysBack == 0 && fast.waysBack > 0)
        #expect(fast.appsBuilt < slow.appsBuilt, "\(fast.summary) vs \(slow.summary)")
        #expect(fast.statesVisited == slow.statesVisited && fast.transitions == slow.transitions)
        #expect(fast.findings.isEmpty && slow.findings.isEmpty)
        #expect(fast.appsNotReleased == 0 && slow.appsNotReleased == 0)
    }
}
