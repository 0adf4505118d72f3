import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

/// Each known mistake, seeded into a copy of one flow of the mail app, is found with a shortest
/// sequence of user actions; the app without it has no finding.
@MainActor
@Suite struct SeededMistakeTests {
    @Test func aHandlerThatHoldsItsScreenOnAStackThatDoesNotFinishChannelsIsAZombie() async throws {
        let report = await MailApp.uikitExplorer(.handlerCapturesScreen).explore(depth: 4)
        let finding = try #require(report.findings.first, "\(report)")
        #expect(finding.kind == .zombieCoordinator)
        #expect(
            finding.message.hasPrefix("inbox/message is active, but the screen it is bound to, MessageScreen, is off"))
        #expect(
            finding.actions == [
                .intent(screen: [0], type: "InboxScreen", index: 0, label: "open(id: 1)"),
                .back(stack: []),
            ])
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func theSameFlowWithAWeakCaptureOnThatStackHasNoFinding() async {
        let report = await MailApp.uikitExplorer().explore(depth: 4)
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.isComplete && report.statesVisited == 2, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func aChildKeptInAPropertyAfterItEndedIsALeak() async throws {
        let report = await MailApp.explorer(.childKeptInProperty).explore(depth: 4)
        let finding = try #require(report.findings.first, "\(report)")
        #expect(finding.kind == .leak)
        #expect(
            finding.message
                == "coordinator message at app/main/inbox/message: torn down (screen released) but still referenced")
        // Tapping the selected tab pops its stack: the shortest way to end the message flow.
        #expect(
            finding.actions == [
                .intent(screen: [0], type: "LoginScreen", index: 0, label: "signIn"),
                .intent(screen: [0, 0, 0], type: "InboxScreen", index: 0, label: "open(id: 1)"),
                .selectTab(tabs: [0], index: 0),
            ])
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func aTabsFlowNotBoundToItsTabsOutlivesThemAsAZombie() async throws {
        let report = await MailApp.explorer(.tabsNotBound).explore(depth: 4)
        let finding = try #require(report.findings.first, "\(report)")
        #expect(finding.kind == .zombieCoordinator)
        #expect(
            finding.message
                == "app/main is in the tree, active, but left on nothing: no bound screen, no routed or shown screen "
                + "alive where it put it, no child and no work, so no release, intent or child's end can end it; bind "
                + "it to the screen it shows (bind(to:)), or finish it when its last screen goes")
        #expect(
            finding.actions == [
                .intent(screen: [0], type: "LoginScreen", index: 0, label: "signIn"),
                .selectTab(tabs: [0], index: 1),
                .intent(screen: [0, 1], type: "SettingsScreen", index: 0, label: "signOut"),
            ])
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func cancellingARouteWhoseHandlerHoldsTheLastReferenceToItsScreenDoesNotCrash() throws {
        // Regression: the explorer's first run of the first mistake crashed here. Cancelling the
        // route released the handler, whose screen's channel then ended the very subscription
        // being cancelled, inside its write (an exclusivity violation in MainActorSlot.cancel).
        let app = MailApp.makeInboxOnUIKitLikeStack(with: .handlerCapturesScreen)
        let recorder = EventLogRecorder(app.tree, exhaustivity: .nonExhaustive)
        try app.tree.start()
        let stack = try #require(app.root as? UIKitLikeStack)
        try #require(stack.screens.first as? InboxScreen).intents.send(.open(id: 1))
        try stack.pop()  // UIKit's back: the message's channel does not finish
        try recorder.expect(["inbox/message: started"])
        app.tree.cancel()
        try recorder.expect(["inbox/message: torn down (parent torn down)", "inbox: torn down (cancelled)"])
        recorder.expectEverythingReleased(afterClearing: { try stack.setScreens([]) })
    }
}
