import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless

/// Long stacks: restoring a record of N pushed screens, tearing down a stack of N pushed screens
/// (with the leak report a session asks for first), and opening a link of N pushing steps.
///
/// Each pushed screen has its own coordinator, a child of the one that owns the stack, as a
/// message flow in the demo's inbox does. Runs on the main actor; the figure is nanoseconds
/// (thread CPU time) per step, so linear growth shows as a flat figure across sizes.
@MainActor
enum StackBenchmarks {
    nonisolated static let sizes = [100, 1_000, 10_000]

    struct Figures {
        /// The plain closure call, timed in the same process, for the ratios.
        var closure: Double
        /// Restoring a record of N pushed steps into a fresh, started tree, per step.
        var restore: [Int: Double]
        /// The leak report judged against the window, then cancelling the tree and emptying the
        /// window, per pushed screen.
        var teardown: [Int: Double]
        /// Opening a link of N pushing steps on a fresh, started tree, per step.
        var link: [Int: Double]
    }

    enum Operation: CaseIterable {
        case restore, teardown, link
    }

    /// Each sample handles at least this many steps (200 stacks of 100, 2 of 10,000), so small
    /// sizes are not timed over a few milliseconds only.
    static let stepsPerSample = 20_000

    static func run(runs: Int) -> Figures {
        let cases = Operation.allCases.flatMap { operation in sizes.map { (operation, $0) } }
        for (operation, size) in cases {
            _ = sample(operation, size: size)  // warm-up
        }
        var samples = Array(repeating: [Double](), count: cases.count)
        for _ in 0..<runs {
            for (index, (operation, size)) in cases.enumerated() {
                samples[index].append(sample(operation, size: size))
            }
        }
        let closure = measureInRounds([closureFloorCase(into: Sink())], runs: runs, targetNanoseconds: 20_000_000)
        var figures = Figures(closure: closure["closure"]!, restore: [:], teardown: [:], link: [:])
        for (index, (operation, size)) in cases.enumerated() {
            switch operation {
            case .restore: figures.restore[size] = median(samples[index])
            case .teardown: figures.teardown[size] = median(samples[index])
            case .link: figures.link[size] = median(samples[index])
            }
        }
        return figures
    }

    /// Nanoseconds per step of one operation on stacks of one size.
    static func sample(_ operation: Operation, size: Int) -> Double {
        let stacks = max(1, stepsPerSample / size)
        let record = self.record(steps: size)
        var total: UInt64 = 0
        for _ in 0..<stacks {
            total += once(operation, size: size, record: record)
        }
        return Double(total) / Double(stacks * size)
    }

    /// Runs one sample untimed and returns how many steps it took, for profiling.
    static func sampleCount(_ operation: Operation, size: Int) -> Int {
        _ = sample(operation, size: size)
        return max(1, stepsPerSample / size) * size
    }

    /// A record of the stack's owner and `steps` pushed pages, as the tree writes it, read back
    /// from its JSON as an app reads one (the library alone makes records).
    static func record(steps: Int) -> RestorationRecord {
        do {
            var stepsJSON: [String] = []
            for index in 0..<steps {
                var restoration = try CoordinatorRestoration(kind: "page", shown: .pushed, value: index)
                restoration.schema = 1
                let encoded = String(decoding: try JSONEncoder().encode(restoration), as: UTF8.self)
                stepsJSON.append(#"{"path":"pile/page-\#(index)","parent":"pile","restoration":\#(encoded)}"#)
            }
            let json = #"{"schema":1,"steps":[\#(stepsJSON.joined(separator: ","))]}"#
            return try RestorationRecord(json: Data(json.utf8))
        } catch {
            fatalError("the record did not decode: \(error)")
        }
    }

    /// Thread CPU nanoseconds of one operation on a fresh tree; checks that nothing outlives it.
    private static func once(_ operation: Operation, size: Int, record: RestorationRecord) -> UInt64 {
        weak var survivor: PileCoordinator?
        weak var survivingScreen: PageScreen?
        var elapsed: UInt64 = 0
        do {
            let window = HeadlessWindow()
            let root = PileCoordinator(window: window)
            let tree = CoordinatorTree(root: root)
            try tree.start()
            switch operation {
            case .restore:
                let start = threadCPUTime()
                let report = tree.restore(record, schema: 1)
                elapsed = threadCPUTime() - start
                precondition(report.dropped == nil && report.restoredCount == size, "\(report)")
            case .teardown:
                precondition(tree.restore(record, schema: 1).dropped == nil, "the record did not restore")
                survivingScreen = root.stack.screens.last as? PageScreen
                let start = threadCPUTime()
                let report = tree.leakReport(shownIn: window)
                tree.cancel()
                _ = try window.setRoot(nil)
                elapsed = threadCPUTime() - start
                precondition(report.leaks.isEmpty, "leaks before teardown")
            case .link:
                var outcome: Result<Void, DeepLinkError>?
                let link = DeepLink(steps: Array(repeating: PileStep.page, count: size))
                let start = threadCPUTime()
                tree.open(link) { outcome = $0 }
                elapsed = threadCPUTime() - start
                guard case .success = outcome else {
                    fatalError("the link did not run at once: \(String(describing: outcome))")
                }
            }
            precondition(operation == .teardown || root.stack.screens.count == size + 1, "not every page was pushed")
            tree.cancel()
            survivor = root
        } catch {
            fatalError("the tree did not start: \(error)")
        }
        precondition(survivor == nil && survivingScreen == nil, "a coordinator or a screen outlived its tree")
        return elapsed
    }
}

/// A link step that pushes one page.
enum PileStep: Sendable {
    case page
}

/// A screen that publishes nothing but carries the life a coordinator binds to.
@MainActor
final class PageScreen: IntentScreen {
    let intents = IntentChannel<Never>()
}

/// Owns a window and the stack in it, and starts a page flow per restored step or link step.
@MainActor
final class PileCoordinator: RestorableCoordinator, LinkRoutingCoordinator {
    let stack = HeadlessStack()
    private weak var window: HeadlessWindow?

    init(window: HeadlessWindow) {
        self.window = window
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        flow.setRoot(stack, in: window)
        let root = PageScreen()
        flow.push(root, on: stack)
        flow.bind(to: root)  // a page publishes nothing: the binding carries only its life
    }

    /// The pile itself is not recorded: the app makes it.
    var restoration: CoordinatorRestoration? {
        nil
    }

    func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
        guard restoration.kind == "page" else { return false }
        try flow.startChild(PageCoordinator(stack: stack))
        return true
    }

    func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
        guard step is PileStep else { return .pass }
        return .take { try? flow.startChild(PageCoordinator(stack: self.stack)) }
    }
}

/// One pushed page, bound to its screen.
@MainActor
final class PageCoordinator: Coordinator {
    private weak var stack: HeadlessStack?

    init(stack: HeadlessStack) {
        self.stack = stack
    }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return flow.cancel() }
        let screen = PageScreen()
        flow.push(screen, on: stack)
        flow.bind(to: screen)
    }
}
