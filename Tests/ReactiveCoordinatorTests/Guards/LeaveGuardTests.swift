import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

@MainActor
struct LeaveGuardTests {
    private func signedIn() throws -> (HeadlessWindow, CoordinatorTree, EventLogRecorder, AttemptLog) {
        let window = HeadlessWindow()
        let attempts = AttemptLog()
        let tree = CoordinatorTree(root: SignedInCoordinator(window: window, log: attempts), named: "app")
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()
        return (window, tree, log, attempts)
    }

    private func editor(in window: HeadlessWindow) throws -> EditorScreen {
        try #require(window.presentedScreens.last as? EditorScreen)
    }

    @Test func anEndedFlowUnguardsTheSheetItLeavesBehind() throws {
        let window = HeadlessWindow()
        let attempts = AttemptLog()
        let tree = CoordinatorTree(
            root: SignedInCoordinator(window: window, log: attempts, editorLeavesSheet: true), named: "app")
        let log = EventLogRecorder(tree)
        try tree.start()
        #expect(try window.isLeavingGuarded(editor(in: window)))
        try #require(tree.root?.children.first).cancel()
        log.skipReceivedEvents()
        // The sheet stays (its flow left it on screen), but the guard went with the flow.
        #expect(try !window.isLeavingGuarded(editor(in: window)))
        #expect(window.userSwipesDown() == "EditorScreen")
        #expect(attempts.attempts.isEmpty)
        log.expectEverythingReleased(clearing: window)
    }

    @Test func guardedSheetRefusesTheSwipeDownAndAsksItsFlow() throws {
        let (window, tree, log, attempts) = try signedIn()
        defer { withExtendedLifetime(tree) {} }
        var changes: [String] = []
        window.onChange = { changes.append($0.description) }

        // snippet: refused-swipe
        #expect(window.userSwipesDown() == nil)  // refused, and reported to the guarding flow
        #expect(try window.isLeavingGuarded(editor(in: window)))
        // end snippet
        #expect(window.presentedScreens.count == 1, "the sheet stays")
        #expect(attempts.attempts == [LeaveAttempt(screen: "EditorScreen", gesture: .swipeDown, container: "window")])
        #expect(
            changes == [
                "window: refused user swipe down of EditorScreen: guarded",
                "window: shows alert \"Discard this draft?\"",
            ])
        try log.expect([
            "app/editor: guarded EditorScreen: refused user swipe down",
            "app/editor: shows alert \"Discard this draft?\"",
        ])

