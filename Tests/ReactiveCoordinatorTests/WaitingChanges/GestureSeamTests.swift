import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// Where the refusal of a gesture while another holds the window's touch meets the rest.
///
/// Several scenes, a flow's own changes and awaited work asked mid-gesture, guards and their
/// alerts, a scene closed with the finger down. Written as an app's tests would be.
@MainActor
@Suite struct GestureSeamTests {
    @MainActor
    final class Screen: IntentScreen {
        enum Intent: Sendable { case open, more, keep, load }
        let intents = IntentChannel<Intent>()
    }

    /// What the flows under test saw: their change outcomes and guard attempts.
    @MainActor
    final class Seen {
        var outcomes: [String] = []
        var attempts: [String] = []
        /// What the inbox's loading task awaits: the test opens it to let the load finish.
        let loaded = TaskGate()
        /// How many times the loading task went on past the gate.
        var loadsPastTheGate = 0
    }

    /// A message pushed on the stack and bound to it; `.more` pushes a detail through
    /// `flow.apply(_:onOutcome:)`, counting its outcomes; `.keep` guards the message: the guard
    /// asks, and Discard finishes the flow and pops the message.
    @MainActor
    final class MessageFlow: Coordinator {
        weak var window: HeadlessWindow?
        weak var stack: HeadlessStack?
        let seen: Seen
        init(window: HeadlessWindow, stack: HeadlessStack, seen: Seen) {
            self.window = window
            self.stack = stack
            self.seen = seen
        }

        func start(_ flow: Flow<Void>) {
            guard let window, let stack else { return flow.cancel() }
            let message = Screen()
            flow.push(message, on: stack)
            flow.handle(message) { [weak message, seen] intent in
                guard let message else { return }
                switch intent {
                case .more: flow.apply(.push(Screen(), on: stack)) { seen.outcomes.append("\($0)") }
                case .keep: Self.guardMessage(message, on: stack, in: window, flow: flow, seen: seen)
                case .open, .load: break
                }
            }
        }

        private static func guardMessage(
            _ message: Screen, on stack: HeadlessStack, in window: HeadlessWindow, flow: Flow<Void>, seen: Seen
        ) {
            flow.guardLeaving(message, in: stack) { [weak message] attempt in
                seen.attempts.append("\(attempt.cause)")
                flow.showAlert(discardAlert, in: window) { outcome in
                    seen.outcomes.append("alert: \(outcome)")
                    guard outcome == .chosen(.discard), let message else { return }
                    flow.finish()
                    flow.apply(.pop(message, from: stack)) { seen.outcomes.append("pop: \($0)") }
                }
            }
        }
    }

    /// A stack at the window's root with the inbox; `.open` starts a message flow.
    @MainActor
    final class InboxFlow: Coordinator {
        weak var window: HeadlessWindow?
        let seen: Seen
        init(window: HeadlessWindow, seen: Seen = Seen()) {
            self.window = window
            self.seen = seen
        }

        func start(_ flow: Flow<Void>) {
            guard let window else { return flow.cancel() }
            let stack = HeadlessStack()
            let inbox = Screen()
            guard flow.setRoot(stack, in: window), flow.push(inbox, on: stack) else { return flow.cancel() }
            flow.handle(inbox) { [weak stack, seen] intent in
                guard let stack else { return }
                switch intent {
                case .load:
                    flow.task { [weak stack] in
                        await seen.loaded.wait()
                        seen.loadsPastTheGate += 1
                        try Task.checkCancellation()
                        guard let stack else { return }
                        flow.apply(.push(Screen(), on: stack)) { seen.outcomes.append("loaded: \($0)") }
                    }
                default:
                    let message = MessageFlow(window: window, stack: stack, seen: seen)
                    try? flow.startChild(message, named: "message")
                }
            }
        }
    }

    private func stack(in window: HeadlessWindow?) throws -> HeadlessStack {
        try #require(window?.root as? HeadlessStack)
    }

    private func send(_ intent: Screen.Intent, toScreen index: Int, in window: HeadlessWindow?) throws {
        try #require(try stack(in: window).screens[index] as? Screen).intents.send(intent)
    }

