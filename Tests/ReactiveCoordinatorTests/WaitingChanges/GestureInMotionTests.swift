import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// A user's gesture asked while another holds the window's touch is refused.
///
/// A back swipe or a sheet's drag under way takes the touch on a device: the gesture changes
/// nothing, asks no guard, ends no flow, and the container reports it in one line (issue 35). A
/// flow's change asked meanwhile waits instead (`WaitingPresentationTests`).
@MainActor
@Suite struct GestureInMotionTests {
    @MainActor
    final class Screen: IntentScreen {
        enum Intent: Sendable { case open, ask, compose }
        let intents = IntentChannel<Intent>()
    }

    /// A message: pushes its screen; `.ask` shows the draft's alert, whose Discard cancels it.
    @MainActor
    final class MessageFlow: Coordinator {
        weak var window: HeadlessWindow?
        weak var stack: HeadlessStack?
        init(window: HeadlessWindow, stack: HeadlessStack) {
            self.window = window
            self.stack = stack
        }

        func start(_ flow: Flow<Void>) {
            guard let window, let stack else { return flow.cancel() }
            let message = Screen()
            flow.push(message, on: stack)
            flow.bind(to: message) { _ in
                flow.showAlert(discardAlert, in: window) { outcome in
                    if outcome == .chosen(.discard) { flow.cancel() }
                }
                return .handled
            }
        }
    }

    /// A sheet over the stack, bound to its screen.
    @MainActor
    final class SheetFlow: Coordinator {
        weak var window: HeadlessWindow?
        weak var stack: HeadlessStack?
        init(window: HeadlessWindow, stack: HeadlessStack) {
            self.window = window
            self.stack = stack
        }

        func start(_ flow: Flow<Void>) {
            guard let window, let stack else { return flow.cancel() }
            let sheet = Screen()
            flow.present(sheet, over: stack, in: window)
            flow.bind(to: sheet) { _ in .handled }
        }
    }

    /// The inbox on a stack at the window's root: `.open` pushes a message, `.compose` presents a
    /// sheet.
    @MainActor
    final class InboxFlow: Coordinator {
        weak var window: HeadlessWindow?
        init(window: HeadlessWindow) { self.window = window }

        func start(_ flow: Flow<Void>) {
            guard let window else { return flow.cancel() }
            let stack = HeadlessStack()
            let inbox = Screen()
            guard flow.setRoot(stack, in: window), flow.push(inbox, on: stack) else { return flow.cancel() }
            flow.route(inbox) { [weak stack] intent in
                guard let stack else { return .handled }
                switch intent {
                case .open: try? flow.startChild(MessageFlow(window: window, stack: stack), named: "message")
                case .compose: try? flow.startChild(SheetFlow(window: window, stack: stack), named: "sheet")
                case .ask: break
                }
                return .handled
            }
        }
    }

    /// The inbox with a message pushed; the window's changes are collected as the log prints them.
    private func openedMessage() throws -> (HeadlessWindow, CoordinatorTree, EventLogRecorder, Changes) {
        let window = HeadlessWindow()
        let changes = Changes()
        window.onChange = { changes.lines.append("\($0)") }
        let tree = CoordinatorTree(root: InboxFlow(window: window), named: "inbox")
        let log = EventLogRecorder(tree)
        try tree.start()
        try #require(stack(in: window).screens.first as? Screen).intents.send(.open)
        log.skipReceivedEvents()
        changes.lines.removeAll()
        return (window, tree, log, changes)
    }

    /// The window's stack, not kept by the test, so that clearing the window releases it.
    private func stack(in window: HeadlessWindow) throws -> HeadlessStack {
        try #require(window.root as? HeadlessStack)
    }

    @MainActor final class Changes {
        var lines: [String] = []
    }

