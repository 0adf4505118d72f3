import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// Where `flow.handle(_:whilePaused:with:)` meets the rest.
///
/// Pausing and its policies, a
/// container whose channel carries only a life, a handler that finishes its flow and pops its
/// own screen. Written as an app's tests would be.
@MainActor
@Suite struct HandleSeamTests {
    @MainActor
    final class Screen: IntentScreen {
        enum Intent: Sendable { case open, close }
        let intents = IntentChannel<Intent>()
    }

    @MainActor
    final class Handled {
        var intents: [String] = []
    }

    /// A detail pushed on the stack and handled with `policy`; `.close` finishes the flow and
    /// pops the detail, as a Done button's handler would.
    @MainActor
    final class DetailFlow: Coordinator {
        weak var stack: HeadlessStack?
        let policy: PausedIntentPolicy
        let handled: Handled
        init(stack: HeadlessStack, policy: PausedIntentPolicy, handled: Handled) {
            self.stack = stack
            self.policy = policy
            self.handled = handled
        }

        func start(_ flow: Flow<Void>) {
            guard let stack else { return flow.cancel() }
            let detail = Screen()
            flow.push(detail, on: stack)
            flow.handle(detail, whilePaused: policy) { [weak detail, handled] intent in
                handled.intents.append("\(intent)")
                guard intent == .close, let detail else { return }
                flow.finish()
                flow.pop(detail, from: stack)
            }
        }
    }

    /// A stack at the window's root, bound by `handle` (a container: its intents are `Never`),
    /// with a list whose `.open` starts a detail flow.
    @MainActor
    final class ListFlow: Coordinator {
        weak var window: HeadlessWindow?
        let policy: PausedIntentPolicy
        let handled: Handled
        init(window: HeadlessWindow, policy: PausedIntentPolicy = .buffer, handled: Handled = Handled()) {
            self.window = window
            self.policy = policy
            self.handled = handled
        }

        func start(_ flow: Flow<Void>) {
            guard let window else { return flow.cancel() }
            let stack = HeadlessStack()
            let list = Screen()
            guard flow.setRoot(stack, in: window), flow.push(list, on: stack) else { return flow.cancel() }
            flow.handle(stack) { _ in }
            flow.route(list) { [weak stack, policy, handled] _ in
                guard let stack else { return .handled }
                try? flow.startChild(DetailFlow(stack: stack, policy: policy, handled: handled), named: "detail")
                return .handled
            }
        }
    }

    private func started(
        policy: PausedIntentPolicy = .buffer
    ) throws -> (HeadlessWindow, CoordinatorTree, EventLogRecorder, Handled) {
        let window = HeadlessWindow()
        let handled = Handled()
        let tree = CoordinatorTree(root: ListFlow(window: window, policy: policy, handled: handled), named: "list")
        let log = EventLogRecorder(tree)
        try tree.start()
        try screen(0, in: window).intents.send(.open)
        log.skipReceivedEvents()
        return (window, tree, log, handled)
    }

    private func screen(_ index: Int, in window: HeadlessWindow) throws -> Screen {
        try #require((window.root as? HeadlessStack)?.screens[index] as? Screen)
    }

    @Test func aHandlerThatFinishesItsFlowAndPopsItsScreenRemovesItOnceAndEndsFinished() throws {
        let (window, tree, log, handled) = try started()
        defer { withExtendedLifetime(tree) {} }

        try screen(1, in: window).intents.send(.close)

        #expect(handled.intents == ["close"])
        #expect((window.root as? HeadlessStack)?.screens.count == 1)
        try log.expect([
            "list/detail: intent close from Screen", "list/detail: routed close", "list/detail: torn down (finished)",
            "list: child detail finished with ()",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aHandledScreenOfAPausedFlowDropsWithADropPolicyAndLogsIt() throws {
        let (window, tree, log, handled) = try started(policy: .drop)
        defer { withExtendedLifetime(tree) {} }
        tree.root?.pause()
        log.skipReceivedEvents()

        try screen(1, in: window).intents.send(.open)
        tree.root?.resume()

        #expect(handled.intents.isEmpty)
        try log.expect([
            "list/detail: intent open from Screen", "list/detail: dropped open: list/detail is paused", "list: resumed",
            "list/detail: resumed",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aHandledScreenOfAPausedFlowBuffersUntilResumedByDefault() throws {
        let (window, tree, log, handled) = try started()
        defer { withExtendedLifetime(tree) {} }
        tree.root?.pause()
        log.skipReceivedEvents()

        try screen(1, in: window).intents.send(.close)
        #expect(handled.intents.isEmpty, "buffered while paused")
        tree.root?.resume()

        #expect(handled.intents == ["close"])
        #expect((window.root as? HeadlessStack)?.screens.count == 1)
        try log.expect([
            "list/detail: intent close from Screen", "list/detail: buffered close while paused", "list: resumed",
            "list/detail: resumed", "list/detail: routed close", "list/detail: torn down (finished)",
            "list: child detail finished with ()",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aHandledScreenOfAPausedFlowDeliversAtOnceWithADeliverPolicy() throws {
        let (window, tree, log, handled) = try started(policy: .deliver)
        defer { withExtendedLifetime(tree) {} }
        tree.root?.pause()
        log.skipReceivedEvents()

        try screen(1, in: window).intents.send(.open)

        #expect(handled.intents == ["open"])
        try log.expect(["list/detail: intent open from Screen", "list/detail: routed open"])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aFlowHandlingAContainerEndsWhenTheWindowDropsIt() throws {
        let (window, tree, log, _) = try started()
        defer { withExtendedLifetime(tree) {} }

        try window.setRoot(HeadlessStack())

        try log.expect([
            "list: screen Screen released", "list/detail: torn down (screen released)",
            "list: child detail ended: screen released", "list: torn down (screen released)",
        ])
        #expect(tree.root == nil)
        log.expectEverythingReleased(clearing: window)
    }

    /// Pushes two screens over the window's root stack and handles the top one, then the one
    /// under it: the binding moves there, and the top one stays handled.
    @MainActor
    final class TwoScreensFlow: Coordinator {
        weak var stack: HeadlessStack?
        let handled: Handled
        init(stack: HeadlessStack, handled: Handled) {
            self.stack = stack
            self.handled = handled
        }

        func start(_ flow: Flow<Void>) {
            guard let stack else { return flow.cancel() }
            let (under, top) = (Screen(), Screen())
            flow.push(under, on: stack)
            flow.push(top, on: stack)
            flow.handle(top) { [handled] in handled.intents.append("top \($0)") }
            flow.handle(under) { [handled] in handled.intents.append("under \($0)") }
        }
    }

    @Test func handlingASecondScreenMovesTheBindingAndTheFirstStaysHandled() throws {
        let window = HeadlessWindow()
        let stack = HeadlessStack()
        try stack.push(Screen())
        try window.setRoot(stack)
        let handled = Handled()
        let tree = CoordinatorTree(root: TwoScreensFlow(stack: stack, handled: handled), named: "two")
        let log = EventLogRecorder(tree)
        try tree.start()
        try #require(stack.screens[2] as? Screen).intents.send(.open)
        log.skipReceivedEvents()

        #expect(window.userTapsBack() == "Screen")
        try log.expect(["two: screen Screen released"])
        try #require(stack.screens[1] as? Screen).intents.send(.open)
        #expect(window.userTapsBack() == "Screen")

        #expect(handled.intents == ["top open", "under open"])
        try log.expect([
            "two: intent open from Screen", "two: routed open", "two: torn down (screen released)",
        ])
        #expect(tree.root == nil)
        log.expectEverythingReleased(clearing: window)
    }
}
