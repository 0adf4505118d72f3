import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A back swipe or a sheet drag begins, then completes or is cancelled: a cancelled one is never
/// a pop, and a completed one ends the flow as a pop does.
@MainActor
@Suite struct InteractiveTransitionTests {
    /// A started world: `app` at the bottom of a stack, `detail` pushed over it, the window's
    /// changes recorded.
    private func worldWithADetail() throws -> (Harness, ChangeLog) {
        let world = try Harness.startedInAStack()
        let changes = ChangeLog()
        do {
            let stack = try #require(world.window.root as? HeadlessStack)
            let flow = ScreenFlow { [weak stack] in try stack?.push($0) }
            flow.onIntent = { _, _ in .handled }
            try world.root(as: ScreenFlow.self).flow.startChild(flow, named: "detail")
            world.watch(flow, "detail")
        }
        world.window.onChange = changes.record
        world.log.skipReceivedEvents()
        return (world, changes)
    }

    /// A started world: `app` as the window's root, `compose` presented in a stack over it.
    private func worldWithASheet() throws -> (Harness, ChangeLog) {
        let world = Harness.windowed(named: "app") { window in
            ScreenFlow { try window.setRoot($0) }
        }
        try world.start()
        let changes = ChangeLog()
        do {
            let window = world.window
            let flow = ScreenFlow { screen in
                let stack = HeadlessStack(name: "modal stack")
                try stack.push(screen)
                try window.present(stack, over: try #require(window.root))
            }
            flow.onIntent = { _, _ in .handled }
            try world.root(as: ScreenFlow.self).flow.startChild(flow, named: "compose")
            world.watch(flow, "compose")
        }
        world.window.onChange = changes.record
        world.log.skipReceivedEvents()
        return (world, changes)
    }

    /// The root flow's children's names and states.
    private func children(_ world: Harness) -> [String] {
        world.tree.root?.children.map { "\($0.name) \($0.state)" } ?? []
    }

    /// Sends an intent from the root flow's child's screen, as the user's tap on it.
    private func tapChild(_ world: Harness) {
        (world.tree.root?.children.first?.coordinator as? ScreenFlow)?.screen?.tap(.next)
    }

    /// How changes name the test screens.
    private let screen = String(describing: TestScreen<FlowIntent>.self)

    @Test func cancelledBackSwipeEndsNothingAndLeavesEveryRouteInPlace() throws {
        let (world, changes) = try worldWithADetail()
        weak let stack = world.window.root as? HeadlessStack

        let swipe = try #require(stack?.beginInteractivePop())
        swipe.cancel()

        #expect(swipe.outcome == .cancelled)
        #expect(stack?.screens.count == 2)
        #expect(children(world) == ["detail active"])
        try world.log.expectNoMoreEvents()
        tapChild(world)
        try world.log.expect(["app/detail: intent next from TestScreen<FlowIntent>", "app/detail: routed next"])
        #expect(
            changes.lines == [
                "stack: user began swiping back from \(screen)",
                "stack: user cancelled swiping back, \(screen) stays",
            ])
        world.expectEverythingReleased()
    }

    @Test func completedBackSwipeReleasesTheScreenAsAPopDoes() throws {
        let (world, changes) = try worldWithADetail()
        weak let stack = world.window.root as? HeadlessStack

        let swipe = try #require(stack?.beginInteractivePop())
        try world.log.expectNoMoreEvents()
        swipe.complete()

        #expect(swipe.outcome == .completed)
        #expect(stack?.screens.count == 1)
        #expect(children(world).isEmpty)
        try world.log.expect([
            "app/detail: torn down (screen released)",
            "app: child detail ended: screen released",
        ])
        #expect(
            changes.lines == [
                "stack: user began swiping back from \(screen)",
                "stack: user swiped back, popped \(screen)",
            ])
        world.expectEverythingReleased()
    }

    @Test func cancelledSheetDragEndsNothingAndLeavesEveryRouteInPlace() throws {
        let (world, changes) = try worldWithASheet()

        let drag = try #require(world.window.beginInteractiveDismissal())
        drag.cancel()

        #expect(drag.outcome == .cancelled)
        #expect(world.window.presentedScreens.count == 1)
        #expect(children(world) == ["compose active"])
        try world.log.expectNoMoreEvents()
        tapChild(world)
        try world.log.expect(["app/compose: intent next from TestScreen<FlowIntent>", "app/compose: routed next"])
        #expect(
            changes.lines == [
                "window: user began swiping down modal stack",
                "window: user cancelled swiping down, modal stack stays",
            ])
        world.expectEverythingReleased()
    }

    @Test func completedSheetDragReleasesTheSheetAsASwipeDownDoes() throws {
        let (world, changes) = try worldWithASheet()

        let drag = try #require(world.window.beginInteractiveDismissal())
        try world.log.expectNoMoreEvents()
        drag.complete()

        #expect(drag.outcome == .completed)
        #expect(world.window.presentedScreens.isEmpty)
        #expect(children(world).isEmpty)
        try world.log.expect([
            "app/compose: torn down (screen released)",
            "app: child compose ended: screen released",
        ])
        #expect(
            changes.lines == [
                "window: user began swiping down modal stack",
                "window: user swiped down modal stack",
            ])
        world.expectEverythingReleased()
    }

    @Test func aTransitionEndsOnceAndTheFirstEndWins() throws {
        let (world, changes) = try worldWithADetail()
        weak let stack = world.window.root as? HeadlessStack

        let swipe = try #require(stack?.beginInteractivePop())
        swipe.cancel()
        swipe.complete()

        #expect(swipe.outcome == .cancelled)
        #expect(children(world) == ["detail active"])
        #expect(changes.lines.count == 2)
        world.expectEverythingReleased()
    }

    @Test func aTransitionWhoseScreenLeftMeanwhileChangesAndReportsNothing() throws {
        let (world, changes) = try worldWithADetail()
        weak let stack = world.window.root as? HeadlessStack
        let swipe = try #require(stack?.beginInteractivePop())
        let drag = world.window.beginInteractiveDismissal()
        try stack?.pop()
        try stack?.push(TestScreen<FlowIntent>("newcomer"))

        swipe.complete()

        #expect(drag == nil, "nothing is presented, so there is nothing to drag")
        #expect(stack?.screens.count == 2)
        #expect(changes.lines.last == "stack: pushed \(screen)")
        world.expectEverythingReleased()
    }

    @Test func noBackSwipeOnAStackOfOne() throws {
        let world = try Harness.startedInAStack()
        weak let stack = world.window.root as? HeadlessStack
        #expect(stack?.beginInteractivePop() == nil)
        world.expectEverythingReleased()
    }
}