    @Test func aBackTapDuringTheUsersBackSwipeIsRefusedAndTheSwipeStillDecides() throws {
        let (window, tree, log, changes) = try openedMessage()
        defer { withExtendedLifetime(tree) {} }
        let swipe = try #require(try stack(in: window).beginInteractivePop())

        #expect(window.userTapsBack() == nil)
        #expect(try stack(in: window).userTapsBack() == nil)

        #expect(try stack(in: window).screens.count == 2, "the message stays under the finger")
        #expect(
            changes.lines.suffix(2) == [
                "stack: refused the user's back tap: the user's back swipe from Screen is under way",
                "stack: refused the user's back tap: the user's back swipe from Screen is under way",
            ], "\(changes.lines)")
        try log.expectNoMoreEvents()
        #expect(try stack(in: window).interactivePop === swipe, "the swipe under way is still the one the finger holds")

        swipe.complete()

        try log.expect(["inbox/message: torn down (screen released)", "inbox: child message ended: screen released"])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aBackTapAfterTheSwipeWasCancelledApplies() throws {
        let (window, tree, log, _) = try openedMessage()
        defer { withExtendedLifetime(tree) {} }
        try #require(try stack(in: window).beginInteractivePop()).cancel()

        #expect(window.userTapsBack() == "Screen")

        try log.expect(["inbox/message: torn down (screen released)", "inbox: child message ended: screen released"])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aSecondGestureIsRefusedInEveryContainerOfTheWindowWhileASheetIsDragged() throws {
        let (window, tree, log, changes) = try openedMessage()
        defer { withExtendedLifetime(tree) {} }
        try #require(try stack(in: window).screens.first as? Screen).intents.send(.compose)
        log.skipReceivedEvents()
        let drag = try #require(window.beginInteractiveDismissal())

        #expect(try stack(in: window).beginInteractivePop() == nil, "the stack under the sheet: the finger is on it")
        #expect(window.beginInteractiveDismissal() == nil)
        #expect(window.userSwipesDown() == nil)

        #expect(window.interactiveDismissal === drag && window.presentedScreens.count == 1)
        #expect(try stack(in: window).interactivePop == nil)
        #expect(try stack(in: window).screens.count == 2)
        #expect(
            changes.lines.suffix(3) == [
                "stack: refused the user's back swipe: the user's swipe down of Screen is under way",
                "window: refused the user's sheet drag: the user's swipe down of Screen is under way",
                "window: refused the user's swipe down: the user's swipe down of Screen is under way",
            ], "\(changes.lines)")
        try log.expectNoMoreEvents()

        drag.complete()

        try log.expect(["inbox/sheet: torn down (screen released)", "inbox: child sheet ended: screen released"])
        #expect(try stack(in: window).beginInteractivePop() != nil, "the finger lifted: the stack's back swipe begins")
        try stack(in: window).interactivePop?.cancel()
        log.expectEverythingReleased(clearing: window)
    }

    @Test func anAlertTapDuringABackSwipeIsRefusedAndAppliesOnceTheFingerLifts() async throws {
        let (window, tree, log, changes) = try openedMessage()
        defer { withExtendedLifetime(tree) {} }
        let swipe = try #require(try stack(in: window).beginInteractivePop())
        try #require(try stack(in: window).screens.last as? Screen).intents.send(.ask)
        #expect(window.shownAlert != nil, "the alert is asked of the window, which is still")
        log.skipReceivedEvents()

        #expect(!window.userTaps(button: "Discard"))

        #expect(window.shownAlert != nil)
        #expect(try stack(in: window).screens.count == 2)
        #expect(
            changes.lines.last
                == "window: refused the user's tap on Discard: the user's back swipe from Screen is under way",
            "\(changes.lines)")
        try log.expectNoMoreEvents()

        swipe.cancel()
        #expect(window.userTaps(button: "Discard"))
        await tree.settle()

