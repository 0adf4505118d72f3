import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless

/// The sizes a user's input or an app's own use can grow, each timed at N = 100, 1,000 and
/// 10,000 (issue 33): the figure is nanoseconds (thread CPU time) per unit, so linear growth
/// shows as a flat figure across sizes and the target is the ratio 10,000 / 100.
///
/// - nested records: the tree's own record of a chain N deep (each coordinator the only child of
///   the previous, each opting in to restoration), written and restored into a fresh tree; per
///   step.
/// - link routes: a link of N steps, each taken by one flow's newest screen that routes the
///   step's intent (the oldest), whose handler pushes a screen and routes it on that same flow,
///   so the flow routes one more screen at each step (the demo's `settings/account`); per step.
/// - routes released: N screens one flow pushed and routes, popped to the stack's root, which
///   releases them oldest first; per screen.
/// - unroutable: one step nobody takes, offered down a chain N deep; per level.
/// - children oldest / newest first: N idle children of one parent, each cancelled, in start
///   order or its reverse; per child.
/// - scenes closed / disconnected: N connected scenes, each closed by the user or disconnected by
///   the system, in connection order; per scene.
@MainActor
enum GrowthBenchmarks {
    nonisolated static let sizes = [100, 1_000, 10_000]

    enum Dimension: String, CaseIterable {
        case nestedRecord = "nested-record"
        case linkRoutes = "link-routes"
        case routesReleased = "routes-released"
        case unroutable
        case childrenOldestFirst = "children-oldest"
        case childrenNewestFirst = "children-newest"
        case scenesClosed = "scenes-closed"
        case scenesDisconnected = "scenes-disconnected"

        /// The table's label, with N in place of the size.
        var label: String {
            switch self {
            case .nestedRecord: "write + restore a record of N nested steps"
            case .linkRoutes: "a link of N steps adding routes to one flow"
            case .routesReleased: "N screens one flow routes, popped to the root"
            case .unroutable: "one unroutable step down a chain N deep"
            case .childrenOldestFirst: "N children of one parent ending oldest first"
            case .childrenNewestFirst: "N children of one parent ending newest first"
            case .scenesClosed: "N scenes closed by the user, oldest first"
            case .scenesDisconnected: "N scenes disconnected, oldest first"
            }
        }

        /// What one unit is.
        var unit: String {
            switch self {
            case .nestedRecord, .linkRoutes: "step"
            case .routesReleased: "screen"
            case .unroutable: "level"
            case .childrenOldestFirst, .childrenNewestFirst: "child"
            case .scenesClosed, .scenesDisconnected: "scene"
            }
        }

        /// The JSON key of its figures.
        var key: String {
            "growth_" + rawValue.split(separator: "-").joined(separator: "_") + "_ns_per_unit"
        }
    }

    struct Figures {
        /// The plain closure call, timed in the same process, for the ratios.
        var closure: Double
        /// Nanoseconds per unit, by dimension and size.
        var perUnit: [Dimension: [Int: Double]]
    }

    /// Each sample handles at least this many units (200 runs of 100, 2 of 10,000), so small
    /// sizes are not timed over a few milliseconds only.
    static let unitsPerSample = 20_000

    static func run(runs: Int) -> Figures {
        let cases = Dimension.allCases.flatMap { dimension in sizes.map { (dimension, $0) } }
        for (dimension, size) in cases {
            _ = sample(dimension, size: size)  // warm-up
        }
        // In rounds, every case once per round, so a burst of load hits all of them alike.
        var samples = Array(repeating: [Double](), count: cases.count)
        for _ in 0..<runs {
            for (index, (dimension, size)) in cases.enumerated() {
                samples[index].append(sample(dimension, size: size))
            }
        }
        let closure = measureInRounds([closureFloorCase(into: Sink())], runs: runs, targetNanoseconds: 20_000_000)
        var figures = Figures(closure: closure["closure"]!, perUnit: [:])
        for (index, (dimension, size)) in cases.enumerated() {
            figures.perUnit[dimension, default: [:]][size] = median(samples[index])
        }
        return figures
    }

    /// Nanoseconds per unit of one dimension at one size.
    static func sample(_ dimension: Dimension, size: Int) -> Double {
        let repeats = max(1, unitsPerSample / size)
        var total: UInt64 = 0
        switch dimension {
        case .unroutable:
            // The chain is built once, untimed; the link is offered down it `repeats` times.
            total = unroutable(depth: size, links: repeats)
        default:
            for _ in 0..<repeats {
                total += once(dimension, size: size)
            }
        }
        return Double(total) / Double(repeats * size)
    }

    /// Runs one sample untimed and returns how many units it handled, for profiling.
    static func sampleCount(_ dimension: Dimension, size: Int) -> Int {
        _ = sample(dimension, size: size)
        return max(1, unitsPerSample / size) * size
    }

