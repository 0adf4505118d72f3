import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// A guard asked for a screen whose presentation waits for its container's turn waits with that
/// presentation, and is set the moment it applies.
///
/// Apps guard right after showing (`present`, then `guardLeaving`). Under an alert the present
/// waits (issue 35), and the guard used to be refused because the window did not hold the
/// screen yet: once shown, a swipe took the draft without asking. Written as app code, through
/// the public API only.
@MainActor
@Suite final class GuardOfAWaitingScreenTests {
    private weak var home: BusyHomeCoordinator?
    private weak var draft: DraftCoordinator?

    /// A notice over the home screen: while it is up, a presentation waits for its answer.
    private static let notice = Alert(
        title: "What's new", message: "Drafts are kept.", buttons: [AlertButton("OK", action: true, role: .cancel)])

    /// Shows home, the notice over it, and keeps its flow for a test to start the draft from.
    @MainActor
    final class BusyHomeCoordinator: Coordinator {
        weak var window: HeadlessWindow?
        private(set) var flow: Flow<Void>?
        /// Presents an inbox over home before the notice, for the draft to present over.
        let presentsInbox: Bool
        /// Whether the notice's answer dismisses the inbox, before the draft's turn comes.
        var answerDismissesInbox = false

        init(window: HeadlessWindow, presentsInbox: Bool) {
            self.window = window
            self.presentsInbox = presentsInbox
        }

        func start(_ flow: Flow<Void>) {
            guard let window else { return flow.cancel() }
            self.flow = flow
            let home = HomeScreen()
            flow.setRoot(home, in: window)
            flow.bind(to: home) { _ in .handled }
            let inbox = presentsInbox ? HomeScreen() : nil
            if let inbox {
                flow.present(inbox, over: home, in: window)
                flow.route(inbox) { _ in .handled }
            }
            flow.showAlert(notice, in: window) { [weak inbox] _ in
                if self.answerDismissesInbox, let inbox { flow.dismiss(from: inbox, in: window) }
            }
        }
    }

    /// Presents a draft in a stack over home and guards it at once, as apps do.
    @MainActor
    final class DraftCoordinator: Coordinator {
        weak var window: HeadlessWindow?
        weak var home: AnyObject?
        let attempts: AttemptLog
        /// Captured by the guard's handler alone: gone once the handler is released.
        private(set) weak var capture: AttemptLog?
        private(set) var flow: Flow<Void>?
        private(set) weak var editor: EditorScreen?
        private(set) var guardAccepted: Bool?

        init(window: HeadlessWindow, over home: AnyObject, attempts: AttemptLog) {
            self.window = window
            self.home = home
            self.attempts = attempts
        }

        func start(_ flow: Flow<Void>) {
            guard let window, let home else { return flow.cancel() }
            self.flow = flow
            let editor = EditorScreen()
            let stack = HeadlessStack(name: "draft stack")
            flow.push(editor, on: stack)
            flow.present(stack, over: home, in: window)
            flow.bind(to: editor) { _ in .handled }
            self.editor = editor
            let capture = AttemptLog()
            self.capture = capture
            guardAccepted = flow.guardLeaving(editor, in: window) { [attempts, capture] attempt in
                withExtendedLifetime(capture) { attempts.attempts.append(attempt) }
            }
        }
    }

