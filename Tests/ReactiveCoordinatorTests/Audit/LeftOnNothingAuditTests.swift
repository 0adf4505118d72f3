import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A running child flow left on nothing is a leak every check names.
///
/// It had something (a screen it was bound to, routed or showed, or a child) and has nothing left (no bound screen, no routed screen alive, nothing it placed still
/// where it put it, no child, no owned task or open alert) is a flow left on nothing: no release,
/// intent or child's end can reach it. Every check names it, with its path and what to do.
@MainActor
@Suite struct LeftOnNothingAuditTests {
    static let why =
        "in the tree, active, but left on nothing: no bound screen, no routed or shown screen alive where "
        + "it put it, no child and no work, so no release, intent or child's end can end it; bind it to the "
        + "screen it shows (bind(to:)), or finish it when its last screen goes"

    /// The issue's case: a child pushes a screen on its parent's stack and routes it (not bound);
    /// the parent resets the stack.
    @Test func aChildWhoseRoutedScreenIsReleasedIsReportedByEveryCheck() throws {
        let stack = HeadlessStack()
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        let app = try #require(try world.root(as: NodeCoordinator.self).started)
        try app.startChild(PushAndRouteFlow(stack: stack), named: "stray")
        world.log.skipReceivedEvents()

        _ = try stack.setScreens([])  // the parent resets its stack

        try world.log.expect(["app/stray: screen TestScreen<FlowIntent> released"])
        #expect(world.tree.root?.children.first?.state == .active)
        Self.expectEveryCheckNames("app/stray", in: world)

        world.tree.root?.children.first?.cancel()
        world.log.skipReceivedEvents()
        world.expectEverythingReleased()
    }

    /// A child shows a container of its own as the window's root and routes the screen on it; the
    /// window's root is replaced, which drops the container and the screen with it.
    @Test func aChildWhoseContainerIsDroppedIsReportedByEveryCheck() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        let app = try #require(try world.root(as: NodeCoordinator.self).started)
        try app.startChild(OwnStackFlow(window: world.window), named: "stray")
        world.log.skipReceivedEvents()

        _ = try world.window.setRoot(TestScreen<Never>("elsewhere"))

        try world.log.expect(["app/stray: screen TestScreen<FlowIntent> released"])
        Self.expectEveryCheckNames("app/stray", in: world)

