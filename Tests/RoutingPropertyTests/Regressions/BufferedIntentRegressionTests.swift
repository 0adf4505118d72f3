import Testing

/// Shrunk failures the property test found in the library: intents buffered while paused that
/// vanished from the log without an outcome.
@MainActor
@Suite struct BufferedIntentRegressionTests {
    /// A buffered intent is dropped, with a log line, when its coordinator is torn down.
    ///
    /// The inbox buffers `help` while the app is paused; clearing the window tears the inbox down.
    /// The intent used to be logged as received and buffered, then never routed nor dropped.
    @Test func intentBufferedWhilePausedIsLoggedAsDroppedWhenItsCoordinatorIsTornDown() async {
        await expectReplayPasses([
            .pause(coordinator: 0),
            .send(screen: 0, .inbox(.help)),
        ])
    }

    /// A buffered intent is dropped, with a log line, when an earlier buffered one ends its coordinator.
    ///
    /// The detail buffers `close` then `more`; on resume, `close` ends it, and `more` used to be
    /// skipped without a word.
    @Test func intentBufferedBehindOneThatEndsItsCoordinatorIsLoggedAsDroppedOnResume() async {
        await expectReplayPasses([
            .tap(.home(.openTwo)),
            .pause(coordinator: 0),
            .tap(.detail(.close)),
            .tap(.detail(.more)),
            .resume(coordinator: 0),
        ])
    }

    /// Intents buffered by different coordinators of a paused subtree are routed in the order
    /// they arrived, not parents first.
    ///
    /// The inbox buffers a compose (through a deep link) before the app buffers its own; on
    /// resume, the inbox's compose flow must be presented first.
    @Test func intentsBufferedAcrossASubtreeAreRoutedInArrivalOrderOnResume() async {
        await expectReplayPasses([
            .pause(coordinator: 0),
            .deepLink([.inbox(.compose)]),
            .tap(.home(.compose)),
            .resume(coordinator: 0),
        ])
    }
}
