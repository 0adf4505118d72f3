import DemoApp
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

// A back swipe and a sheet drag with the finger down are states of their own (issue 35, item 5):
// the hierarchy is the one before the gesture, but what the app asks of the busy container waits
// for the finger to lift. `Gestures.heldInteractiveTransitions` makes the explorer visit them.

@MainActor final class LadderScreen: IntentScreen {
    enum Intent: Sendable, CaseIterable { case climb }
    let intents = IntentChannel<Intent>()
}

/// One rung of a ladder of screens on a stack: `climb` pushes the next rung's flow.
///
/// With `dropsPushWhileSwiping`, a rung asked while the user swipes back binds its screen and keeps
/// it to push "once the stack is idle", which nothing does, instead of letting the push wait: the
/// mistake the explorer must find, which only a state with the finger down shows.
final class LadderCoordinator: Coordinator {
    weak var stack: HeadlessStack?
    let dropsPushWhileSwiping: Bool
    private var postponed: LadderScreen?

    init(stack: HeadlessStack, dropsPushWhileSwiping: Bool) {
        self.stack = stack
        self.dropsPushWhileSwiping = dropsPushWhileSwiping
    }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return flow.cancel() }
        let rung = LadderScreen()
        flow.bind(to: rung) { [dropsPushWhileSwiping] _ in
            try? flow.startChild(LadderCoordinator(stack: stack, dropsPushWhileSwiping: dropsPushWhileSwiping))
            return .handled
        }
        if dropsPushWhileSwiping, stack.transitionUnderWay != nil {
            postponed = rung
            return
        }
        flow.push(rung, on: stack)
    }
}

enum LadderApp {
    @MainActor static func explorer(dropsPushWhileSwiping: Bool = false, holds: Bool = true) -> FlowExplorer {
        let explorer = FlowExplorer {
            let stack = HeadlessStack(name: "ladder")
            let root = LadderCoordinator(stack: stack, dropsPushWhileSwiping: dropsPushWhileSwiping)
            return ExploredApp(tree: CoordinatorTree(root: root, named: "ladder"), root: stack)
        }
        explorer.intents(of: LadderScreen.self)
        if holds { explorer.gestures.insert(.heldInteractiveTransitions) }
        explorer.reproductionExpression = "LadderApp.explorer(dropsPushWhileSwiping: true)"
        return explorer
    }
}

@MainActor
@Suite struct HeldGestureExplorationTests {
    @Test func theExplorerStandsMidSwipeWithALinkWaitingAndFindsNothingOnACorrectApp() async throws {
        let explorer = try GalleryApp.explorer()
        // snippet: held-gestures
        explorer.gestures.insert(.heldInteractiveTransitions)
        // end snippet
        explorer.expectLandings([LinkLanding("picture/:id", .top(PictureScreen.self))])
        let report = await explorer.explore(depth: 4)
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
        // The link opened with the finger on the gallery's back swipe waits, whole, for the finger;
        // the table records it unjudged.
        let midSwipe = report.landings.cells.filter { $0.origin.hasSuffix("+ swiping back on 0.0") }
        #expect(!midSwipe.isEmpty, "\(report.landings)")
        #expect(midSwipe.allSatisfy { $0.outcome == .waiting && $0.expectation == nil }, "\(report.landings)")
        #expect(report.landings.broken.isEmpty, "\(report.landings)")
    }

    @Test func aLinkOpenedMidSwipeWaitsWholeAndLandsOnceWhenTheFingerLifts() async throws {
        let explorer = try GalleryApp.explorer()
        let midSwipe: [FlowAction] = [
            .intent(screen: [0, 0, 0], type: "GalleryScreen", index: 0, label: "open"),
            .beginInteractivePop(stack: [0, 0]),
            .link("gallery://picture/1"),
        ]
        for end in [FlowAction.cancelInteractiveTransition, .completeInteractiveTransition] {
            let run = await FlowReplay(actions: midSwipe + [end]).run(in: explorer)
            #expect(run.findings.isEmpty, "\(run.findings)")
            #expect(run.actionsPlayed == 4 && run.isReleased)
            let waits = run.log.filter { $0.contains("deep link waits: the user's back swipe") }
            let steps = run.log.filter { $0.contains("deep link step 0") }
            #expect(waits.count == 1 && steps.count == 1, "\(run.log)")
            #expect(run.log.firstIndex(of: waits[0])! < run.log.firstIndex(of: steps[0])!)
            #expect(!run.log.contains { $0.contains(": waits for the user's back swipe") }, "nothing asked mid-swipe")
        }
    }

