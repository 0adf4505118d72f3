import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// A flow's presentation asked while the user drags the sheet it goes over waits for the drag to
/// end (issue 35), as UIKit's adapter waits for its transition coordinator: applied once the drag
/// is cancelled, superseded or cancelled once it completed, never lost, and logged once.
@MainActor
@Suite struct WaitingPresentationTests {
    @MainActor
    final class Screen: IntentScreen {
        enum Intent: Sendable { case share }
        let intents = IntentChannel<Intent>()
    }

    /// A sheet that presents a share screen over itself on `.share`, and one more over that when
    /// `presentsTwo`.
    @MainActor
    final class SheetFlow: Coordinator {
        weak var window: HeadlessWindow?
        weak var home: Screen?
        let presentsTwo: Bool

        init(window: HeadlessWindow, home: Screen, presentsTwo: Bool) {
            self.window = window
            self.home = home
            self.presentsTwo = presentsTwo
        }

        func start(_ flow: Flow<Void>) {
            guard let window, let home else { return flow.cancel() }
            let sheet = Screen()
            flow.present(sheet, over: home, in: window)
            flow.bind(to: sheet) { [weak sheet, presentsTwo] _ in
                guard let sheet else { return .handled }
                let share = Screen()
                flow.present(share, over: sheet, in: window)
                flow.route(share) { _ in .handled }
                if presentsTwo {
                    let more = Screen()
                    flow.present(more, over: share, in: window)
                    flow.route(more) { _ in .handled }
                }
                return .handled
            }
        }
    }

    /// The app: `home` as the window's root, the sheet over it; on `.share` from home it presents
    /// over the top-most sheet itself.
    @MainActor
    final class HomeFlow: Coordinator {
        weak var window: HeadlessWindow?
        let presentsTwo: Bool

        init(window: HeadlessWindow, presentsTwo: Bool = false) {
            self.window = window
            self.presentsTwo = presentsTwo
        }

        func start(_ flow: Flow<Void>) {
            guard let window else { return flow.cancel() }
            let home = Screen()
            flow.setRoot(home, in: window)
            flow.bind(to: home) { [weak window] _ in
                guard let window, let sheet = window.presentedScreens.last else { return .handled }
                flow.present(Screen(), over: sheet, in: window)
                return .handled
            }
            try? flow.startChild(SheetFlow(window: window, home: home, presentsTwo: presentsTwo), named: "sheet")
        }
    }