    /// The inbox started in a window, with a message opened: its stack holds the two screens.
    private func inboxWithAMessage(
        in window: HeadlessWindow = HeadlessWindow()
    ) throws -> (window: HeadlessWindow, seen: Seen, tree: CoordinatorTree, log: EventLogRecorder) {
        let seen = Seen()
        let tree = CoordinatorTree(root: InboxFlow(window: window, seen: seen), named: "inbox")
        let log = EventLogRecorder(tree)
        try tree.start()
        try send(.open, toScreen: 0, in: window)
        return (window, seen, tree, log)
    }

    // MARK: - Several scenes

    @Test func aBackSwipeHeldInOneSceneRefusesNoTapInAnother() throws {
        let scenes = HeadlessScenes()
        let log = EventLogRecorder(scenes)
        try scenes.connect("a", named: "inbox") { InboxFlow(window: $0) }
        try scenes.connect("b", named: "inbox") { InboxFlow(window: $0) }
        try send(.open, toScreen: 0, in: scenes.window(of: "a"))
        try send(.open, toScreen: 0, in: scenes.window(of: "b"))
        log.skipReceivedEvents()
        let swipe = try #require(try stack(in: scenes.window(of: "a")).beginInteractivePop())

        #expect(scenes.window(of: "b")?.userTapsBack() == "Screen", "b's window is still: its back tap pops")

        try log.expect([
            "[b] inbox/message: torn down (screen released)", "[b] inbox: child message ended: screen released",
        ])
        #expect(try stack(in: scenes.window(of: "a")).screens.count == 2, "a's swipe is still under way")
        swipe.complete()
        try log.expect([
            "[a] inbox/message: torn down (screen released)", "[a] inbox: child message ended: screen released",
        ])
        expectScenesReleased(scenes, log)
    }

    @Test func aLinkOpenedInOneSceneWhileAnotherScenesBackSwipeIsHeldAppliesAtOnce() async throws {
        let scenes = HeadlessScenes()
        let log = EventLogRecorder(scenes)
        try scenes.connect("a", named: "inbox") { InboxFlow(window: $0) }
        try scenes.connect("b") { DocumentCoordinator(window: $0, document: "notes") }
        try send(.open, toScreen: 0, in: scenes.window(of: "a"))
        let swipe = try #require(try stack(in: scenes.window(of: "a")).beginInteractivePop())
        log.skipReceivedEvents()

        try await scenes.open(DeepLink(OpenDocument(name: "todo")), inScene: "b")

        #expect((scenes.window(of: "b")?.root as? DocumentScreen)?.document == "todo", "b's window is still")
        #expect(try stack(in: scenes.window(of: "a")).screens.count == 2, "a's swipe is still under way")
        log.skipReceivedEvents()
        swipe.cancel()
        expectScenesReleased(scenes, log)
    }

    @Test func aSceneClosedWhileItsBackSwipeIsHeldTellsTheGuardAndLetsItsStackGo() throws {
        let scenes = HeadlessScenes()
        let log = EventLogRecorder(scenes)
        let seen = Seen()
        try scenes.connect("a", named: "inbox") { InboxFlow(window: $0, seen: seen) }
        try send(.open, toScreen: 0, in: scenes.window(of: "a"))
        weak let swipedStack = try stack(in: scenes.window(of: "a"))
        weak let message = try stack(in: scenes.window(of: "a")).screens.last
        var swipe = try self.stack(in: scenes.window(of: "a")).beginInteractivePop()
        #expect(swipe != nil)
        try send(.keep, toScreen: 1, in: scenes.window(of: "a"))  // guarded with the finger down
        log.skipReceivedEvents()

        scenes.userClosesScene("a")

        #expect(seen.attempts == ["scene closed, which cannot be refused"], "the guard is told")
        try log.expect([
            "[a] inbox/message: guarded Screen: told: scene closed, which cannot be refused",
            "[a] inbox/message: shows alert \"Discard this draft?\"",
            "[a] inbox/message: \"Discard this draft?\" went away: its flow ended",
            "[a] inbox/message: torn down (parent torn down)", "[a] inbox: child message ended: parent torn down",
            "[a] inbox: torn down (scene closed)",
        ])
        swipe?.complete()  // the finger lifts on a scene that is gone: nothing to ask, nothing to log
        #expect(seen.attempts.count == 1, "\(seen.attempts)")
        swipe = nil
        #expect(swipedStack == nil && message == nil, "the closed scene's stack and message are let go")
        expectScenesReleased(scenes, log)
    }