        #expect(try stack(in: window).screens.count == 1, "the cancelled message's screen is removed")
        #expect(log.lines.contains("inbox/message: torn down (cancelled)"), "\(log.lines)")
        log.skipReceivedEvents()
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aTabTapDuringABackSwipeInOneOfItsStacksIsRefused() throws {
        let tabs = HeadlessTabs()
        let (catalog, account) = (HeadlessStack(name: "catalog"), Screen())
        weak let product: Screen?
        do {
            let (list, shown) = (Screen(), Screen())
            product = shown
            try catalog.push(list)
            try catalog.push(shown)
        }
        _ = try tabs.setTabs([catalog, account])
        var changes: [String] = []
        tabs.onChange = { changes.append("\($0)") }
        let swipe = try #require(catalog.beginInteractivePop())

        try tabs.userSelectsTab(at: 1)
        try tabs.userSelectsTab(at: 0)  // the selected tab, which would pop to its root

        #expect(tabs.selectedIndex == 0 && catalog.screens.count == 2)
        #expect(
            changes.suffix(2) == [
                "tabs: refused the user's tap on tab 2: the user's back swipe from Screen is under way",
                "tabs: refused the user's tap on tab 1: the user's back swipe from Screen is under way",
            ], "\(changes)")
        swipe.complete()
        #expect(catalog.screens.count == 1 && product == nil, "the swipe popped it and the stack let it go")
    }

    @Test func aBackTapOrSwipeOnAStackUnderAPresentedSheetIsRefusedAndAppliesOnceTheSheetIsGone() throws {
        let (window, tree, log, changes) = try openedMessage()
        defer { withExtendedLifetime(tree) {} }
        try #require(try stack(in: window).screens.first as? Screen).intents.send(.compose)
        log.skipReceivedEvents()
        changes.lines.removeAll()

        #expect(try stack(in: window).userTapsBack() == nil)
        #expect(try stack(in: window).beginInteractivePop() == nil)
        #expect(window.userTapsBack() == nil, "the sheet in front is one screen: no back button")

        #expect(try stack(in: window).screens.count == 2, "the message stays under the sheet")
        #expect(
            changes.lines == [
                "stack: refused the user's back tap: the presentation of Screen over it is under way",
                "stack: refused the user's back swipe: the presentation of Screen over it is under way",
            ], "\(changes.lines)")
        try log.expectNoMoreEvents()

        #expect(window.userSwipesDown() == "Screen")
        try log.expect(["inbox/sheet: torn down (screen released)", "inbox: child sheet ended: screen released"])
        #expect(try stack(in: window).userTapsBack() == "Screen", "nothing covers the stack any more")
        try log.expect(["inbox/message: torn down (screen released)", "inbox: child message ended: screen released"])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aTabTapUnderAPresentedSheetIsRefusedAndTheSheetsOwnStackStillGoesBack() throws {
        let window = HeadlessWindow()
        weak let weakTabs: HeadlessTabs?
        weak let weakSheetStack: HeadlessStack?
        var changes: [String] = []
        do {
            let (tabs, catalog, account) = (HeadlessTabs(), HeadlessStack(name: "catalog"), Screen())
            let (sheetStack, first, second) = (HeadlessStack(name: "sheet stack"), Screen(), Screen())
            (weakTabs, weakSheetStack) = (tabs, sheetStack)
            try catalog.push(Screen())
            _ = try tabs.setTabs([catalog, account])
            _ = try window.setRoot(tabs)
            try sheetStack.push(first)
            try sheetStack.push(second)
            try window.present(sheetStack, over: catalog)
            window.onChange = { changes.append("\($0)") }

            try tabs.userSelectsTab(at: 1)
            #expect(tabs.selectedIndex == 0, "the tab bar is under the sheet")
            #expect(sheetStack.userTapsBack() == "Screen", "the sheet's own stack is in front")
            #expect(sheetStack.screens.count == 1)
        }

        #expect(
            changes == [
                "tabs: refused the user's tap on tab 2: the presentation of sheet stack over it is under way",
                "sheet stack: user tapped back, popped Screen",
            ], "\(changes)")
        _ = try window.setRoot(nil)
        #expect(window.presentedScreens.isEmpty)
        #expect(weakTabs == nil && weakSheetStack == nil)
    }
}
