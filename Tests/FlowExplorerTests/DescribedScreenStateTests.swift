import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

// A counter that pushes a screen per count, each described by its count: a state's key reads
// the screens' texts where the last key read others (a count more, or fewer after a back), and
// a screen more shifts the texts after it. The key reuses the number of the text the last key
// had in the same place only when the texts are equal, so every count stays a state of its own.

@MainActor final class CountScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case increment }
    let intents = IntentChannel<Intent>()
    let count: Int
    init(count: Int) { self.count = count }
    nonisolated var description: String { "count \(count)" }
}

final class CountingCoordinator: Coordinator {
    weak var stack: HeadlessStack?

    init(stack: HeadlessStack) {
        self.stack = stack
    }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return flow.cancel() }
        let first = CountScreen(count: 0)
        flow.push(first, on: stack)
        flow.bind(to: first) { _ in
            self.push(1, flow)
            return .handled
        }
    }

    private func push(_ count: Int, _ flow: Flow<Void>) {
        guard let stack, count <= 3 else { return }
        let screen = CountScreen(count: count)
        flow.push(screen, on: stack)
        flow.route(screen) { _ in
            self.push(count + 1, flow)
            return .handled
        }
    }
}

@MainActor
@Suite struct DescribedScreenStateTests {
    @Test func eachCountAScreenDescribesIsAStateOfItsOwnAndBackReachesTheOneBefore() async {
        let explorer = FlowExplorer { .oneStack(named: "counts", tree: "counting") { CountingCoordinator(stack: $0) } }
        explorer.intents(of: CountScreen.self)
        let report = await explorer.explore(depth: 6)
        #expect(report.findings.isEmpty, "\(report)")
        // Counts 0 to 3, each pushed over the one before; every way back lands on one of them.
        #expect(report.isComplete && report.statesVisited == 4, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }
}