    @Test func aSceneClosedWhileItsBackSwipeIsHeldEndsItsFlowsAndLetsTheSwipedStackGo() throws {
        let scenes = HeadlessScenes()
        let log = EventLogRecorder(scenes)
        try scenes.connect("a", named: "inbox") { InboxFlow(window: $0) }
        try send(.open, toScreen: 0, in: scenes.window(of: "a"))
        weak let swipedStack = try stack(in: scenes.window(of: "a"))
        weak let message = try stack(in: scenes.window(of: "a")).screens.last
        log.skipReceivedEvents()
        weak let swipe = try self.stack(in: scenes.window(of: "a")).beginInteractivePop()
        #expect(swipe != nil, "the stack keeps its swipe under way")

        scenes.userClosesScene("a")

        try log.expect([
            "[a] inbox/message: torn down (parent torn down)", "[a] inbox: child message ended: parent torn down",
            "[a] inbox: torn down (scene closed)",
        ])
        #expect(swipe == nil, "the swipe of a closed scene is not kept")
        #expect(swipedStack == nil && message == nil, "the closed scene's stack and message are let go")
        expectScenesReleased(scenes, log)
    }

    // MARK: - A flow's change mid-gesture and the user's refused tap

    @Test(arguments: [true, false])
    func aPushAskedMidSwipeEndsOnceAfterTheLiftWhateverTheRefusedTap(completes: Bool) throws {
        let (window, seen, tree, log) = try inboxWithAMessage()
        defer { withExtendedLifetime(tree) {} }
        log.skipReceivedEvents()
        let swipe = try #require(try stack(in: window).beginInteractivePop())

        try send(.more, toScreen: 1, in: window)
        #expect(window.userTapsBack() == nil)
        #expect(seen.outcomes.isEmpty, "the push waits for the finger")
        completes ? swipe.complete() : swipe.cancel()

        #expect(seen.outcomes == [completes ? "cancelled: its flow ended" : "applied"])
        let outcome = completes ? "cancelled: its flow ended" : "applied"
        try log.expect(
            [
                "inbox/message: intent more from Screen",
                "inbox/message: push Screen: waits for the user's back swipe from Screen",
                "inbox/message: routed more", "inbox/message: push Screen: \(outcome)",
            ]
                + (completes
                    ? ["inbox/message: torn down (screen released)", "inbox: child message ended: screen released"]
                    : []))
        #expect(try stack(in: window).screens.count == (completes ? 1 : 3), "nothing applied twice")
        log.expectEverythingReleased(clearing: window)
    }

    // MARK: - Guards

