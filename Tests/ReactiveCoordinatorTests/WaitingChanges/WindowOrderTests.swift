import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// Changes asked of the containers of one window apply in the order they were asked (issue 35):
/// a push onto the window's stack asked while a presentation waits for the window's sheet drag
/// waits behind it, though the stack itself is still.
@MainActor
@Suite struct WindowOrderTests {
    @MainActor
    final class Screen: IntentScreen {
        enum Intent: Sendable { case share, open }
        let intents = IntentChannel<Intent>()
    }

    /// The app: a stack as the window's root with `home` on it, and a sheet over the stack.
    ///
    /// The sheet's `.share` presents over the sheet; home's `.open` pushes onto the stack.
    @MainActor
    final class AppFlow: Coordinator {
        weak var window: HeadlessWindow?
        init(window: HeadlessWindow) { self.window = window }

        func start(_ flow: Flow<Void>) {
            guard let window else { return flow.cancel() }
            let stack = HeadlessStack()
            let home = Screen()
            guard flow.setRoot(stack, in: window), flow.push(home, on: stack) else { return flow.cancel() }
            flow.route(home) { [weak stack] intent in
                guard let stack, intent == .open else { return .handled }
                let detail = Screen()
                flow.push(detail, on: stack)
                flow.route(detail) { _ in .handled }
                return .handled
            }
            let sheet = Screen()
            flow.present(sheet, over: stack, in: window)
            flow.route(sheet) { [weak sheet, weak window] intent in
                guard let sheet, let window, intent == .share else { return .handled }
                let share = Screen()
                flow.present(share, over: sheet, in: window)
                flow.route(share) { _ in .handled }
                return .handled
            }
        }
    }

    private func started() throws -> (HeadlessWindow, CoordinatorTree, EventLogRecorder) {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: AppFlow(window: window), named: "app")
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()
        return (window, tree, log)
    }

    private func stack(in window: HeadlessWindow) throws -> HeadlessStack {
        try #require(window.root as? HeadlessStack)
    }

    private func home(in window: HeadlessWindow) throws -> Screen {
        try #require(stack(in: window).screens.first as? Screen)
    }

    @Test func aPushAskedWhileAPresentationWaitsInTheSameWindowAppliesAfterIt() throws {
        let (window, tree, log) = try started()
        defer { withExtendedLifetime(tree) {} }
        let drag = try #require(window.beginInteractiveDismissal())

        try #require(window.presentedScreens.first as? Screen).intents.send(.share)
        try home(in: window).intents.send(.open)

        #expect(try stack(in: window).transitionUnderWay == nil, "the stack itself is still")
        #expect(try stack(in: window).screens.count == 1, "the push waits behind the presentation asked before it")
        try log.expect([
            "app: intent share from Screen",
            "app: present Screen: waits for the user's swipe down of Screen",
            "app: routes Screen",
            "app: routed share",
            "app: intent open from Screen",
            "app: push Screen: waits for the changes asked before it",
            "app: routes Screen",
            "app: routed open",
        ])

        drag.cancel()

        #expect(window.presentedScreens.count == 2)
        #expect(try stack(in: window).screens.count == 2)
        try log.expect(["app: present Screen: applied", "app: push Screen: applied"])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aPushAskedOnceTheWaitingChangesAppliedAppliesAtOnce() throws {
        let (window, tree, log) = try started()
        defer { withExtendedLifetime(tree) {} }
        let drag = try #require(window.beginInteractiveDismissal())
        try #require(window.presentedScreens.first as? Screen).intents.send(.share)
        try home(in: window).intents.send(.open)
        drag.cancel()
        #expect(try stack(in: window).screens.count == 2)
        log.skipReceivedEvents()

        // Nothing waits in any window now: the next push does not wait behind what applied.
        try home(in: window).intents.send(.open)

        #expect(try stack(in: window).screens.count == 3)
        try log.expect(["app: intent open from Screen", "app: routes Screen", "app: routed open"])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aPushIntoAStillWindowAppliesAtOnce() throws {
        let (window, tree, log) = try started()
        defer { withExtendedLifetime(tree) {} }
        try home(in: window).intents.send(.open)

        #expect(try stack(in: window).screens.count == 2)
        try log.expect(["app: intent open from Screen", "app: routes Screen", "app: routed open"])
        log.expectEverythingReleased(clearing: window)
    }
}
