import ReactiveCoordinatorTesting
import Testing

/// The user's own way back from a back swipe begun with the finger held: lifting it short of the
/// threshold, instead of a fresh app.
@MainActor
@Suite struct HeldGestureWayBackTests {
    @Test func liftingTheFingerShortOfTheThresholdComesBackFromABegunSwipeInsteadOfAFreshApp() async {
        // The states expanded to depth 4 are the states reached in 3 actions.
        let expanded = await LadderApp.explorer().explore(depth: 3)
        let replaying = LadderApp.explorer()
        replaying.usesWaysBack = false
        replaying.maximumParkedApps = 0
        let replayed = await replaying.explore(depth: 4)
        let explorer = LadderApp.explorer()
        explorer.maximumParkedApps = 0
        let report = await explorer.explore(depth: 4)
        #expect(report.findings.isEmpty && report.appsNotReleased == 0, "\(report)")
        #expect(report.statesVisited == replayed.statesVisited && report.transitions == replayed.transitions)
        // The first app, one replay per state expanded, and one more at most, for a swipe
        // completed: every begun swipe came back by lifting the finger, every climb by the back
        // button (without the lift, 4 more apps).
        #expect(report.appsBuilt <= 2 + expanded.statesVisited, "\(report.summary)")
    }
}
