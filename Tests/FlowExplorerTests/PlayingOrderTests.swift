import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// On the search's last level the explorer plays the back menu's pop to the root after a state's
/// other actions (it costs the most to come back from), but takes what each action found in the
/// list's order: the states, the transitions and each finding's shortest sequence are those of
/// the list played in order.
@MainActor
@Suite struct PlayingOrderTests {
    /// A list on a stack, each detail able to open another or go home (the list alone again).
    ///
    /// The invariant breaks when the list shows again after the stack was three screens deep:
    /// from two details deep, the back menu's pop to the root and the detail's `home` break it
    /// alike, the back menu first in the list.
    private func explorer(usesWaysBack: Bool) -> FlowExplorer {
        let explorer = FlowExplorer {
            let window = HeadlessWindow()
            let tree = CoordinatorTree(root: DeepListCoordinator(window: window), named: "list")
            return ExploredApp(tree: tree, root: window)
        }
        explorer.usesWaysBack = usesWaysBack
        explorer.intents(of: DeepListScreen.self)
        explorer.intents(of: DeepDetailScreen.self)
        explorer.invariant("home from deep") { app in
            guard let window = app.root as? HeadlessWindow, let stack = window.root as? HeadlessStack,
                let list = stack.screens.first as? DeepListScreen
            else { return nil }
            return stack.screens.count == 1 && list.deepest >= 3 ? "the list again after three screens" : nil
        }
        return explorer
    }

    @Test func aFindingOfThePopToTheRootPlayedLastKeepsTheShortestSequenceOfTheListsOrder() async {
        // Depth 3: the state two details deep is on the last level, and its back menu's pop to
        // the root is played after `home`, which breaks the invariant too.
        let report = await explorer(usesWaysBack: true).explore(depth: 3)
        #expect(report.appsNotReleased == 0, "\(report.summary)")
        #expect(report.findings.count == 1, "\(report)")
        let finding = report.findings.first
        #expect(finding?.kind == .userInvariant, "\(report)")
        #expect(finding?.actions.count == 3, "\(report)")
        if case .backMenu(_, keeping: 0)? = finding?.actions.last {
        } else {
            Issue.record("not found by the back menu, the first in the list: \(report)")
        }
    }

    @Test func theSearchIsTheListsOrderWithOrWithoutWaysBack() async {
        // Without ways back every action is played in the list's order in a replayed app.
        let played = await explorer(usesWaysBack: true).explore(depth: 3)
        let replayed = await explorer(usesWaysBack: false).explore(depth: 3)
        #expect(played.statesVisited == replayed.statesVisited, "\(played.summary)\n\(replayed.summary)")
        #expect(played.transitions == replayed.transitions, "\(played.summary)\n\(replayed.summary)")
        #expect(played.findings.map(\.actions) == replayed.findings.map(\.actions), "\(played)\n\(replayed)")
        #expect(played.appsNotReleased == 0 && replayed.appsNotReleased == 0)
    }
}

@MainActor final class DeepListScreen: IntentScreen {
    enum Intent: Sendable, CaseIterable { case open }
    let intents = IntentChannel<Intent>()
    /// The most screens the stack held: not in the state's key, as a bug's cause often is not.
    var deepest = 1
}

@MainActor final class DeepDetailScreen: IntentScreen {
    enum Intent: Sendable, CaseIterable { case open, home }
    let intents = IntentChannel<Intent>()
}

final class DeepListCoordinator: Coordinator {
    private weak var window: HeadlessWindow?

    init(window: HeadlessWindow) {
        self.window = window
    }

    func start(_ flow: Flow<Void>) {
        let stack = HeadlessStack(name: "list")
        let list = DeepListScreen()
        guard let window, flow.setRoot(stack, in: window), flow.push(list, on: stack) else { return flow.cancel() }
        flow.route(list) { [weak list] _ in
            if let list { try? flow.startChild(DeepDetailCoordinator(stack: stack, list: list)) }
            return .handled
        }
    }
}

final class DeepDetailCoordinator: Coordinator {
    private weak var stack: HeadlessStack?
    private weak var list: DeepListScreen?

    init(stack: HeadlessStack, list: DeepListScreen) {
        self.stack = stack
        self.list = list
    }

    func start(_ flow: Flow<Void>) {
        let detail = DeepDetailScreen()
        guard let stack, let list, flow.push(detail, on: stack) else { return flow.cancel() }
        list.deepest = max(list.deepest, stack.screens.count)
        flow.bind(to: detail) { intent in
            switch intent {
            case .open:
                try? flow.startChild(DeepDetailCoordinator(stack: stack, list: list))
            case .home:
                stack.path = []
            }
            return .handled
        }
    }
}
