import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// Rows of the misuse table that used to be silent or misspelled, each loud or safe now.
@MainActor
@Suite(.serialized) struct LoudMisuseRowTests {
    /// A screen a container removed (its channel finished), kept alive and tapped twice: the first
    /// intent is reported once, the second is not.
    @Test func anIntentSentAfterItsScreenWasRemovedIsReportedOnce() throws {
        var reports: [LateIntent] = []
        let saved = IntentDiagnostics.lateIntentHandler
        IntentDiagnostics.lateIntentHandler = { reports.append($0) }
        defer { IntentDiagnostics.lateIntentHandler = saved }
        let stack = HeadlessStack()
        let world = Harness(named: "app") { _ in ScreenFlow { try stack.push($0) } }
        try world.start()
        let app = try #require(try world.root(as: ScreenFlow.self).started)
        var kept: TestScreen<FlowIntent>? = TestScreen<FlowIntent>("detail")  // an app's cache keeps it
        app.push(try #require(kept), on: stack)
        app.route(try #require(kept)) { _ in .handled }
        _ = try stack.pop()  // back: the stack finishes the removed screen's channel
        world.log.skipReceivedEvents()

        kept?.tap(.next)
        kept?.tap(.done)

        try world.log.expectNoMoreEvents()
        #expect(
            reports.map(\.description) == [
                "an intent next of FlowIntent was sent after its screen was removed (its channel finished); no "
                    + "coordinator can route it (later ones of this channel go unreported): something keeps the removed "
                    + "screen and lets it send"
            ])
        kept = nil
        _ = kept
        _ = try stack.setScreens([])
        world.expectEverythingReleased()
    }

    /// `LeaveAttempt.screen` spells a screen with no description of its own as the log does: its
    /// type's name, without its module.
    @Test func aRefusedGestureNamesTheScreenAsTheLogDoes() throws {
        let window = HeadlessWindow()
        let attempts = AttemptLog()
        let tree = CoordinatorTree(root: PlainGuardFlow(window: window, attempts: attempts), named: "app")
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()

        #expect(window.userSwipesDown() == nil)

        #expect(attempts.attempts.map(\.screen) == ["PlainGuardedScreen"])
        #expect(attempts.attempts.map(\.description) == ["window: refused user swipe down of PlainGuardedScreen"])
        try log.expect(["app: guarded PlainGuardedScreen: refused user swipe down"])
        log.expectEverythingReleased(clearing: window)
    }

    /// The default name strips a `Coordinator` suffix and nothing else.
    @Test func theDefaultNameStripsOnlyACoordinatorSuffix() throws {
        let window = HeadlessWindow()
        for (tree, name) in [
            (CoordinatorTree(root: PlainGuardFlow(window: window, attempts: AttemptLog())), "plainGuardFlow"),
            (CoordinatorTree(root: NodeCoordinator()), "node"),
        ] {
            #expect(tree.root?.name == name)
        }
    }

    /// `HeadlessScenes.connect(_:named:root:)` names the scene's root; closing a scene ends its
    /// root with `scene closed` and its children with `parent torn down`.
    @Test func aNamedSceneClosesItsRootAsSceneClosedAndItsChildrenAsParentTornDown() throws {
        let scenes = HeadlessScenes()
        var lines: [String] = []
        let subscription = scenes.events.subscribe { event in
            guard case .value(let event) = event else { return }
            lines.append("\(event.path): \(event.kind)")
        }
        try scenes.connect("left", named: "notes") { window in SceneWithChild(window: window) }
        #expect(scenes.tree(of: "left")?.root?.path == "notes")
        #expect(scenes.tree(of: "left")?.root?.children.map(\.path) == ["notes/child"])
        lines.removeAll()

        scenes.userClosesScene("left")

        #expect(
            lines == [
                "notes/child: torn down (parent torn down)", "notes: child child ended: parent torn down",
                "notes: torn down (scene closed)",
            ])
        subscription.cancel()
        #expect(scenes.leakReports().allSatisfy { $0.alive.isEmpty })
    }

    /// A handler left with `[unowned self]` traps when its task resumes after the flow ended,
    /// because nothing holds the coordinator then: the library let go of it at the end.
    @Test func theLibraryLetsGoOfTheCoordinatorAtTheEndWhileATaskFromItsHandlerStillWaits() async throws {
        let gate = TaskGate()
        let stack = HeadlessStack()
        weak var coordinator: WaitingHandlerFlow?
        let tree: CoordinatorTree
        do {
            let made = WaitingHandlerFlow(stack: stack, gate: gate)
            coordinator = made
            tree = CoordinatorTree(root: made, named: "app")
        }
        try tree.start()
        (stack.screens.last as? TestScreen<FlowIntent>)?.tap(.next)  // the handler starts its task
        await tree.settle()

        tree.cancel()  // sign-out: the flow ends while its task still waits

        #expect(coordinator == nil, "an unowned capture of it would trap when the task resumes")
        gate.open()
        await tree.settle()
        _ = try stack.setScreens([])
        #expect(tree.leakReport().alive.isEmpty)
    }
}

/// A screen with no description of its own.
@MainActor
final class PlainGuardedScreen: IntentScreen {
    let intents = IntentChannel<Never>()
}

/// Makes a guarded screen the window's root, presents another guarded one over it and keeps
/// what its guard hears.
@MainActor
final class PlainGuardFlow: Coordinator {
    private weak var window: HeadlessWindow?
    private let attempts: AttemptLog

    init(window: HeadlessWindow, attempts: AttemptLog) {
        self.window = window
        self.attempts = attempts
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let root = TestScreen<FlowIntent>("root")
        let sheet = PlainGuardedScreen()
        flow.setRoot(root, in: window)
        flow.route(root) { _ in .handled }
        flow.present(sheet, over: root, in: window)
        flow.bind(to: sheet)
        flow.guardLeaving(sheet, in: window) { self.attempts.attempts.append($0) }
    }
}

/// A scene's root with one child.
@MainActor
final class SceneWithChild: Coordinator {
    private weak var window: HeadlessWindow?

    init(window: HeadlessWindow) {
        self.window = window
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let screen = TestScreen<FlowIntent>("document")
        flow.setRoot(screen, in: window)
        flow.bind(to: screen) { _ in .handled }
        try? flow.startChild(NodeCoordinator(), named: "child")
    }
}

/// Routes its screen with a handler that starts work waiting on `gate`, holding `self` weakly as
/// `[unowned self]` would hold it unowned: neither keeps the coordinator.
@MainActor
final class WaitingHandlerFlow: Coordinator {
    private weak var stack: HeadlessStack?
    private let gate: TaskGate
    private(set) var resumed = false

    init(stack: HeadlessStack, gate: TaskGate) {
        self.stack = stack
        self.gate = gate
    }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return flow.cancel() }
        let screen = TestScreen<FlowIntent>("home")
        flow.push(screen, on: stack)
        let gate = gate
        flow.bind(to: screen) { [weak self] _ in
            flow.task { [weak self] in
                await gate.wait()
                self?.resumed = true
            }
            return .handled
        }
    }
}
