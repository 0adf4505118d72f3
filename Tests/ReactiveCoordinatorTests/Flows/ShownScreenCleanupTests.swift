import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A coordinator removes what it showed through its own navigation calls when it is cancelled or
/// torn down with its parent, and only then; never a screen twice, never another's.
@MainActor
@Suite struct ShownScreenCleanupTests {
    /// `app` (a node) with one child, `shower`, that shows its screen with `show`.
    private func world(
        leaves: Bool = false,
        show: @escaping @MainActor (Flow<Void>, TestScreen<FlowIntent>) -> Void
    ) throws -> Harness {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        let flow = ShowingFlow(show: show)
        flow.leavesScreens = leaves
        try world.root(as: NodeCoordinator.self).flow.startChild(flow, named: "shower")
        world.watch(flow, "shower")
        world.log.skipReceivedEvents()
        return world
    }

    @Test func cancelledFlowPopsTheScreenItPushed() throws {
        let stack = HeadlessStack()
        try stack.push(TestScreen<FlowIntent>("list"))
        var changes: [String] = []
        stack.onChange = { changes.append("\($0)") }
        let world = try world { flow, screen in flow.push(screen, on: stack) }

        world.tree.root?.children.first?.cancel()

        #expect(stack.screens.count == 1)
        #expect(changes.count == 2)  // the push, then the one pop that undoes it
        #expect(changes.last?.contains("popped") == true, "\(changes)")
        try world.log.expect(["app/shower: torn down (cancelled)", "app: child shower ended: cancelled"])
        world.expectEverythingReleased()
    }

    @Test func flowTornDownWithItsParentClearsTheTabsItSet() throws {
        let tabs = HeadlessTabs()
        let world = try world { flow, screen in flow.setTabs([screen], in: tabs) }

        world.tree.cancel()

        #expect(tabs.tabs.isEmpty)
        world.expectEverythingReleased()
    }

    @Test func cancelledFlowClearsTheSecondaryColumnItShowed() throws {
        let split = HeadlessSplit()
        let world = try world { flow, screen in flow.showSecondary(screen, in: split) }

        world.tree.root?.children.first?.cancel()

        #expect(split.secondary == nil)
        world.expectEverythingReleased()
    }

    @Test func cancelledFlowDismissesTheSheetItPresented() throws {
        let window = HeadlessWindow()
        let root = TestScreen<FlowIntent>("root")
        _ = try window.setRoot(root)
        let world = try world { [weak root] flow, screen in
            if let root { flow.present(screen, over: root, in: window) }
        }
        #expect(window.presentedScreens.count == 1)

        world.tree.root?.children.first?.cancel()

        #expect(window.presentedScreens.isEmpty)
        #expect(window.root === root)
        _ = try window.setRoot(nil)
        world.expectEverythingReleased()
    }

    @Test func finishedFlowLeavesWhatItShowedToItsParent() throws {
        let stack = HeadlessStack()
        try stack.push(TestScreen<FlowIntent>("list"))
        let world = try world { flow, screen in
            flow.push(screen, on: stack)
            flow.finish()
        }

        #expect(stack.screens.count == 2)
        _ = try stack.pop()
        world.expectEverythingReleased()
    }

    @Test func flowThatOptsOutLeavesItsScreensWhenCancelled() throws {
        let stack = HeadlessStack()
        try stack.push(TestScreen<FlowIntent>("list"))
        let world = try world(leaves: true) { flow, screen in flow.push(screen, on: stack) }

        world.tree.root?.children.first?.cancel()

        #expect(stack.screens.count == 2)
        _ = try stack.pop()
        world.expectEverythingReleased()
    }

    @Test func screenTheUserAlreadyRemovedIsNotRemovedAgainNorIsAnother() throws {
        let stack = HeadlessStack()
        try stack.push(TestScreen<FlowIntent>("list"))
        let world = try world { flow, screen in
            flow.push(screen, on: stack)
            flow.route(screen) { _ in .handled }  // routed, not bound: its release ends nothing
        }
        _ = try stack.pop()  // the user goes back
        let other = TestScreen<FlowIntent>("other")
        try stack.push(other)
        var changes: [String] = []
        stack.onChange = { changes.append("\($0)") }

        world.tree.root?.children.first?.cancel()

        #expect(changes.isEmpty)
        #expect(stack.screens.last === other)
        _ = try stack.pop()
        world.expectEverythingReleased()
    }
}

/// Shows one screen with the coordinator's own navigation calls, as the test says.
@MainActor
final class ShowingFlow: KeepsItsFlow {
    private let show: @MainActor (Flow<Void>, TestScreen<FlowIntent>) -> Void
    /// Whether its flow leaves the screens it showed when it is cancelled or torn down.
    var leavesScreens = false
    private(set) var started: Flow<Void>?

    init(show: @escaping @MainActor (Flow<Void>, TestScreen<FlowIntent>) -> Void) {
        self.show = show
    }

    func start(_ flow: Flow<Void>) {
        started = flow
        flow.leavesScreensWhenEnded = leavesScreens
        show(flow, TestScreen<FlowIntent>("shown"))
    }
}
