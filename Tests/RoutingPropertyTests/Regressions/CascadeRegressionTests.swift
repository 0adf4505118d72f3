import Testing

/// Shrunk failures found after merging "the first end wins": a cascade's own screen releases
/// were refused as second ends.
@MainActor
@Suite struct CascadeRegressionTests {
    /// Screens released by a teardown under way do not count as second ends.
    ///
    /// Finishing the first detail flow tears its subtree down; the flows' `didEnd` pops their
    /// screens, whose release reached coordinators already marked as ending, and each logged a
    /// `REJECTED end (screen released)` that no user asked for.
    @Test func screensReleasedByATeardownUnderWayAreNotRejectedAsSecondEnds() async {
        await expectReplayPasses([
            .tap(.home(.openDetail)),
            .tap(.detail(.moreTwice)),
            .pause(coordinator: 3),
            .send(screen: 0, .detail(.moreTwice)),
            .pause(coordinator: 1),
            .tap(.detail(.moreTwice)),
            .resume(coordinator: 1),
            .finish(coordinator: 0, cancel: false),
        ])
    }
}
