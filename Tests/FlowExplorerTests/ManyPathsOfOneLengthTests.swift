import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

// A list that opens any of 30 children whose names are of one length (`c10` to `c39`), or one
// whose name is 800 bytes: the state key numbers a coordinator's path by comparing it with the
// few paths of its length it keeps in a list, past them by a table, and a path longer than any
// it lists by the table alone. A path numbered as another's would make two of these states one.

@MainActor final class SiblingListScreen: IntentScreen {
    enum Intent: Sendable, Hashable {
        case open(Int)
        case openLong
    }
    let intents = IntentChannel<Intent>()
}

@MainActor final class SiblingScreen: IntentScreen {
    enum Intent: Sendable, CaseIterable { case none }
    let intents = IntentChannel<Intent>()
}

final class SiblingListCoordinator: Coordinator {
    static let numbers = 10..<40
    static let longName = String(repeating: "long", count: 200)
    weak var stack: HeadlessStack?

    init(stack: HeadlessStack) {
        self.stack = stack
    }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return flow.cancel() }
        let list = SiblingListScreen()
        flow.push(list, on: stack)
        flow.bind(to: list) { [weak stack] intent in
            guard let stack else { return .handled }
            switch intent {
            case .open(let number): try? flow.startChild(SiblingCoordinator(stack: stack), named: "c\(number)")
            case .openLong: try? flow.startChild(SiblingCoordinator(stack: stack), named: Self.longName)
            }
            return .handled
        }
    }
}

final class SiblingCoordinator: Coordinator {
    weak var stack: HeadlessStack?

    init(stack: HeadlessStack) {
        self.stack = stack
    }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return flow.cancel() }
        let screen = SiblingScreen()
        flow.push(screen, on: stack)
        flow.bind(to: screen) { _ in .handled }
    }
}

@MainActor
@Suite struct ManyPathsOfOneLengthTests {
    @Test func childrenWhoseNamesHaveOneLengthOrAreVeryLongAreEachTheirOwnState() async {
        let explorer = FlowExplorer {
            .oneStack(named: "siblings", tree: "app") { SiblingListCoordinator(stack: $0) }
        }
        explorer.intents(of: SiblingListScreen.self) { _ in
            SiblingListCoordinator.numbers.map { .open($0) } + [.openLong]
        }
        explorer.intents(of: SiblingScreen.self) { _ in [] }
        let report = await explorer.explore(depth: 2)
        #expect(report.findings.isEmpty, "\(report)")
        // The list alone, then each of the 31 children's screens on it; back from any is the list.
        #expect(report.statesVisited == 1 + SiblingListCoordinator.numbers.count + 1, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }
}
