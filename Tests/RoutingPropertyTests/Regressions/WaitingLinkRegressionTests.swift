import Testing

/// A link waiting on a gate held by a coordinator: the gate opens when that coordinator ends
/// (issue 35), and the link is looked at again once the change that ended it has run to its end.
@MainActor
@Suite struct WaitingLinkRegressionTests {
    /// The compose flow is paused, a link waits for it; the user swipes the sheet away: nothing
    /// is paused any more, and the link runs after the swipe.
    @Test func aLinkWaitingOnAPausedSheetRunsWhenTheUserSwipesTheSheetAway() async {
        await expectReplayPasses([
            .tap(.home(.compose)),
            .pause(coordinator: 3),
            .deepLink([.home(.openDetail)]),
            .swipeDown,
        ])
    }

    /// The same link, and the window is cleared instead (the case's end): the sheet's end opens
    /// the gate in the middle of the clearing, which ends the app a moment later, so the link
    /// ends with the tree rather than running into a window being emptied.
    ///
    /// The property test found this (seed 0x6551FCA35343DDFE) when the link was retried at once.
    @Test func aLinkWaitingOnAPausedSheetEndsWithTheTreeWhenTheWindowIsCleared() async {
        await expectReplayPasses([
            .tap(.home(.compose)),
            .pause(coordinator: 3),
            .deepLink([.home(.openDetail)]),
        ])
    }
}
