import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

@MainActor
struct AlertRouteTests {
    private func draft(in window: HeadlessWindow) throws -> DraftScreen {
        try #require(window.presentedScreens.last as? DraftScreen)
    }

    @Test func awaitedAlertReturnsTheTappedButtonsTypedAction() async throws {
        let (window, tree, log, outcomes) = try startMailApp(usesCallback: false)
        try draft(in: window).intents.send(.close)
        await tree.settle()
        do {
            // snippet: shown-alert
            let shown = try #require(window.shownAlert)
            #expect(shown.title == "Discard this draft?")
            #expect(shown.buttons.map(\.title) == ["Discard", "Keep Editing"])
            // end snippet
            #expect(shown.message == "Your changes will be lost.")
            #expect(shown.style == .alert)
            #expect(shown.buttons.map(\.role) == [.destructive, .cancel])
            #expect(shown.buttons.map { $0.action(as: DraftChoice.self) } == [.discard, .keep])
            log.watch(shown, "the alert")
        }

        // snippet: user-taps
        #expect(window.userTaps(button: "Keep Editing"))
        await tree.settle()
        #expect(window.shownAlert == nil)
        // end snippet
        #expect(outcomes.outcomes == [.chosen(.keep)])
        try log.expect(
            closeShowsTheAlert + [
                "app/draft: \"Discard this draft?\": user chose \"Keep Editing\" (keep)"
            ])
        #expect(window.presentedScreens.count == 1, "keep editing leaves the draft")

        try draft(in: window).intents.send(.close)
        await tree.settle()
        #expect(window.userTaps(button: DraftChoice.discard))
        await tree.settle()
        #expect(outcomes.outcomes == [.chosen(.keep), .chosen(.discard)])
        try log.expect(
            closeShowsTheAlert + [
                "app/draft: \"Discard this draft?\": user chose \"Discard\" (discard)",
                "app/draft: torn down (finished)",
                "app: child draft finished with ()",
            ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func callbackFormHandsOverTheChoiceOnce() throws {
        let (window, tree, log, outcomes) = try startMailApp(usesCallback: true)
        defer { withExtendedLifetime(tree) {} }
        try draft(in: window).intents.send(.close)
        do {
            let shown = try #require(window.shownAlert)
            log.watch(shown, "the alert")
            #expect(window.userTaps(button: DraftChoice.discard))
            #expect(!window.userTaps(button: DraftChoice.discard), "the alert is gone")
            #expect(outcomes.outcomes == [.chosen(.discard)])
            shown.resolve(.button(1))
            #expect(outcomes.outcomes == [.chosen(.discard)], "only the first resolution counts")
        }
        try log.expect([
            "app/draft: intent close from DraftScreen",
            "app/draft: shows alert \"Discard this draft?\"",
            "app/draft: routed close",
            "app/draft: \"Discard this draft?\": user chose \"Discard\" (discard)",
            "app/draft: torn down (finished)",
            "app: child draft finished with ()",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func systemDismissalIsATypedOutcome() async throws {
        let (window, tree, log, outcomes) = try startMailApp(usesCallback: false)
        try draft(in: window).intents.send(.close)
        await tree.settle()
        #expect(window.systemDismissesAlert())
        #expect(!window.systemDismissesAlert(), "nothing left to dismiss")
        await tree.settle()
        #expect(outcomes.outcomes == [.dismissed(.system)])
        #expect(window.presentedScreens.count == 1)
        try log.expect(
            closeShowsTheAlert + [
                "app/draft: \"Discard this draft?\" went away: dismissed by the system"
            ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func awaitReturnsWhenTheFlowEndsFirst() async throws {
        let (window, tree, log, outcomes) = try startMailApp(usesCallback: true)
        try draft(in: window).intents.send(.close)
        log.watch(try #require(window.shownAlert), "the alert")
        log.skipReceivedEvents()
        tree.cancel()
        #expect(window.shownAlert == nil, "the ending flow takes its alert away")
        #expect(outcomes.outcomes == [.dismissed(.flowEnded)])
        try log.expect([
            "app/draft: \"Discard this draft?\" went away: its flow ended",
            "app/draft: torn down (parent torn down)",
            "app: child draft ended: parent torn down",
            "app: torn down (cancelled)",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func awaitingTaskResumesWhenItsFlowIsCancelled() async throws {
        let (window, tree, log, outcomes) = try startMailApp(usesCallback: false)
        try draft(in: window).intents.send(.close)
        await tree.settle()
        #expect(window.shownAlert != nil)
        tree.cancel()
        await tree.settle()
        #expect(window.shownAlert == nil)
        #expect(outcomes.outcomes == [.dismissed(.flowEnded)])
        log.skipReceivedEvents()
        log.expectEverythingReleased(clearing: window)
    }

    @Test func droppingWhatTheAlertCoversDismissesItWithTheReason() throws {
        let (window, tree, log, outcomes) = try startMailApp(usesCallback: true)
        defer { withExtendedLifetime(tree) {} }
        try draft(in: window).intents.send(.close)
        try window.dismiss(from: try #require(window.root))
        #expect(window.shownAlert == nil)
        #expect(outcomes.outcomes == [.dismissed(.presenterRemoved)])
        try log.expect([
            "app/draft: intent close from DraftScreen",
            "app/draft: shows alert \"Discard this draft?\"",
            "app/draft: routed close",
            "app/draft: \"Discard this draft?\" went away: its presenter went away",
            "app/draft: torn down (screen released)",
            "app: child draft ended: screen released",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func anAlertCoversTheWindowUntilItIsAnswered() throws {
        let (window, tree, log, _) = try startMailApp(usesCallback: true)
        defer { withExtendedLifetime(tree) {} }
        try draft(in: window).intents.send(.close)
        #expect(window.userSwipesDown() == nil)
        #expect(window.beginInteractiveDismissal() == nil)
        #expect(throws: NavigationError.self) { try window.present(AlertInboxScreen(), over: try draft(in: window)) }
        #expect(window.presentedScreens.count == 1)
        #expect(window.userTaps(button: "Keep Editing"))
        log.skipReceivedEvents()
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aSecondAlertWaitsForTheFirstAndShowsOnceItIsAnswered() throws {
        let window = HeadlessWindow()
        let outcomes = OutcomeLog<DraftChoice>()
        let tree = CoordinatorTree(
            root: MailAppCoordinator(window: window, log: outcomes, usesCallback: true), named: "app")
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()
        try self.draft(in: window).intents.send(.close)
        log.skipReceivedEvents()
        // A second flow's alert while the first shows waits for the first's answer, in order.
        let other = OutcomeLog<DraftChoice>()
        let saveAlert = Alert(title: "Save the other draft?", buttons: [AlertButton("Save", action: DraftChoice.keep)])
        let second = CoordinatorTree(root: LoneAlertCoordinator(window: window, alert: saveAlert, log: other))
        let secondLog = EventLogRecorder(second)
        try second.start()
        #expect(other.outcomes.isEmpty)
        #expect(window.shownAlert?.title == "Discard this draft?")
        try secondLog.expect([
            "loneAlert: started",
            "loneAlert: show alert \"Save the other draft?\": waits for alert \"Discard this draft?\"",
        ])

        #expect(window.userTaps(button: "Keep Editing"))
        #expect(outcomes.outcomes == [.chosen(.keep)])
        #expect(window.shownAlert?.title == "Save the other draft?")
        try secondLog.expect([
            "loneAlert: show alert \"Save the other draft?\": applied",
            "loneAlert: shows alert \"Save the other draft?\"",
        ])
        #expect(window.userTaps(button: "Save"))
        #expect(other.outcomes == [.chosen(.keep)])
        try secondLog.expect(["loneAlert: \"Save the other draft?\": user chose \"Save\" (keep)"])
        second.cancel()
        secondLog.skipReceivedEvents()
        log.skipReceivedEvents()
        secondLog.expectEverythingReleased()
        log.expectEverythingReleased(clearing: window)
    }

    @Test func anAlertWaitingWhenItsFlowEndsGoesAwayAsFlowEndedAndIsLoggedCancelled() throws {
        let (window, tree, log, _) = try startMailApp(usesCallback: true)
        try draft(in: window).intents.send(.close)
        let other = OutcomeLog<DraftChoice>()
        let second = CoordinatorTree(root: LoneAlertCoordinator(window: window, alert: discardAlert, log: other))
        let secondLog = EventLogRecorder(second)
        try second.start()
        secondLog.skipReceivedEvents()

        second.cancel()
        #expect(other.outcomes == [.dismissed(.flowEnded)])
        try secondLog.expect([
            "loneAlert: show alert \"Discard this draft?\": cancelled: its flow ended",
            "loneAlert: torn down (cancelled)",
        ])
        // Its turn never comes: answering the first shows nothing more.
        #expect(window.userTaps(button: "Keep Editing"))
        #expect(window.shownAlert == nil)
        #expect(other.outcomes == [.dismissed(.flowEnded)])
        tree.cancel()
        log.skipReceivedEvents()
        secondLog.expectEverythingReleased()
        log.expectEverythingReleased(clearing: window)
    }

    @Test func anAlertWithoutButtonsIsRefusedAndLogged() throws {
        let window = HeadlessWindow()
        let empty = OutcomeLog<DraftChoice>()
        let third = CoordinatorTree(
            root: LoneAlertCoordinator(window: window, alert: Alert(title: "Nothing", buttons: []), log: empty))
        let thirdLog = EventLogRecorder(third)
        try third.start()
        #expect(empty.outcomes == [.dismissed(.notShown)])
        try thirdLog.expect([
            "loneAlert: started",
            "loneAlert: REJECTED show alert \"Nothing\": an alert needs a button; give it one with the cancel role",
        ])
        third.cancel()
        thirdLog.skipReceivedEvents()
        thirdLog.expectEverythingReleased(clearing: window)
    }
}

/// Shows one alert as it starts, and stays running.
@MainActor
final class LoneAlertCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    let alert: Alert<DraftChoice>
    let log: OutcomeLog<DraftChoice>

    init(window: HeadlessWindow, alert: Alert<DraftChoice>, log: OutcomeLog<DraftChoice>) {
        self.window = window
        self.alert = alert
        self.log = log
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        flow.showAlert(alert, in: window) { self.log.outcomes.append($0) }
    }
}

/// The close that shows the alert from the flow's work: with `Task.immediate` the work shows
/// it before the route is logged; below iOS 26 (or with the fallbacks forced) the work starts
/// on the next turn, after it.
private var closeShowsTheAlert: [String] {
    let intent = "app/draft: intent close from DraftScreen"
    let shows = "app/draft: shows alert \"Discard this draft?\""
    let routed = "app/draft: routed close"
    return WorkStart.current == .immediately ? [intent, shows, routed] : [intent, routed, shows]
}