        #expect(window.userTaps(button: "Keep Editing"))
        #expect(window.beginInteractiveDismissal() == nil, "a drag is refused as well")
        #expect(attempts.attempts.map(\.gesture) == [.swipeDown, .swipeDown])
        #expect(window.userTaps(button: "Discard"))
        #expect(window.presentedScreens.isEmpty)
        #expect(attempts.outcomes == [.chosen(.keep), .chosen(.discard)])
        try log.expect([
            "app/editor: \"Discard this draft?\": user chose \"Keep Editing\" (keep)",
            "app/editor: guarded EditorScreen: refused user swipe down",
            "app/editor: shows alert \"Discard this draft?\"",
            "app/editor: \"Discard this draft?\": user chose \"Discard\" (discard)",
            "app/editor: torn down (finished)",
            "app: child editor finished with ()",
        ])
        window.onChange = nil
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aDismissalByTheAppStillRemovesAGuardedSheet() throws {
        let (window, tree, log, attempts) = try signedIn()
        defer { withExtendedLifetime(tree) {} }
        try window.dismiss(from: try #require(window.root))
        #expect(window.presentedScreens.isEmpty)
        #expect(attempts.attempts.isEmpty)
        try log.expect([
            "app/editor: torn down (screen released)",
            "app: child editor ended: screen released",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func guardNeverKeepsAFlowAliveAfterItsRootIsReplaced() throws {
        let (window, tree, log, _) = try signedIn()
        defer { withExtendedLifetime(tree) {} }
        log.watch(try editor(in: window), "the guarded editor")
        try window.setRoot(HomeScreen())
        try log.expect([
            "app/editor: torn down (screen released)",
            "app: child editor ended: screen released",
            "app: torn down (screen released)",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func signingOutTearsDownTheGuardingFlowAndItsGuard() throws {
        let (window, tree, log, attempts) = try signedIn()
        defer { withExtendedLifetime(tree) {} }
        try #require(window.root as? HomeScreen).intents.send(.signOut)
        try log.expect([
            "app: intent signOut from HomeScreen",
            "app: routed signOut",
            "app/editor: torn down (parent torn down)",
            "app: child editor ended: parent torn down",
            "app: torn down (finished)",
        ])
        // The torn-down flow took its sheet away, and its guard with it.
        #expect(window.presentedScreens.isEmpty)
        #expect(attempts.attempts.isEmpty)
        log.expectEverythingReleased(clearing: window)
    }

    @Test func guardedStackScreenRefusesBackTapAndBackSwipe() throws {
        let stack = HeadlessStack()
        try stack.setScreens([HomeScreen()])
        let attempts = AttemptLog()
        let tree = CoordinatorTree(root: FormCoordinator(stack: stack, log: attempts))
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()

        #expect(stack.userTapsBack() == nil)
        #expect(stack.beginInteractivePop() == nil)
        #expect(stack.screens.count == 2)
        #expect(attempts.attempts.map(\.gesture) == [.backTap, .backSwipe])
        #expect(
            attempts.attempts.map(\.description) == [
                "stack: refused user back tap of EditorScreen", "stack: refused user back swipe of EditorScreen",
            ])
        try log.expect([
            "form: guarded EditorScreen: refused user back tap",
            "form: guarded EditorScreen: refused user back swipe",
        ])
        // Replacing the stack still removes it: the guard does not keep the flow.
        try stack.setScreens([HomeScreen()])
        try log.expect(["form: torn down (screen released)"])
        log.expectEverythingReleased(afterClearing: { try stack.setScreens([]) })
    }

    @Test func aPathWriteThatWouldPopAGuardedScreenIsRefusedAsTheBackButtonAndReadAgain() throws {
        let stack = HeadlessStack()
        try stack.setScreens([HomeScreen()])
        let attempts = AttemptLog()
        let tree = CoordinatorTree(root: FormCoordinator(stack: stack, log: attempts))
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()
        var changes: [NavigationChange] = []
        stack.onChange = { changes.append($0) }

        stack.path = []  // the back button's menu, or SwiftUI popping to the root

        #expect(stack.screens.count == 2)
        #expect(attempts.attempts.map(\.gesture) == [.backTap])
        #expect(changes == [.leaveRefused(screen: "EditorScreen", gesture: .backTap, container: "stack")])
        try log.expect(["form: guarded EditorScreen: refused user back tap"])
        log.expectEverythingReleased(afterClearing: {
            tree.cancel()
            try stack.setScreens([])
        })
    }

    @Test func aScreenGuardedOnItsStackInASheetRefusesTheSheetsSwipeDownToo() throws {
        let window = HeadlessWindow()
        try window.setRoot(HomeScreen())
        // The window alone holds the sheet's stack, so that the swipe that takes it releases it.
        func sheet() throws -> HeadlessStack { try #require(window.presentedScreens.first as? HeadlessStack) }
        try window.present(HeadlessStack(name: "sheet stack"), over: try #require(window.root))
        try sheet().setScreens([HomeScreen()])
        let attempts = AttemptLog()
        let tree = CoordinatorTree(root: FormCoordinator(stack: try sheet(), log: attempts))
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()

        #expect(window.userSwipesDown() == nil)
        #expect(window.beginInteractiveDismissal() == nil)
        #expect(try sheet().userTapsBack() == nil)
        #expect(try window.presentedScreens.count == 1 && sheet().screens.count == 2)
        #expect(
            attempts.attempts.map(\.description) == [
                "window: refused user swipe down of EditorScreen", "window: refused user swipe down of EditorScreen",
                "sheet stack: refused user back tap of EditorScreen",
            ])
        try log.expect([
            "form: guarded EditorScreen: refused user swipe down",
            "form: guarded EditorScreen: refused user swipe down",
            "form: guarded EditorScreen: refused user back tap",
        ])

        // Saved: the flow stops guarding, and the swipe takes the sheet, ending the flow.
        try #require(sheet().screens.last as? EditorScreen).intents.send(.signOut)
        #expect(window.userSwipesDown() == "sheet stack")
        try log.expect([
            "form: intent signOut from EditorScreen", "form: routed signOut", "form: torn down (screen released)",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func stoppingTheGuardLetsTheUserLeave() throws {
        let stack = HeadlessStack()
        try stack.setScreens([HomeScreen()])
        let attempts = AttemptLog()
        let tree = CoordinatorTree(root: FormCoordinator(stack: stack, log: attempts))
        let log = EventLogRecorder(tree)
        try tree.start()
        do {
            let form = try #require(stack.screens.last)
            #expect(stack.isLeavingGuarded(form))
            stack.stopGuardingLeaving(form)
            #expect(!stack.isLeavingGuarded(form))
        }
        #expect(stack.userTapsBack() == "EditorScreen")
        #expect(attempts.attempts.isEmpty)
        log.skipReceivedEvents()
        log.expectEverythingReleased(afterClearing: { try stack.setScreens([]) })
    }

    @Test func aFlowThatStopsGuardingLetsTheUserGoBack() throws {
        let stack = HeadlessStack()
        try stack.setScreens([HomeScreen()])
        let attempts = AttemptLog()
        let tree = CoordinatorTree(root: FormCoordinator(stack: stack, log: attempts))
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()
        #expect(stack.userTapsBack() == nil)
        (stack.screens.last as? EditorScreen)?.intents.send(.signOut)
        #expect(stack.userTapsBack() == "EditorScreen")
        #expect(attempts.attempts.map(\.gesture) == [.backTap])
        try log.expect([
            "form: guarded EditorScreen: refused user back tap",
            "form: intent signOut from EditorScreen",
            "form: routed signOut",
            "form: torn down (screen released)",
        ])
        log.expectEverythingReleased(afterClearing: { try stack.setScreens([]) })
    }

    @Test func guardingAScreenTheContainerDoesNotHoldIsRefusedAndLogged() throws {
        let window = HeadlessWindow()
        let stack = HeadlessStack()
        try window.setRoot(stack)
        let tree = CoordinatorTree(root: StrayGuardCoordinator(stack: stack))
        let log = EventLogRecorder(tree)
        try tree.start()
        try log.expect([
            "strayGuard: started",
            "strayGuard: REJECTED guard leaving HomeScreen: HomeScreen is not in stack",
        ])
        log.expectEverythingReleased(clearing: window)
    }
}

/// Guards a screen it never showed.
@MainActor
final class StrayGuardCoordinator: Coordinator {
    weak var stack: HeadlessStack?

    init(stack: HeadlessStack) {
        self.stack = stack
    }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return flow.cancel() }
        let stray = HomeScreen()
        flow.guardLeaving(stray, in: stack) { _ in }
    }
}
