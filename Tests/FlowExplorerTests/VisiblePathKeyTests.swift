import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

// A split app for the state key's visible path: a window whose root split holds a list on a
// headless stack, and whose list's intents show, as the secondary column, a plain screen, a
// headless stack with nothing on it, or a stack of another kind (UIKitLikeStack) holding a screen.
// The key follows the visible path down the headless containers itself; debug builds check each
// key against the hierarchy snapshot's lines, which read `visibleScreen` through the protocol.

@MainActor final class SplitListScreen: IntentScreen {
    enum Intent: Sendable, CaseIterable { case plainDetail, emptyStack, otherStack }
    let intents = IntentChannel<Intent>()
}

/// A detail column's screen; it sends nothing.
@MainActor final class SplitDetailScreen {}

@MainActor final class SplitCoordinator: Coordinator {
    private weak var window: HeadlessWindow?

    init(window: HeadlessWindow) {
        self.window = window
    }

    func start(_ flow: Flow<Void>) {
        let split = HeadlessSplit()
        let list = HeadlessStack(name: "list")
        let screen = SplitListScreen()
        guard let window, (try? split.setPrimary(list)) != nil, flow.setRoot(split, in: window),
            flow.push(screen, on: list)
        else { return flow.cancel() }
        flow.route(screen) { intent in
            switch intent {
            case .plainDetail:
                _ = flow.showSecondary(SplitDetailScreen(), in: split)
            case .emptyStack:
                _ = flow.showSecondary(HeadlessStack(name: "empty"), in: split)
            case .otherStack:
                let other = UIKitLikeStack()
                try? other.push(SplitDetailScreen())
                _ = flow.showSecondary(other, in: split)
            }
            return .handled
        }
    }
}

@MainActor
@Suite struct VisiblePathKeyTests {
    private func explorer() -> FlowExplorer {
        let explorer = FlowExplorer {
            let window = HeadlessWindow()
            let tree = CoordinatorTree(root: SplitCoordinator(window: window), named: "split")
            return ExploredApp(tree: tree, root: window)
        }
        explorer.intents(of: SplitListScreen.self)
        return explorer
    }

    @Test func theVisiblePathThroughASplitAnEmptyStackAndAnotherKindOfStackTellsItsStatesApart() async {
        // The list alone; its three secondary columns; each of those replaced by the other two
        // (the same states) or closed (the list alone again).
        let report = await explorer().explore(depth: 3)
        #expect(report.isComplete, "\(report.summary)")
        #expect(report.statesVisited == 4, "\(report.summary)")
    }
}
