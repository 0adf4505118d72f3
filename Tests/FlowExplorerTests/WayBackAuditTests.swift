import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// The leak audit of a way back, which the explorer makes with the next step's check: what the
/// way back broke is not reported as that step's finding.
@MainActor
@Suite struct WayBackAuditTests {
    /// A list on a stack whose `open` pushes a detail screen that the app keeps in a list of its
    /// own: the back button pops it, and the leak audit finds it alive.
    private func explorer(keeping keeper: ScreenKeeper) -> FlowExplorer {
        let explorer = FlowExplorer {
            let window = HeadlessWindow()
            let tree = CoordinatorTree(root: KeptListCoordinator(window: window, keeper: keeper), named: "list")
            return ExploredApp(tree: tree, root: window)
        }
        explorer.intents(of: KeptListScreen.self)
        return explorer
    }

    @Test func aWayBackThatBreaksSomethingIsNotReportedAsTheNextActionsFinding() async {
        // To depth 1 the back tap from the detail is the list's way back after `open`, never an
        // explored transition: the app it leaves broken is not used for `refresh`.
        let keeper = ScreenKeeper()
        let report = await explorer(keeping: keeper).explore(depth: 1)
        keeper.screens.removeAll()
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.statesVisited == 2 && report.transitions == 2, "\(report.summary)")
        #expect(report.waysBack == 1 && report.appsNotReleased == 0, "\(report.summary)")
    }

    @Test func theBackTapThatBreaksSomethingIsFoundWithItsShortestSequence() async {
        let keeper = ScreenKeeper()
        let report = await explorer(keeping: keeper).explore(depth: 2)
        keeper.screens.removeAll()
        #expect(report.appsNotReleased == 0, "\(report.summary)")
        let finding = report.findings.first
        #expect(finding?.kind == .leak, "\(report)")
        #expect(finding?.actions.count == 2, "\(report)")
        if case .back? = finding?.actions.last {} else { Issue.record("not found by the back tap: \(report)") }
    }
}

@MainActor final class KeptListScreen: IntentScreen {
    enum Intent: Sendable, CaseIterable { case open, refresh }
    let intents = IntentChannel<Intent>()
}

@MainActor final class KeptDetailScreen: IntentScreen {
    enum Intent: Sendable { case done }
    let intents = IntentChannel<Intent>()
}

/// What the app keeps by mistake, emptied by the test.
@MainActor final class ScreenKeeper {
    var screens: [AnyObject] = []
}

final class KeptListCoordinator: Coordinator {
    private weak var window: HeadlessWindow?
    private let keeper: ScreenKeeper

    init(window: HeadlessWindow, keeper: ScreenKeeper) {
        self.window = window
        self.keeper = keeper
    }

    func start(_ flow: Flow<Void>) {
        let stack = HeadlessStack(name: "list")
        let list = KeptListScreen()
        guard let window, flow.setRoot(stack, in: window), flow.push(list, on: stack) else { return flow.cancel() }
        flow.route(list) { intent in
            if intent == .open { try? flow.startChild(KeepingDetailCoordinator(stack: stack, keeper: self.keeper)) }
            return .handled
        }
    }
}

/// The mistake: the screen it shows is kept elsewhere, so it outlives its pop.
final class KeepingDetailCoordinator: Coordinator {
    private let stack: HeadlessStack
    private let keeper: ScreenKeeper

    init(stack: HeadlessStack, keeper: ScreenKeeper) {
        self.stack = stack
        self.keeper = keeper
    }

    func start(_ flow: Flow<Void>) {
        let detail = KeptDetailScreen()
        keeper.screens.append(detail)
        guard flow.push(detail, on: stack) else { return flow.cancel() }
        flow.bind(to: detail) { _ in .handled }
    }
}