    private func started(presentsTwo: Bool = false) throws -> (HeadlessWindow, CoordinatorTree, EventLogRecorder) {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: HomeFlow(window: window, presentsTwo: presentsTwo), named: "app")
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()
        return (window, tree, log)
    }

    private func sheet(in window: HeadlessWindow) throws -> Screen {
        try #require(window.presentedScreens.first as? Screen)
    }

    @Test func aPresentationAskedDuringASheetDragWaitsAndAppliesOnceTheDragIsCancelled() throws {
        let (window, tree, log) = try started()
        defer { withExtendedLifetime(tree) {} }
        let drag = try #require(window.beginInteractiveDismissal())
        #expect(window.transitionUnderWay == "the user's swipe down of Screen")

        try sheet(in: window).intents.send(.share)

        #expect(window.presentedScreens.count == 1, "nothing is presented over a sheet in motion")
        try log.expect([
            "app/sheet: intent share from Screen",
            "app/sheet: present Screen: waits for the user's swipe down of Screen",
            "app/sheet: routes Screen",
            "app/sheet: routed share",
        ])
        drag.cancel()
        #expect(window.presentedScreens.count == 2)
        #expect(window.transitionUnderWay == nil)
        try log.expect(["app/sheet: present Screen: applied"])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aPresentationWaitingWhenTheDragTakesItsFlowsSheetIsCancelledWithTheFlow() throws {
        let (window, tree, log) = try started()
        defer { withExtendedLifetime(tree) {} }
        let drag = try #require(window.beginInteractiveDismissal())
        try sheet(in: window).intents.send(.share)
        log.skipReceivedEvents()

        drag.complete()

        #expect(window.presentedScreens.isEmpty)
        try log.expect([
            "app/sheet: present Screen: cancelled: its flow ended",
            "app/sheet: torn down (screen released)",
            "app: child sheet ended: screen released",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aPresentationWaitingOverASheetTheDragTookIsSuperseded() throws {
        let (window, tree, log) = try started()
        defer { withExtendedLifetime(tree) {} }
        let drag = try #require(window.beginInteractiveDismissal())
        try #require(window.root as? Screen).intents.send(.share)  // the app presents over the sheet
        try log.expect([
            "app: intent share from Screen",
            "app: present Screen: waits for the user's swipe down of Screen",
            "app: routed share",
        ])

        drag.complete()

        #expect(window.presentedScreens.isEmpty)
        try log.expect([
            "app/sheet: torn down (screen released)",
            "app: child sheet ended: screen released",
            "app: present Screen: superseded: its presenter went away",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func presentationsWaitingInAWindowApplyInTheOrderAsked() throws {
        let (window, tree, log) = try started(presentsTwo: true)
        defer { withExtendedLifetime(tree) {} }
        let drag = try #require(window.beginInteractiveDismissal())
        try sheet(in: window).intents.send(.share)
        try log.expect([
            "app/sheet: intent share from Screen",
            "app/sheet: present Screen: waits for the user's swipe down of Screen",
            "app/sheet: routes Screen",
            "app/sheet: present Screen: waits for the user's swipe down of Screen",
            "app/sheet: routes Screen",
            "app/sheet: routed share",
        ])

        drag.cancel()

        #expect(window.presentedScreens.count == 3, "the second goes over the first, as asked")
        try log.expect(["app/sheet: present Screen: applied", "app/sheet: present Screen: applied"])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aWaitingPresentationOfACancelledFlowEndsOnceAndNeverApplies() throws {
        let (window, tree, log) = try started()
        defer { withExtendedLifetime(tree) {} }
        let drag = try #require(window.beginInteractiveDismissal())
        try sheet(in: window).intents.send(.share)
        log.skipReceivedEvents()

        tree.root?.children.first?.cancel()
        try log.expect([
            "app/sheet: present Screen: cancelled: its flow ended",
            "app/sheet: torn down (cancelled)",
            "app: child sheet ended: cancelled",
        ])
        drag.cancel()

        #expect(window.presentedScreens.isEmpty, "its sheet went with it, and nothing was presented")
        try log.expectNoMoreEvents()
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aPresentationIntoAWindowWithNothingInMotionAppliesAtOnce() throws {
        let (window, tree, log) = try started()
        defer { withExtendedLifetime(tree) {} }
        #expect(window.transitionUnderWay == nil)

        try sheet(in: window).intents.send(.share)

        #expect(window.presentedScreens.count == 2)
        try log.expect(["app/sheet: intent share from Screen", "app/sheet: routes Screen", "app/sheet: routed share"])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aWriteThatWouldDismissThePresenterOfAWaitingPresentationIsRefusedAndReadAgain() throws {
        let (window, tree, log) = try started()
        defer { withExtendedLifetime(tree) {} }
        let drag = try #require(window.beginInteractiveDismissal())
        try sheet(in: window).intents.send(.share)
        log.skipReceivedEvents()
        let changes = ChangeLog()
        window.onChange = changes.record
        let reads = ObservedReads { _ = window[presentedAt: 0] }

        reads.expectNotified { window[presentedAt: 0] = nil }  // the view's dismiss action

        #expect(window.presentedScreens.count == 1, "the sheet stays")
        #expect(
            changes.lines == [
                "window: refused nil at presentation level 0 (a presentation waits over Screen) written by the UI; "
                    + "only coordinators show screens"
            ])
        try log.expectNoMoreEvents()
        drag.cancel()
        #expect(window.presentedScreens.count == 2)
        try log.expect(["app/sheet: present Screen: applied"])
        window.onChange = nil
        log.expectEverythingReleased(clearing: window)
    }

    /// Presents a screen over the top of a stack as it starts.
    @MainActor
    final class PresentOverStack: Coordinator {
        weak var window: HeadlessWindow?
        weak var stack: HeadlessStack?

        init(window: HeadlessWindow, stack: HeadlessStack) {
            self.window = window
            self.stack = stack
        }

        func start(_ flow: Flow<Void>) {
            guard let window, let top = stack?.screens.last else { return flow.cancel() }
            let share = Screen()
            flow.present(share, over: top, in: window)
            flow.bind(to: share) { _ in .handled }
        }
    }

    @Test func aPathThatWouldPopThePresenterOfAWaitingPresentationIsRefusedAndReadAgain() throws {
        let window = HeadlessWindow()
        let stack = HeadlessStack(name: "sheet stack")
        try window.setRoot(Screen())
        try stack.push(Screen())
        try stack.push(Screen())
        try window.present(stack, over: try #require(window.root))
        let drag = try #require(window.beginInteractiveDismissal())
        let tree = CoordinatorTree(root: PresentOverStack(window: window, stack: stack), named: "share")
        let log = EventLogRecorder(tree)
        try tree.start()
        #expect(
            log.skipReceivedEvents().contains("share: present Screen: waits for the user's swipe down of sheet stack"))
        let changes = ChangeLog()
        window.onChange = changes.record
        let reads = ObservedReads { _ = stack.path }

        reads.expectNotified { stack.path = [] }  // the back button's menu, to the root

        #expect(stack.screens.count == 2, "the screen the presentation goes over stays")
        #expect(
            changes.lines == [
                "sheet stack: refused path [] (a presentation waits over Screen) written by the UI; "
                    + "only coordinators show screens"
            ])
        drag.cancel()
        #expect(window.presentedScreens.count == 2)
        try log.expect(["share: present Screen: applied"])
        window.onChange = nil
        tree.cancel()
        log.skipReceivedEvents()
        log.expectEverythingReleased(clearing: window)
    }
}