    /// The app started with the notice up, and a draft asked under it; the draft's coordinator,
    /// editor and guard capture watched.
    private func draftUnderTheNotice(overAnInbox: Bool = false) throws -> (
        HeadlessWindow, CoordinatorTree, EventLogRecorder, AttemptLog
    ) {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(
            root: BusyHomeCoordinator(window: window, presentsInbox: overAnInbox), named: "app")
        home = tree.root?.coordinator as? BusyHomeCoordinator
        let log = EventLogRecorder(tree)
        try tree.start()
        #expect(window.shownAlert?.title == "What's new")
        let attempts = AttemptLog()
        do {
            let presenter = try #require(overAnInbox ? window.presentedScreens.last : window.root)
            let draft = DraftCoordinator(window: window, over: presenter, attempts: attempts)
            self.draft = draft
            log.watch(draft, "the draft's coordinator")
            try #require(home?.flow).startChild(draft, named: "draft")
            log.watch(try #require(draft.editor), "the draft's editor")
            // Kept only while the guard is: a refused guard lets go of its handler at once.
            if let capture = draft.capture { log.watch(capture, "what the draft's guard handler captures") }
        }
        return (window, tree, log, attempts)
    }

    private func rejections(_ log: EventLogRecorder) -> [String] {
        log.skipReceivedEvents().filter { $0.contains("REJECTED") }
    }

    @Test func aGuardAskedWhileItsPresentationWaitsRefusesTheSwipeOnceTheSheetIsShown() throws {
        let (window, tree, log, attempts) = try draftUnderTheNotice()
        defer { withExtendedLifetime(tree) {} }
        #expect(window.presentedScreens.isEmpty, "the draft waits for the notice's answer")
        #expect(draft?.guardAccepted == true)
        try log.expect([
            "app: started",
            "app: bound to HomeScreen",
            "app: shows alert \"What's new\"",
            "app: child added: draft",
            "app/draft: started",
            "app/draft: present HeadlessStack: waits for alert \"What's new\"",
            "app/draft: bound to EditorScreen",
        ])

        #expect(window.userTaps(button: "OK"))
        #expect(window.isLeavingGuarded(try #require(draft?.editor)), "guarded as soon as it is shown")
        try log.expect([
            "app: \"What's new\": user chose \"OK\" (true)",
            "app/draft: present HeadlessStack: applied",
        ])

        #expect(window.userSwipesDown() == nil, "refused: the guard is asked")
        #expect(window.presentedScreens.count == 1, "the draft stays")
        #expect(attempts.attempts == [LeaveAttempt(screen: "EditorScreen", gesture: .swipeDown, container: "window")])
        try log.expect(["app/draft: guarded EditorScreen: refused user swipe down"])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aGuardAskedWhileAPushWaitsForABackSwipeRefusesTheBackTapOnceThePushApplies() throws {
        let window = HeadlessWindow()
        let stack = HeadlessStack(name: "stack")
        try window.setRoot(stack)
        let tree = CoordinatorTree(root: AskingCoordinator(), named: "app")
        let log = EventLogRecorder(tree)
        try tree.start()
        let attempts = AttemptLog()
        do {
            let flow = try #require((tree.root?.coordinator as? AskingCoordinator)?.flow)
            let list = HomeScreen()
            flow.push(list, on: stack)
            flow.push(HomeScreen(), on: stack)
            let swipe = try #require(stack.beginInteractivePop())
            let editor = EditorScreen()
            log.watch(editor, "the pushed editor")
            flow.push(editor, on: stack)
            #expect(flow.guardLeaving(editor, in: stack) { attempts.attempts.append($0) })
            #expect(stack.screens.count == 2, "the push waits for the back swipe")
            swipe.complete()
            #expect(stack.screens.last === editor)
            #expect(stack.isLeavingGuarded(editor))
        }
        #expect(stack.userTapsBack() == nil)
        #expect(attempts.attempts == [LeaveAttempt(screen: "EditorScreen", gesture: .backTap, container: "stack")])
        let lines = log.skipReceivedEvents()
        #expect(lines.filter { $0.contains("REJECTED") }.isEmpty)
        #expect(lines.last == "app: guarded EditorScreen: refused user back tap")
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aFlowEndedBeforeItsPresentationAppliedDropsTheWaitingGuardAndKeepsNothing() throws {
        let (window, tree, log, attempts) = try draftUnderTheNotice()
        defer { withExtendedLifetime(tree) {} }
        _ = log.skipReceivedEvents()

        try #require(draft?.flow).cancel()

        let lines = log.skipReceivedEvents()
        #expect(lines.contains("app/draft: present HeadlessStack: cancelled: its flow ended"))
        #expect(lines.filter { $0.contains("REJECTED") }.isEmpty)
        #expect(window.userTaps(button: "OK"))
        #expect(window.presentedScreens.isEmpty, "nothing is presented after the answer")
        #expect(rejections(log).isEmpty)
        #expect(attempts.attempts.isEmpty)
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aPresentationSupersededWhileItWaitedDropsItsGuardWithoutARejection() throws {
        let (window, tree, log, attempts) = try draftUnderTheNotice(overAnInbox: true)
        defer { withExtendedLifetime(tree) {} }
        // The notice's answer takes the presenter away before the presentation's turn comes.
        home?.answerDismissesInbox = true
        _ = log.skipReceivedEvents()

        #expect(window.userTaps(button: "OK"))

        let lines = log.skipReceivedEvents()
        #expect(lines.contains("app/draft: present HeadlessStack: superseded: its presenter went away"))
        #expect(lines.filter { $0.contains("REJECTED") }.isEmpty)
        #expect(window.presentedScreens.isEmpty)
        #expect(attempts.attempts.isEmpty)
        draft?.flow?.finish()  // nothing of its is shown: it is done
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aGuardOfAScreenNeitherShownNorWaitingToBeShownIsStillRefusedAndLogged() throws {
        let (window, tree, log, _) = try draftUnderTheNotice()
        defer { withExtendedLifetime(tree) {} }
        _ = log.skipReceivedEvents()
        do {
            let stray = EditorScreen()
            log.watch(stray, "the stray editor")

            // Something else waits to be presented in the same window: that does not excuse it.
            #expect(!(try #require(home?.flow)).guardLeaving(stray, in: window) { _ in })

            #expect(
                log.skipReceivedEvents() == ["app: REJECTED guard leaving EditorScreen: EditorScreen is not in window"])
            #expect(window.userTaps(button: "OK"))
            #expect(!window.isLeavingGuarded(stray))
        }
        #expect(window.presentedScreens.count == 1, "the draft is shown; the stray screen never was")
        #expect(rejections(log).isEmpty)
        log.expectEverythingReleased(clearing: window)
    }

    @Test func stopGuardingLeavingBeforeThePresentationAppliesUndoesTheWaitingGuard() throws {
        let (window, tree, log, attempts) = try draftUnderTheNotice()
        defer { withExtendedLifetime(tree) {} }
        try #require(draft?.flow).stopGuardingLeaving(try #require(draft?.editor), in: window)
        _ = log.skipReceivedEvents()

        #expect(window.userTaps(button: "OK"))
        #expect(!window.isLeavingGuarded(try #require(draft?.editor)))
        #expect(window.userSwipesDown() == "draft stack", "the swipe is taken: nothing guards it")

        #expect(attempts.attempts.isEmpty)
        let lines = log.skipReceivedEvents()
        #expect(lines.filter { $0.contains("REJECTED") }.isEmpty)
        #expect(lines.contains("app/draft: torn down (screen released)"))
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aFlowThatEndsWhileItsGuardWaitsReleasesTheHandlersCapture() throws {
        let (window, tree, log, _) = try draftUnderTheNotice()
        defer { withExtendedLifetime(tree) {} }
        weak let capture = draft?.capture
        #expect(capture != nil, "held by the waiting guard's handler")

        try #require(draft?.flow).finish()

        #expect(capture == nil, "the ended flow let go of its waiting guard's handler")
        #expect(window.userTaps(button: "OK"))
        #expect(window.presentedScreens.isEmpty)
        #expect(rejections(log).isEmpty)
        log.expectEverythingReleased(clearing: window)
    }
}