    @Test func aGuardAskedAsTheSwipeLiftsShowsAnAlertWhoseDiscardStillPops() throws {
        let (window, seen, tree, log) = try inboxWithAMessage()
        defer { withExtendedLifetime(tree) {} }
        let swipe = try #require(try stack(in: window).beginInteractivePop())
        try send(.keep, toScreen: 1, in: window)
        log.skipReceivedEvents()

        swipe.complete()  // the guard is asked as the finger lifts, and shows its alert

        #expect(try stack(in: window).screens.count == 2, "the guard kept the message")
        #expect(seen.attempts == ["user back swipe"])
        try log.expect([
            "inbox/message: guarded Screen: refused user back swipe",
            "inbox/message: shows alert \"Discard this draft?\"",
        ])
        #expect(window.userTaps(button: "Discard"), "the window is still: the alert's button is tapped")

        #expect(try stack(in: window).screens.count == 1, "Discard popped the message")
        #expect(seen.outcomes == ["alert: chosen(ReactiveCoordinatorTests.DraftChoice.discard)", "pop: applied"])
        try log.expect([
            "inbox/message: \"Discard this draft?\": user chose \"Discard\" (discard)",
            "inbox/message: torn down (finished)", "inbox: child message finished with ()",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aGuardsAlertAskedAfterASwipeCancelledWithTheGuardSetMidSwipeStillPops() throws {
        let (window, seen, tree, log) = try inboxWithAMessage()
        defer { withExtendedLifetime(tree) {} }
        try #require(try stack(in: window).beginInteractivePop()).cancel()
        log.skipReceivedEvents()
        try send(.keep, toScreen: 1, in: window)

        #expect(window.userTapsBack() == nil, "guarded: the guard asks")
        #expect(window.userTaps(button: "Discard"))

        #expect(try stack(in: window).screens.count == 1, "Discard popped the message")
        #expect(seen.attempts == ["user back tap"])
        #expect(seen.outcomes == ["alert: chosen(ReactiveCoordinatorTests.DraftChoice.discard)", "pop: applied"])
        try log.expect([
            "inbox/message: intent keep from Screen", "inbox/message: routed keep",
            "inbox/message: guarded Screen: refused user back tap",
            "inbox/message: shows alert \"Discard this draft?\"",
            "inbox/message: \"Discard this draft?\": user chose \"Discard\" (discard)",
            "inbox/message: torn down (finished)", "inbox: child message finished with ()",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aBackTapOrSwipeUnderAGuardsAlertIsRefusedAndAsksTheGuardNoSecondTime() throws {
        let window = HeadlessWindow()
        let changes = Changes()
        window.onChange = { changes.lines.append("\($0)") }
        let (_, seen, tree, log) = try inboxWithAMessage(in: window)
        defer { withExtendedLifetime(tree) {} }
        try send(.keep, toScreen: 1, in: window)
        #expect(window.userTapsBack() == nil, "guarded: the guard asks")
        log.skipReceivedEvents()

        // On a device the alert covers the window: only its buttons can be touched.
        #expect(try stack(in: window).userTapsBack() == nil)
        #expect(try stack(in: window).beginInteractivePop() == nil)

        #expect(seen.attempts == ["user back tap"], "the guard is asked once, for the tap before its alert")
        #expect(
            changes.lines.suffix(2) == [
                "stack: refused the user's back tap: alert \"Discard this draft?\" is under way",
                "stack: refused the user's back swipe: alert \"Discard this draft?\" is under way",
            ], "\(changes.lines)")
        try log.expectNoMoreEvents()
        #expect(window.userTaps(button: "Discard"))

        #expect(try stack(in: window).screens.count == 1, "Discard popped the message")
        #expect(seen.outcomes == ["alert: chosen(ReactiveCoordinatorTests.DraftChoice.discard)", "pop: applied"])
        try log.expect([
            "inbox/message: \"Discard this draft?\": user chose \"Discard\" (discard)",
            "inbox/message: torn down (finished)", "inbox: child message finished with ()",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aTabTapUnderAnAlertIsRefused() throws {
        let window = HeadlessWindow()
        let tabs = HeadlessTabs()
        _ = try tabs.setTabs([Screen(), Screen()])
        try window.setRoot(tabs)
        var changes: [String] = []
        window.onChange = { changes.append("\($0)") }
        let tree = CoordinatorTree(root: AlertOnly(window: window), named: "app")
        let log = EventLogRecorder(tree)
        try tree.start()
        #expect(window.shownAlert != nil)

        try tabs.userSelectsTab(at: 1)

        #expect(tabs.selectedIndex == 0)
        #expect(
            changes.last == "tabs: refused the user's tap on tab 2: alert \"Discard this draft?\" is under way",
            "\(changes)")
        #expect(window.userTaps(button: "Keep Editing"))
        try tabs.userSelectsTab(at: 1)
        #expect(tabs.selectedIndex == 1, "the alert answered, the tab bar is touched again")
        log.skipReceivedEvents()
        log.expectEverythingReleased(clearing: window)
    }

    /// Shows the draft's alert and ends when it is answered.
    @MainActor
    final class AlertOnly: Coordinator {
        weak var window: HeadlessWindow?
        init(window: HeadlessWindow) { self.window = window }

        func start(_ flow: Flow<Void>) {
            guard let window else { return flow.cancel() }
            flow.showAlert(discardAlert, in: window) { _ in flow.finish() }
        }
    }

    @MainActor final class Changes {
        var lines: [String] = []
    }

    @Test func aBackSwipeInAStackPresentedAsASheetRefusesTheSheetsSwipeDownAndTheRootStacksBackTap() throws {
        weak var released: HeadlessStack?
        do {
            let window = HeadlessWindow()
            let root = HeadlessStack(name: "root")
            let sheet = HeadlessStack(name: "sheet")
            released = sheet
            for stack in [root, sheet] {
                try stack.push(Screen())
                try stack.push(Screen())
            }
            try window.setRoot(root)
            try window.present(sheet, over: root)
            var changes: [String] = []
            window.onChange = { changes.append("\($0)") }
            let swipe = try #require(sheet.beginInteractivePop())

            #expect(window.userSwipesDown() == nil)
            #expect(root.userTapsBack() == nil)

            #expect(window.presentedScreens.count == 1 && root.screens.count == 2 && sheet.screens.count == 2)
            #expect(
                changes.suffix(2) == [
                    "window: refused the user's swipe down: the user's back swipe from Screen is under way",
                    "root: refused the user's back tap: the user's back swipe from Screen is under way",
                ], "\(changes)")
            swipe.complete()
            #expect(sheet.screens.count == 1)
            try window.setRoot(nil)
        }
        #expect(released == nil, "the sheet's stack is let go with the window's hierarchy")
    }

    @Test func aBackSwipeInASplitsSecondaryStackRefusesABackTapInItsPrimaryStack() throws {
        weak var released: HeadlessStack?
        do {
            let window = HeadlessWindow()
            let split = HeadlessSplit()
            let (primary, secondary) = (HeadlessStack(name: "primary"), HeadlessStack(name: "secondary"))
            released = secondary
            for stack in [primary, secondary] {
                try stack.push(Screen())
                try stack.push(Screen())
            }
            _ = try split.setPrimary(primary)
            _ = try split.setSecondary(secondary)
            try window.setRoot(split)
            let swipe = try #require(secondary.beginInteractivePop())

            #expect(primary.userTapsBack() == nil, "one window: the finger on the secondary holds its touch")

            #expect(primary.screens.count == 2)
            swipe.cancel()
            #expect(primary.userTapsBack() == "Screen")
            try window.setRoot(nil)
        }
        #expect(released == nil)
    }

    // MARK: - Awaited work

    @Test(arguments: [true, false])
    func aTaskFinishingMidSwipePushesOnceTheFingerLifts(completes: Bool) async throws {
        let (window, seen, tree, log) = try inboxWithAMessage()
        try send(.load, toScreen: 0, in: window)
        await tree.settle()
        let swipe = try #require(try stack(in: window).beginInteractivePop())
        log.skipReceivedEvents()

        seen.loaded.open()
        // The gate is outside the tree, so `settle()` does not wait for the task it lets go (its
        // contract): the resumed task may take more than one main-actor turn to come back, as it
        // did under TSan. Wait for it, bounded, then settle.
        for _ in 0..<10_000 where seen.loadsPastTheGate == 0 { await Task.yield() }
        await tree.settle()
        #expect(seen.loadsPastTheGate == 1)
        #expect(seen.outcomes.isEmpty, "the loaded push waits for the finger: \(seen.outcomes)")
        #expect(try stack(in: window).screens.count == 2)
        completes ? swipe.complete() : swipe.cancel()

        #expect(seen.outcomes == ["loaded: applied"])
        #expect(try stack(in: window).screens.count == (completes ? 2 : 3))
        try log.expect(
            ["inbox: push Screen: waits for the user's back swipe from Screen"]
                + (completes
                    ? ["inbox/message: torn down (screen released)", "inbox: child message ended: screen released"]
                    : [])
                + ["inbox: push Screen: applied"])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aTreeTornDownMidSwipeWithATaskPendingLeaksNothingOnceTheFingerLifts() async throws {
        let (window, seen, tree, log) = try inboxWithAMessage()
        try send(.load, toScreen: 0, in: window)
        await tree.settle()
        let swipe = try #require(try stack(in: window).beginInteractivePop())
        log.skipReceivedEvents()

        tree.cancel()
        seen.loaded.open()
        await tree.settle()
        swipe.complete()

        #expect(seen.outcomes.isEmpty, "the cancelled task pushed nothing: \(seen.outcomes)")
        try log.expect([
            "inbox/message: torn down (parent torn down)", "inbox: child message ended: parent torn down",
            "inbox: torn down (cancelled)",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    private func expectScenesReleased(
        _ scenes: HeadlessScenes, _ log: EventLogRecorder, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for id in scenes.sceneIDs { scenes.userClosesScene(id) }
        log.skipReceivedEvents()
        for report in scenes.leakReports() {
            #expect(report.alive.isEmpty, "\(report)", sourceLocation: sourceLocation)
        }
    }
}