    @Test func aLinkThatWaitedForTheFingerIsJudgedByItsContractOnceTheFingerLifts() async throws {
        let explorer = try GalleryApp.explorer()
        explorer.gestures.insert(.heldInteractiveTransitions)
        explorer.expectLandings([LinkLanding("picture/:id", .top(PictureScreen.self))])
        let report = await explorer.explore(depth: 4)
        #expect(report.findings.isEmpty, "\(report)")
        // Judged from an origin that names the gesture and how it ended, once per link opened.
        let lifted = report.landings.cells.filter {
            $0.origin.hasSuffix("+ swiping back on 0.0, cancelled")
                || $0.origin.hasSuffix("+ swiping back on 0.0, completed")
        }
        #expect(!lifted.isEmpty, "\(report.landings)")
        #expect(lifted.allSatisfy { $0.expectation != nil && $0.isAsContracted == true }, "\(report.landings)")
        // Each end of the gesture judges it.
        #expect(lifted.contains { $0.origin.hasSuffix(", cancelled") }, "\(report.landings)")
        #expect(lifted.contains { $0.origin.hasSuffix(", completed") }, "\(report.landings)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func theLinkTableIsTheSameWhetherTheExplorerReusesAppsOrReplaysEveryPath() async {
        // A link opened with the finger down is judged at the lift in whichever app the search
        // plays the lift: one that came by a way back, a kept app, or a replay of the path.
        func explore(reusingApps: Bool) async -> ExplorationReport {
            let explorer = DemoExplorer.make()
            explorer.gestures.insert(.heldInteractiveTransitions)
            if !reusingApps {
                explorer.usesWaysBack = false
                explorer.maximumParkedApps = 0
            }
            return await explorer.explore(depth: 4)
        }
        let replaying = await explore(reusingApps: false)
        let reusing = await explore(reusingApps: true)
        #expect(reusing.appsBuilt < replaying.appsBuilt, "\(reusing.summary) vs \(replaying.summary)")
        #expect(reusing.landings == replaying.landings, "\(reusing.landings)\nvs\n\(replaying.landings)")
        let lifted = replaying.landings.cells.filter { $0.origin.hasSuffix("+ swiping back on 0, cancelled") }
        #expect(!lifted.isEmpty && lifted.allSatisfy { $0.expectation != nil }, "\(replaying.landings)")
        #expect(reusing.findings.isEmpty && replaying.findings.isEmpty)
        #expect(reusing.appsNotReleased == 0 && replaying.appsNotReleased == 0)
    }

    @Test func aLinkThatWaitedForTheFingerAndLandsAgainstItsContractWhenItLiftsIsAFinding() async throws {
        // A contract that holds only with the finger on the gallery's back swipe: the link must
        // land on the gallery. It lands on the picture once the finger lifts.
        let explorer = try GalleryApp.explorer()
        explorer.gestures.insert(.heldInteractiveTransitions)
        explorer.expectLandings([
            LinkLanding("picture/:id", .top(GalleryScreen.self)) { app in
                let tabs = (app.root as? HeadlessWindow)?.root as? HeadlessTabs
                return (tabs?.tabs.first as? HeadlessStack)?.interactivePop != nil
            }
        ])
        let report = await explorer.explore(depth: 4)
        let finding = try #require(report.findings.first, "\(report)")
        #expect(finding.kind == .linkLandedElsewhere, "\(finding)")
        #expect(finding.message.contains("+ swiping back on 0.0, "), "\(finding.message)")
        #expect(
            [FlowAction.cancelInteractiveTransition, .completeInteractiveTransition].contains(finding.actions.last),
            "\(finding.actions)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func aLinkThatWaitedForTheFingerAndIsRefusedWhenItLiftsIsTheLinksOutcomeNotAFinding() async {
        // Signed out, the account screen is nobody's to show: the link, opened mid-swipe, waits,
        // and is refused once the finger lifts, as it is when opened with nothing in motion.
        let replay = FlowReplay(actions: [
            .intent(screen: [0, 0], type: "WelcomeScreen", index: 0, label: "signIn"),
            .beginInteractivePop(stack: [0]),
            .link("settings/account"),
            .cancelInteractiveTransition,
        ])
        let run = await replay.run(in: DemoExplorer.make())
        #expect(run.findings.isEmpty, "\(run.findings)")
        #expect(run.log.contains { $0.contains("deep link waits: the user's back swipe") }, "\(run.log)")
        #expect(run.log.contains { $0.contains("REJECTED deep link: step 0: no coordinator takes account") })
        #expect(run.isReleased)
    }