        world.tree.root?.children.first?.cancel()
        world.log.skipReceivedEvents()
        world.expectEverythingReleased()
    }

    /// A flow that only holds children, not bound to a screen, loses its last child.
    @Test func aFlowWhoseLastChildEndedIsReportedByEveryCheck() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let app = try #require(try world.root(as: NodeCoordinator.self).started)
            let hub = NodeCoordinator()
            try app.startChild(hub, named: "hub")
            let holder = world.holder
            try #require(hub.started).startChild(ScreenFlow { holder.show($0) }, named: "leaf")
        }
        world.log.skipReceivedEvents()

        world.releaseTopScreen()  // the leaf's screen goes, and the leaf with it

        try world.log.expect([
            "app/hub/leaf: torn down (screen released)", "app/hub: child leaf ended: screen released",
        ])
        Self.expectEveryCheckNames("app/hub", in: world)

        world.tree.root?.children.first?.cancel()
        world.log.skipReceivedEvents()
        world.expectEverythingReleased()
    }

    /// What keeps a flow from being left on nothing: a child, a routed screen, a task it owns, a
    /// screen it placed that is still there; and a flow that never had anything, which the app
    /// drives from outside, is not reported either.
    @Test func aFlowWithAChildAScreenOrWorkIsNotLeftOnNothing() async throws {
        let stack = HeadlessStack()
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        let app = try #require(try world.root(as: NodeCoordinator.self).started)
        try app.startChild(PushAndRouteFlow(stack: stack), named: "routed")
        try app.startChild(NodeCoordinator(), named: "idle")
        try app.startChild(PushOnlyFlow(stack: stack), named: "placed")
        let gate = TaskGate()
        do {
            let worker = NodeCoordinator()
            try app.startChild(worker, named: "worker")
            try #require(worker.started).task {
                await gate.wait()
            }
        }
        #expect(world.tree.leakReport(shownIn: stack).leaks.isEmpty)
        #expect(world.tree.leakReport().leaks.isEmpty)

        gate.open()
        await world.tree.settle()
        #expect(world.tree.leakReport().leaks.isEmpty, "a flow that only ever ran a task ran it to its end")
        world.tree.cancel()
        _ = try stack.setScreens([])
        world.log.skipReceivedEvents()
        world.expectEverythingReleased()
    }

    /// The report's counts: a screen shown by a flow's own call, routed by nobody and tapped
    /// once, is seen and alive, never released a negative number of times.
    @Test func aTappedScreenNobodyRoutesCountsAsSeenAndAliveNeverAsANegativeRelease() throws {
        let stack = HeadlessStack()
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        let app = try #require(try world.root(as: NodeCoordinator.self).started)
        try app.startChild(PushAndRouteFlow(stack: stack), named: "routed")
        let plain = TestScreen<FlowIntent>("plain")
        app.push(plain, on: stack)
        plain.tap(.next)

        let report = world.tree.leakReport()
        #expect(report.screensSeen == 2)
        #expect(report.screensReleased == 0)
        #expect(report.description.contains("screens: 2 seen, 0 released, 2 alive"), "\(report)")
        world.tree.cancel()
        _ = try stack.setScreens([])
        world.log.skipReceivedEvents()
        world.expectEverythingReleased()
    }

    /// The default report, the report against the hierarchy, `expectNoLeaks` and the end-of-test
    /// check each name the flow, with what to do.
    private static func expectEveryCheckNames(
        _ path: String, in world: Harness, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for report in [world.tree.leakReport(), world.tree.leakReport(shownIn: world.window)] {
            #expect(report.leaks.map(\.path) == [path], sourceLocation: sourceLocation)
            #expect(report.leaks.map(\.why) == [why], sourceLocation: sourceLocation)
        }
        let quiet = EventLogRecorder(world.tree, reporter: FailureReporter { _ in true })
        #expect(quiet.expectNoLeaks().count == 1, sourceLocation: sourceLocation)
        #expect(
            quiet.expectNoLeaks().first?.message.contains(
                "LEAK coordinator \(path.split(separator: "/").last!) at \(path)")
                == true, sourceLocation: sourceLocation)
        // Read before the teardown: `expectEverythingReleased` ends the tree, which would hide it.
        #expect(
            world.tree.leakReport().leaks.allSatisfy { $0.why.contains("left on nothing") },
            sourceLocation: sourceLocation)
    }
}

/// Pushes a screen on a stack it does not own and routes it, without binding its life to it.
@MainActor
final class PushAndRouteFlow: Coordinator {
    private weak var stack: HeadlessStack?

    init(stack: HeadlessStack) {
        self.stack = stack
    }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return }
        let screen = TestScreen<FlowIntent>(flow.name)
        flow.push(screen, on: stack)
        flow.route(screen) { _ in .handled }
    }
}

/// Pushes a screen on a stack and neither routes nor binds it.
@MainActor
final class PushOnlyFlow: Coordinator {
    private weak var stack: HeadlessStack?

    init(stack: HeadlessStack) {
        self.stack = stack
    }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return }
        flow.push(TestScreen<FlowIntent>(flow.name), on: stack)
    }
}

/// Makes a stack of its own the window's root and routes the screen on it, bound to neither.
@MainActor
final class OwnStackFlow: Coordinator {
    private weak var window: HeadlessWindow?

    init(window: HeadlessWindow) {
        self.window = window
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return }
        let stack = HeadlessStack()
        let screen = TestScreen<FlowIntent>(flow.name)
        flow.setRoot(stack, in: window)
        flow.push(screen, on: stack)
        flow.route(screen) { _ in .handled }
    }
}