    private static func once(_ dimension: Dimension, size: Int) -> UInt64 {
        switch dimension {
        case .nestedRecord: nestedRecord(depth: size)
        case .linkRoutes: linkRoutes(steps: size)
        case .routesReleased: routesReleased(size)
        case .unroutable: unroutable(depth: size, links: 1)
        case .childrenOldestFirst: children(size, oldestFirst: true)
        case .childrenNewestFirst: children(size, oldestFirst: false)
        case .scenesClosed: scenes(size, disconnect: false)
        case .scenesDisconnected: scenes(size, disconnect: true)
        }
    }

    // MARK: Nested records

    /// Builds a chain `depth` deep of restorable coordinators (untimed), then times writing its
    /// record and restoring it into a fresh tree.
    private static func nestedRecord(depth: Int) -> UInt64 {
        weak var survivor: NestCoordinator?
        var elapsed: UInt64 = 0
        do {
            let source = NestCoordinator(level: 0)
            let sourceTree = CoordinatorTree(root: source, named: "nest")
            try sourceTree.start()
            var parent = source
            for level in 1...depth {
                let child = NestCoordinator(level: level)
                try parent.flow?.startChild(child, named: "level")
                parent = child
            }
            let root = NestCoordinator(level: 0)
            let tree = CoordinatorTree(root: root, named: "nest")
            try tree.start()
            let start = threadCPUTime()
            let record = sourceTree.restorationRecord(schema: 1)
            let report = tree.restore(record, schema: 1)
            elapsed = threadCPUTime() - start
            precondition(record.steps.count == depth, "the record has \(record.steps.count) steps, not \(depth)")
            precondition(report.dropped == nil && report.restoredCount == depth, "\(report)")
            sourceTree.cancel()
            tree.cancel()
            survivor = root
        } catch {
            fatalError("the chain did not start: \(error)")
        }
        precondition(survivor == nil, "a coordinator outlived its tree")
        return elapsed
    }

    // MARK: Links whose steps add routes to one flow

    private static func linkRoutes(steps: Int) -> UInt64 {
        weak var survivor: SettingsCoordinator?
        var elapsed: UInt64 = 0
        do {
            let window = HeadlessWindow()
            let root = SettingsCoordinator(window: window)
            let tree = CoordinatorTree(root: root, named: "settings")
            try tree.start()
            var outcome: Result<Void, DeepLinkError>?
            let link = DeepLink(steps: Array(repeating: SettingsIntent.account, count: steps))
            let start = threadCPUTime()
            tree.open(link) { outcome = $0 }
            elapsed = threadCPUTime() - start
            guard case .success = outcome else {
                fatalError("the link did not run at once: \(String(describing: outcome))")
            }
            precondition(root.stack.screens.count == steps + 1, "not every account screen was pushed")
            tree.cancel()
            _ = try window.setRoot(nil)
            survivor = root
        } catch {
            fatalError("the settings tree did not start: \(error)")
        }
        precondition(survivor == nil, "a coordinator outlived its tree")
        return elapsed
    }

    // MARK: Screens one flow routes, released oldest first

    /// Pushes `count` account screens that the settings flow routes (untimed), then times popping
    /// the stack to its root, which releases them bottom first.
    private static func routesReleased(_ count: Int) -> UInt64 {
        weak var survivor: SettingsCoordinator?
        var elapsed: UInt64 = 0
        do {
            let window = HeadlessWindow()
            let root = SettingsCoordinator(window: window)
            let tree = CoordinatorTree(root: root, named: "settings")
            try tree.start()
            guard let settings = root.stack.screens.first as? SettingsScreen else {
                fatalError("the settings screen is not shown")
            }
            for _ in 0..<count {
                settings.intents.send(.account)
            }
            precondition(root.stack.screens.count == count + 1, "not every account screen was pushed")
            let start = threadCPUTime()
            let popped = root.stack.popToRoot()
            elapsed = threadCPUTime() - start
            precondition(popped.count == count && tree.root?.routedScreens.count == 1, "a route outlived its screen")
            tree.cancel()
            _ = try window.setRoot(nil)
            survivor = root
        } catch {
            fatalError("the settings tree did not start: \(error)")
        }
        precondition(survivor == nil, "a coordinator outlived its tree")
        return elapsed
    }

    // MARK: One unroutable step down a chain

