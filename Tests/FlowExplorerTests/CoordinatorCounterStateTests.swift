import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// A coordinator started again under the name of one that ended carries a counter (`step-2`), and
/// the state it shows is the state the first one showed: whatever its name is written in, a dash
/// of its own included.
@MainActor
@Suite struct CoordinatorCounterStateTests {
    @Test(arguments: ["step", "sign-in", "étape-1a", "pas-à-pas"])
    func aFlowStartedAgainUnderItsNameReachesTheStateTheFirstOneReached(name: String) async {
        let report = await AgainApp.explorer(childName: name).explore(depth: 4)
        #expect(report.statesVisited == 1, "\(report)")
        #expect(report.isComplete, "\(report)")
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }
}

@MainActor final class AgainScreen: IntentScreen {
    enum Intent: Sendable, CaseIterable {
        case again
    }

    let intents = IntentChannel<Intent>()
}

/// Starts its one child again, under the same name, each time the last one finishes.
final class AgainCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    let childName: String

    init(window: HeadlessWindow, childName: String) {
        (self.window, self.childName) = (window, childName)
    }

    func start(_ flow: Flow<Void>) {
        startChild(in: flow)
    }

    private func startChild(in flow: Flow<Void>) {
        guard let window else { return }
        try? flow.startChild(AgainStepCoordinator(window: window), named: childName) { _ in
            self.startChild(in: flow)
        }
    }
}

final class AgainStepCoordinator: Coordinator {
    weak var window: HeadlessWindow?

    init(window: HeadlessWindow) {
        self.window = window
    }

    func start(_ flow: Flow<Void>) {
        let screen = AgainScreen()
        if let window { flow.setRoot(screen, in: window) }
        flow.bind(to: screen) { _ in
            flow.finish()
            return .handled
        }
    }
}

enum AgainApp {
    @MainActor static func explorer(childName: String) -> FlowExplorer {
        let explorer = FlowExplorer {
            let window = HeadlessWindow()
            let tree = CoordinatorTree(root: AgainCoordinator(window: window, childName: childName), named: "again")
            return ExploredApp(tree: tree, root: window)
        }
        explorer.intents(of: AgainScreen.self)
        return explorer
    }
}