    @Test func aPushDroppedWhileTheUserSwipesBackIsFoundWithItsShortestSequenceAndReplays() async throws {
        let explorer = LadderApp.explorer(dropsPushWhileSwiping: true)
        let report = await explorer.explore(depth: 4)
        let finding = try #require(report.findings.first, "\(report)")
        #expect(finding.kind == .zombieCoordinator)
        #expect(
            finding.actions == [
                .intent(screen: [0], type: "LadderScreen", index: 0, label: "climb"),
                .beginInteractivePop(stack: []),
                .intent(screen: [1], type: "LadderScreen", index: 0, label: "climb"),
            ])
        #expect(finding.reproduction.contains(".beginInteractivePop(stack: [])"))
        #expect(report.appsNotReleased == 0, "\(report)")
        let replayed = await FlowReplay(actions: finding.actions).run(in: explorer)
        #expect(replayed.findings.map(\.kind) == [.zombieCoordinator], "\(replayed.findings)")
        #expect(replayed.isReleased)
    }

    @Test func theSameMistakeIsInvisibleWhenGesturesTakeOneAction() async {
        let report = await LadderApp.explorer(dropsPushWhileSwiping: true, holds: false).explore(depth: 4)
        #expect(report.findings.isEmpty, "\(report)")
        let correct = await LadderApp.explorer().explore(depth: 4)
        #expect(correct.findings.isEmpty, "\(correct)")
        #expect(correct.appsNotReleased == 0, "\(correct)")
    }

    @Test func aSheetGuardedWhileTheFingerIsDownIsAskedWhenItLifts() async {
        // The draft's flow guards it once typed in: typed with the finger on the drag, the guard is
        // asked at the lift, which the guard watch counts, and the sheet stays.
        let actions: [FlowAction] = [
            .intent(screen: [0, 0], type: "WelcomeScreen", index: 0, label: "signIn"),
            .intent(screen: [0, 1], type: "CredentialsScreen", index: 0, label: "submit(user: \"ada\")"),
            .intent(screen: [0, 0, 0], type: "InboxScreen", index: 6, label: "compose"),
            .beginInteractiveDismissal,
            .intent(screen: [1, 0], type: "ComposeScreen", index: 0, label: "type(text: \"hello\")"),
            .completeInteractiveTransition,
        ]
        let run = await FlowReplay(actions: actions).run(in: DemoExplorer.make())
        #expect(run.findings.isEmpty, "\(run.findings)")
        #expect(run.actionsPlayed == actions.count && run.isReleased)
        #expect(
            !run.log.contains { $0.contains("torn down (screen released)") && $0.contains("compose") }, "\(run.log)")
    }

    @Test func aScreenWhosePushWaitsBehindTheSwipeIsNoLeakOfTheHierarchy() throws {
        let stack = HeadlessStack(name: "ladder")
        let tree = CoordinatorTree(root: LadderCoordinator(stack: stack, dropsPushWhileSwiping: false), named: "ladder")
        try tree.start()
        try #require(stack.screens.last as? LadderScreen).intents.send(.climb)
        let swipe = try #require(stack.beginInteractivePop())
        try #require(stack.screens.last as? LadderScreen).intents.send(.climb)
        // The third rung's flow is bound to a screen its waiting push holds: on its way, no leak.
        #expect(stack.screens.count == 2)
        #expect(tree.leakReport(shownIn: stack).leaks.isEmpty, "\(tree.leakReport(shownIn: stack))")
        swipe.cancel()
        #expect(stack.screens.count == 3)
        #expect(tree.leakReport(shownIn: stack).leaks.isEmpty, "\(tree.leakReport(shownIn: stack))")
        tree.cancel()
        #expect(stack.screens.count == 1)  // a stack keeps its root
    }

    @Test func aStackKeepsTheSwipeUnderWayUntilItEnds() throws {
        let stack = HeadlessStack()
        let (first, second) = (LadderScreen(), LadderScreen())
        try stack.push(first)
        try stack.push(second)
        #expect(stack.interactivePop == nil)
        _ = stack.beginInteractivePop()  // the returned swipe is not kept: the stack keeps it
        let swipe = try #require(stack.interactivePop)
        #expect(swipe.outcome == nil && stack.transitionUnderWay != nil)
        swipe.cancel()
        #expect(stack.interactivePop == nil && stack.transitionUnderWay == nil && stack.screens.count == 2)
        _ = stack.beginInteractivePop()
        stack.interactivePop?.complete()
        #expect(stack.interactivePop == nil && stack.screens.count == 1)
    }

    @Test func aWindowKeepsTheDragUnderWayUntilItEnds() throws {
        let window = HeadlessWindow()
        let (root, sheet) = (LadderScreen(), LadderScreen())
        _ = try window.setRoot(root)
        try window.present(sheet, over: root)
        _ = window.beginInteractiveDismissal()
        let drag = try #require(window.interactiveDismissal)
        #expect(drag.outcome == nil && window.transitionUnderWay != nil)
        drag.complete()
        #expect(window.interactiveDismissal == nil && window.presentedScreens.isEmpty)
    }
}

