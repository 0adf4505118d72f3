import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// A flow torn down while the user's finger moves its screen (a back swipe) removes that screen
/// once the gesture ends, as a change a flow asks waits for it (issue 35): the screen is not
/// taken from under the finger, the leak audit does not call it a zombie meanwhile, and nothing
/// is lost whichever way the gesture ends.
@MainActor
@Suite struct TeardownDuringGestureTests {
    @MainActor
    final class Screen: IntentScreen {
        enum Intent: Sendable { case open }
        let intents = IntentChannel<Intent>()
    }

    /// A message flow: pushes its screen and lives as long as it.
    @MainActor
    final class MessageFlow: Coordinator {
        weak var stack: HeadlessStack?
        init(stack: HeadlessStack) { self.stack = stack }

        func start(_ flow: Flow<Void>) {
            guard let stack else { return flow.cancel() }
            let message = Screen()
            flow.push(message, on: stack)
            flow.bind(to: message) { _ in .handled }
        }
    }

    /// The inbox: a stack as the window's root, the inbox on it; `.open` starts a message flow.
    @MainActor
    final class InboxFlow: Coordinator {
        weak var window: HeadlessWindow?
        init(window: HeadlessWindow) { self.window = window }

        func start(_ flow: Flow<Void>) {
            guard let window else { return flow.cancel() }
            let stack = HeadlessStack()
            let inbox = Screen()
            guard flow.setRoot(stack, in: window), flow.push(inbox, on: stack) else { return flow.cancel() }
            flow.route(inbox) { [weak stack] _ in
                guard let stack else { return .handled }
                try? flow.startChild(MessageFlow(stack: stack), named: "message")
                return .handled
            }
        }
    }

    private func openedMessage() throws -> (HeadlessWindow, CoordinatorTree, EventLogRecorder) {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: InboxFlow(window: window), named: "inbox")
        let log = EventLogRecorder(tree)
        try tree.start()
        try #require((window.root as? HeadlessStack)?.screens.first as? Screen).intents.send(.open)
        log.skipReceivedEvents()
        return (window, tree, log)
    }

    private func stack(in window: HeadlessWindow) throws -> HeadlessStack {
        try #require(window.root as? HeadlessStack)
    }

    @Test func aFlowCancelledDuringABackSwipeOfItsScreenRemovesItOnceTheSwipeIsCancelled() throws {
        let (window, tree, log) = try openedMessage()
        defer { withExtendedLifetime(tree) {} }
        let swipe = try #require(try stack(in: window).beginInteractivePop())

        tree.root?.children.first?.cancel()

        #expect(try stack(in: window).screens.count == 2, "the screen under the finger stays while it moves")
        #expect(tree.leakReport(shownIn: window).leaks.isEmpty, "on its way out, not a zombie")
        try log.expect(["inbox/message: torn down (cancelled)", "inbox: child message ended: cancelled"])

        swipe.cancel()

        #expect(try stack(in: window).screens.count == 1, "the teardown's removal applied once the swipe ended")
        #expect(tree.leakReport(shownIn: window).leaks.isEmpty)
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aFlowCancelledDuringACompletedBackSwipeLosesItsScreenToTheSwipeAndNothingElse() throws {
        let (window, tree, log) = try openedMessage()
        defer { withExtendedLifetime(tree) {} }
        let swipe = try #require(try stack(in: window).beginInteractivePop())
        tree.root?.children.first?.cancel()

        swipe.complete()

        #expect(try stack(in: window).screens.count == 1, "the inbox stays")
        try log.expect([
            "inbox/message: torn down (cancelled)", "inbox: child message ended: cancelled",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aFlowCancelledWithNothingInMotionRemovesItsScreenAtOnce() throws {
        let (window, tree, log) = try openedMessage()
        defer { withExtendedLifetime(tree) {} }

        tree.root?.children.first?.cancel()

        #expect(try stack(in: window).screens.count == 1)
        log.expectEverythingReleased(clearing: window)
    }
}
