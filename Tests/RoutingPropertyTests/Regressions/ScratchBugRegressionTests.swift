import Testing

/// The shrunk lists that caught deliberately broken libraries (tried on scratch changes, never
/// committed), kept so that the same breakage fails fast and by name.
@MainActor
@Suite struct ScratchBugRegressionTests {
    /// A swiped-down modal is released, and the flow bound to it ends.
    ///
    /// Caught a window that kept swiped-away screens alive: the compose flow kept running with
    /// its screen off the hierarchy.
    @Test func swipingDownAModalEndsTheFlowShowingIt() async {
        await expectReplayPasses([
            .tap(.home(.compose)),
            .swipeDown,
        ])
    }

    /// Clearing the window of a freshly started app tears the tabs' flows down before the app.
    ///
    /// Caught a teardown that skipped the subtree, and one that ran parents first.
    @Test func clearingTheWindowTearsDownChildrenBeforeTheApp() async {
        await expectReplayPasses([])
    }

    /// Cancelling a flow with a child ends the child first, then the flow, each once.
    @Test func cancellingAFlowWithAChildTearsDownTheChildFirst() async {
        await expectReplayPasses([
            .tap(.home(.openTwo)),
            .finish(coordinator: 0, cancel: true),
        ])
    }
}