@MainActor
@Suite struct HeldGestureBoundTests {
    /// With the finger down, the state space is finite again.
    ///
    /// Every intent the app sends may queue one more change for the same lift (open message 1,
    /// then 2, then 1 again, ...): a state space without end, where a search to depth 50 ran away. Once something waits for the finger, the explorer offers the
    /// gesture's end and what needs no screen, not more intents, and the space is finite again.
    @Test func withTheFingerDownTheMailAppsWholeStateSpaceIsStillFinite() async {
        let explorer = MailApp.explorer()
        explorer.gestures.insert(.heldInteractiveTransitions)
        let report = await explorer.explore(depth: 12)
        #expect(report.isComplete, "\(report)")
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
        print("explore mail app with held gestures: \(report.summary)")
    }

    @Test func aReplayStillPlaysASecondIntentWithTheFingerDownThatTheSearchNoLongerOffers() async {
        let actions: [FlowAction] = [
            .intent(screen: [0], type: "LadderScreen", index: 0, label: "climb"),
            .beginInteractivePop(stack: []),
            .intent(screen: [1], type: "LadderScreen", index: 0, label: "climb"),
            .intent(screen: [1], type: "LadderScreen", index: 0, label: "climb"),
            .cancelInteractiveTransition,
        ]
        let run = await FlowReplay(actions: actions).run(in: LadderApp.explorer())
        #expect(run.actionsPlayed == actions.count && run.findings.isEmpty, "\(run.findings)")
        #expect(run.log.filter { $0.hasSuffix(": applied") }.count == 2, "both pushes waited: \(run.log)")
        #expect(run.isReleased)
    }
}

@MainActor final class PageScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable { case open(Int) }
    let intents = IntentChannel<Intent>()
    let number: Int
    init(_ number: Int) { self.number = number }
    nonisolated var description: String { "page \(number)" }
}

/// A page on a stack; `open(n)` starts the flow of page `n` above it.
final class PageCoordinator: Coordinator {
    weak var stack: HeadlessStack?
    let number: Int
    init(_ number: Int, stack: HeadlessStack) { (self.number, self.stack) = (number, stack) }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return flow.cancel() }
        let page = PageScreen(number)
        flow.push(page, on: stack)
        flow.bind(to: page) { intent in
            if case .open(let next) = intent { try? flow.startChild(PageCoordinator(next, stack: stack)) }
            return .handled
        }
    }
}

@MainActor
@Suite struct HeldGestureKeyTests {
    @Test func twoPushesWaitingForTheFingerThatShowDifferentScreensOfOneTypeAreTwoStates() async {
        let explorer = FlowExplorer {
            let stack = HeadlessStack(name: "pages")
            return ExploredApp(
                tree: CoordinatorTree(root: PageCoordinator(0, stack: stack), named: "pages"), root: stack)
        }
        explorer.intents(of: PageScreen.self) { _ in [.open(1), .open(2)] }
        explorer.gestures.insert(.heldInteractiveTransitions)
        let report = await explorer.explore(depth: 3)
        #expect(report.findings.isEmpty, "\(report)")
        // Depth 0: page 0. 1: page 1 or 2 above it. 2: each swiped (finger down) or with page 1 or
        // 2 above it. 3: from each swiped one, page 1 or page 2 waiting for the finger, which are
        // two states (the same screens and flows but for the page that waits), and three more
        // from each of the four stacks of three.
        #expect(report.statesVisited == 1 + 2 + 6 + (2 * 2 + 4 * 3), "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }
}
