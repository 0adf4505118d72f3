import Observation
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// What the SwiftUI face binds `alert`, `confirmationDialog`, `interactiveDismissDisabled` and
/// `navigationBarBackButtonHidden` to, played as SwiftUI does: a presentation made when a body
/// runs, a button's action, then `false` written to `isPresented`; and observation telling the
/// body to run again.
@MainActor
struct AlertAndGuardBindingTests {
    private func closeDraft(in window: HeadlessWindow) throws {
        try #require(window.presentedScreens.last as? DraftScreen).intents.send(.close)
    }

    @Test func anAlertIsPresentedOnlyAtTheDepthItWasShownAtAndInItsStyle() throws {
        let (window, tree, log, _) = try startMailApp(usesCallback: true)
        defer { withExtendedLifetime(tree) {} }
        #expect(AlertPresentation(in: window, atDepth: 1, style: .alert) == nil, "nothing shown yet")
        try closeDraft(in: window)

        // Shown over the draft, which is presented at level 0: depth 1, as an alert.
        let shown = try #require(AlertPresentation(in: window, atDepth: 1, style: .alert))
        #expect(AlertPresentation(in: window, atDepth: 0, style: .alert) == nil, "not over the root")
        #expect(AlertPresentation(in: window, atDepth: 1, style: .confirmationDialog) == nil, "not a dialog")
        #expect(shown.isPresented)
        #expect(shown.title == "Discard this draft?")
        #expect(shown.message == "Your changes will be lost.")
        #expect(shown.buttons.map(\.id) == [0, 1])
        #expect(shown.buttons.map(\.title) == ["Discard", "Keep Editing"])
        #expect(shown.buttons.map(\.role) == [.destructive, .cancel])
        #expect(window.userTaps(button: "Keep Editing"))
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aTappedButtonAnswersTheFlowAndTheFalseSwiftUIWritesAfterChangesNothing() throws {
        let (window, tree, log, outcomes) = try startMailApp(usesCallback: true)
        defer { withExtendedLifetime(tree) {} }
        try closeDraft(in: window)
        let shown = try #require(AlertPresentation(in: window, atDepth: 1, style: .alert))
        log.skipReceivedEvents()

        shown.tap(shown.buttons[1])  // the button's action
        shown.dismissedWithoutChoice()  // SwiftUI then writes `false` to isPresented
        shown.tap(shown.buttons[0])  // a second tap: the alert is gone

        #expect(!shown.isPresented)
        #expect(window.shownAlert == nil)
        #expect(outcomes.outcomes == [.chosen(.keep)])
        try log.expect(["app/draft: \"Discard this draft?\": user chose \"Keep Editing\" (keep)"])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func swiftUITakingTheAlertAwayWithNoButtonIsASystemDismissal() throws {
        let (window, tree, log, outcomes) = try startMailApp(usesCallback: true)
        defer { withExtendedLifetime(tree) {} }
        try closeDraft(in: window)
        let shown = try #require(AlertPresentation(in: window, atDepth: 1, style: .alert))
        log.skipReceivedEvents()

        shown.dismissedWithoutChoice()

        #expect(window.shownAlert == nil)
        #expect(outcomes.outcomes == [.dismissed(.system)])
        try log.expect(["app/draft: \"Discard this draft?\" went away: dismissed by the system"])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func theNextAlertShownFromTheAnswerSurvivesTheFalseWrittenForTheAnsweredOne() throws {
        let window = HeadlessWindow()
        let answers = OutcomeLog<Bool>()
        let tree = CoordinatorTree(root: DeleteAccountCoordinator(window: window, log: answers), named: "account")
        let log = EventLogRecorder(tree)
        try tree.start()
        try #require(window.root as? AccountScreen).intents.send(.delete)
        let first = try #require(AlertPresentation(in: window, atDepth: 0, style: .confirmationDialog))
        #expect(first.title == "Delete your account?")

        first.tap(try #require(first.buttons.first { $0.title == "Delete" }))
        // The answer's handler showed the next alert at once; SwiftUI now writes `false` for the
        // dialog it showed, and the next alert must stay.
        first.dismissedWithoutChoice()

        let second = try #require(AlertPresentation(in: window, atDepth: 0, style: .alert))
        #expect(second.title == "Are you sure? This cannot be undone.")
        #expect(second.isPresented)
        #expect(answers.outcomes == [.chosen(true)])
        second.tap(second.buttons[0])
        #expect(answers.outcomes == [.chosen(true), .chosen(true)])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func showingAndAnsweringAnAlertNotifiesTheBodyThatReadIt() throws {
        let (window, tree, log, _) = try startMailApp(usesCallback: true)
        defer { withExtendedLifetime(tree) {} }
        let notes = ObservedReads { _ = AlertPresentation(in: window, atDepth: 1, style: .alert)?.isPresented }
        try notes.expectNotified { try closeDraft(in: window) }
        notes.expectNotified { window.userTaps(button: "Keep Editing") }
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aGuardedSheetRefusesTheSwipeDownSwiftUIReadsUntilItsFlowEnds() throws {
        let window = HeadlessWindow()
        let attempts = AttemptLog()
        let tree = CoordinatorTree(root: SignedInCoordinator(window: window, log: attempts), named: "app")
        let log = EventLogRecorder(tree)
        let notes = ObservedReads {
            if let sheet = window[presentedAt: 0] { _ = window.refusesSwipeDown(of: sheet.screen) }
        }
        try notes.expectNotified { try tree.start() }
        do {
            let editor = try #require(window.presentedScreens.last as? EditorScreen)
            #expect(window.refusesSwipeDown(of: editor))
            try #require(window.root as? HomeScreen).intents.send(.signOut)
            #expect(window.presentedScreens.isEmpty)
            #expect(!window.refusesSwipeDown(of: editor), "the guard went with its flow")
        }
        #expect(attempts.attempts.isEmpty)
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aSheetHoldingAGuardedScreenRefusesTheSwipeDownSwiftUIReads() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let sheetStack = screens.track(HeadlessStack(name: "sheet stack"))
            let root = screens.make("root")
            try window.setRoot(root)
            try window.present(sheetStack, over: root)
            try sheetStack.setScreens([screens.make("list"), screens.make("form")])
            let notes = ObservedReads { _ = window.refusesSwipeDown(of: sheetStack) }
            var attempts: [LeaveAttempt] = []

            try notes.expectNotified {
                try window.guardLeaving(sheetStack.screens[1]) { attempts.append($0) }
            }
            #expect(window.refusesSwipeDown(of: sheetStack), "the guarded form is in the sheet's stack")
            #expect(window.userSwipesDown() == nil)
            #expect(attempts.map(\.description) == ["window: refused user swipe down of form"])

            notes.expectNotified { window.stopGuardingLeaving(sheetStack.screens[1]) }
            #expect(!window.refusesSwipeDown(of: sheetStack))
            try window.setRoot(nil)
        }
    }

    @Test func aSheetWhoseStackGuardsAScreenRefusesTheSwipeDownSwiftUIReads() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let sheetStack = screens.track(HeadlessStack(name: "sheet stack"))
            let root = screens.make("root")
            try window.setRoot(root)
            try window.present(sheetStack, over: root)
            try sheetStack.setScreens([screens.make("list"), screens.make("form")])
            let notes = ObservedReads { _ = window.refusesSwipeDown(of: sheetStack) }

            try notes.expectNotified { try sheetStack.guardLeaving(sheetStack.screens[1]) { _ in } }
            #expect(window.refusesSwipeDown(of: sheetStack), "the stack's guard covers the sheet's swipe-down")
            notes.expectNotified { sheetStack.stopGuardingLeaving(sheetStack.screens[1]) }
            #expect(!window.refusesSwipeDown(of: sheetStack))
            try window.setRoot(nil)
        }
    }

    @Test func aGuardedPushedScreenHidesTheBackButtonSwiftUIReadsUntilItIsUnguarded() throws {
        let stack = HeadlessStack()
        try stack.setScreens([HomeScreen()])
        let attempts = AttemptLog()
        let tree = CoordinatorTree(root: FormCoordinator(stack: stack, log: attempts), named: "form")
        let log = EventLogRecorder(tree)
        let notes = ObservedReads {
            if let top = stack.screens.last { _ = stack.refusesGoingBack(from: top) }
        }
        try notes.expectNotified { try tree.start() }
        do {
            let form = try #require(stack.screens.last as? EditorScreen)
            #expect(stack.refusesGoingBack(from: form))
            #expect(!stack.refusesGoingBack(from: try #require(stack.screens.first)))
            notes.expectNotified { form.intents.send(.signOut) }  // saved: the flow stops guarding
            #expect(!stack.refusesGoingBack(from: form))
        }
        #expect(attempts.attempts.isEmpty)
        tree.root?.cancel()
        log.expectEverythingReleased { try stack.setScreens([]) }
    }
}

/// The user's account screen, whose delete asks twice.
@MainActor
final class AccountScreen: IntentScreen {
    enum Intent: Sendable { case delete }
    let intents = IntentChannel<Intent>()
}

/// Asks with a dialog, then, from that answer's handler, with an alert: the chain a SwiftUI
/// face must not break by writing `false` for the first.
@MainActor
final class DeleteAccountCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    let log: OutcomeLog<Bool>

    init(window: HeadlessWindow, log: OutcomeLog<Bool>) {
        self.window = window
        self.log = log
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let account = AccountScreen()
        flow.setRoot(account, in: window)
        let ask = Alert(
            title: "Delete your account?", style: .confirmationDialog,
            buttons: [
                AlertButton("Delete", action: true, role: .destructive),
                AlertButton("Cancel", action: false, role: .cancel),
            ])
        let confirm = Alert(
            title: "Are you sure? This cannot be undone.",
            buttons: [
                AlertButton("Delete", action: true, role: .destructive),
                AlertButton("Cancel", action: false, role: .cancel),
            ])
        flow.bind(to: account) { _ in
            flow.showAlert(ask, in: window) { outcome in
                self.log.outcomes.append(outcome)
                guard outcome == .chosen(true) else { return }
                flow.showAlert(confirm, in: window) { outcome in self.log.outcomes.append(outcome) }
            }
            return .handled
        }
    }
}