    private static func unroutable(depth: Int, links: Int) -> UInt64 {
        weak var survivor: ParentCoordinator?
        var elapsed: UInt64 = 0
        do {
            let root = ParentCoordinator()
            let tree = CoordinatorTree(root: root, named: "chain")
            try tree.start()
            var parent = root
            for _ in 1..<depth {
                let child = ParentCoordinator()
                try parent.flow?.startChild(child, named: "level")
                parent = child
            }
            let link = DeepLink(UnroutableStep())
            for _ in 0..<links {
                var outcome: Result<Void, DeepLinkError>?
                let start = threadCPUTime()
                tree.open(link) { outcome = $0 }
                elapsed += threadCPUTime() - start
                guard case .failure(.noRoute) = outcome else {
                    fatalError("the step was not refused at once: \(String(describing: outcome))")
                }
            }
            tree.cancel()
            survivor = root
        } catch {
            fatalError("the chain did not start: \(error)")
        }
        precondition(survivor == nil, "a coordinator outlived its tree")
        return elapsed
    }

    // MARK: Children ending in start order, or its reverse

    private static func children(_ count: Int, oldestFirst: Bool) -> UInt64 {
        weak var survivor: ParentCoordinator?
        var elapsed: UInt64 = 0
        do {
            let root = ParentCoordinator()
            let tree = CoordinatorTree(root: root, named: "parent")
            try tree.start()
            var flows: [Flow<Void>] = []
            flows.reserveCapacity(count)
            for _ in 0..<count {
                let child = ParentCoordinator()
                try root.flow?.startChild(child, named: "child")
                guard let flow = child.flow else { fatalError("the child did not start") }
                flows.append(flow)
            }
            if !oldestFirst { flows.reverse() }
            let start = threadCPUTime()
            for flow in flows {
                flow.cancel()
            }
            elapsed = threadCPUTime() - start
            precondition(root.flow?.children.isEmpty == true, "a child is still running")
            tree.cancel()
            survivor = root
        } catch {
            fatalError("the tree did not start: \(error)")
        }
        precondition(survivor == nil, "a coordinator outlived its tree")
        return elapsed
    }

    // MARK: Scenes closing in connection order

    private static func scenes(_ count: Int, disconnect: Bool) -> UInt64 {
        let scenes = HeadlessScenes()
        let ids = (0..<count).map { "scene-\($0)" }
        do {
            for id in ids {
                try scenes.connect(id) { window in SceneRootCoordinator(window: window) }
            }
        } catch {
            fatalError("a scene did not connect: \(error)")
        }
        let start = threadCPUTime()
        for id in ids {
            if disconnect {
                scenes.systemDisconnectsScene(id)
            } else {
                scenes.userClosesScene(id)
            }
        }
        let elapsed = threadCPUTime() - start
        precondition(scenes.sceneIDs.isEmpty, "a scene is still connected")
        return elapsed
    }
}

/// A step no coordinator of the chain takes.
struct UnroutableStep: Sendable {}

/// One level of a nested record: restorable, and restores its one kind of child.
@MainActor
final class NestCoordinator: RestorableCoordinator {
    private(set) var flow: Flow<Void>?
    let level: Int

    init(level: Int) {
        self.level = level
    }

    func start(_ flow: Flow<Void>) {
        self.flow = flow
    }

    /// The root is made by the app; every level below writes its number.
    var restoration: CoordinatorRestoration? {
        guard level > 0 else { return nil }
        return try? CoordinatorRestoration(kind: "level", shown: .pushed, value: level)
    }

    func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
        guard restoration.kind == "level" else { return false }
        try flow.startChild(NestCoordinator(level: try restoration.value(Int.self)), named: "level")
        return true
    }
}

/// What the settings screen publishes: the demo's `settings/account`.
enum SettingsIntent: Sendable {
    case account
}

/// What an account screen publishes: nothing a settings link step is.
enum AccountIntent: Sendable {
    case signOut
}

@MainActor
final class SettingsScreen: IntentScreen {
    let intents = IntentChannel<SettingsIntent>()
}

@MainActor
final class AccountScreen: IntentScreen {
    let intents = IntentChannel<AccountIntent>()
}

/// Shows the settings screen and, for each `account` intent, pushes an account screen that it
/// routes itself: one more route on this one flow per step.
@MainActor
final class SettingsCoordinator: Coordinator {
    let stack = HeadlessStack()
    private weak var window: HeadlessWindow?

    init(window: HeadlessWindow) {
        self.window = window
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        flow.setRoot(stack, in: window)
        let settings = SettingsScreen()
        flow.push(settings, on: stack)
        flow.bind(to: settings) { [stack] intent in
            switch intent {
            case .account:
                let account = AccountScreen()
                flow.push(account, on: stack)
                flow.route(account) { _ in .handled }
            }
            return .handled
        }
    }
}

/// A scene's root: shows one screen in the scene's window and binds to it.
@MainActor
final class SceneRootCoordinator: Coordinator {
    private weak var window: HeadlessWindow?

    init(window: HeadlessWindow) {
        self.window = window
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let screen = PageScreen()
        flow.setRoot(screen, in: window)
        flow.bind(to: screen)
    }
}
