import ReactiveCoordinator
import SeededRandom
import TestSupport

/// One random coordinator tree's whole life, checked from start to end.
///
/// The tree is grown to a random size, used and partly torn down at random, then ended one of
/// three ways. Everything that goes wrong is listed in ``problems``.
@MainActor
final class RandomTreeLife {
    /// How the tree ends after its random life.
    enum Ending: CaseIterable {
        /// `tree.cancel()`.
        case cancel
        /// Every screen is released at once, then whatever is left is cancelled.
        case releaseEveryScreen
        /// The last reference to the tree is dropped, without cancelling.
        case drop
    }

    private var random: SplitMix64
    private let shelf = ScreenShelf()
    private var watched: [WeakBox] = []
    private var coordinators: [WeakBox] = []
    private(set) var problems: [String] = []
    private(set) var started = 0
    private(set) var ended = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Plays the life of a tree of up to `maxSize` coordinators and returns how many it started.
    func play(maxSize: Int) throws -> Int {
        let size = Int.random(in: 1...maxSize, using: &random)
        let ending = Ending.allCases.randomElement(using: &random) ?? .cancel
        var tree: CoordinatorTree? = CoordinatorTree(root: makeCoordinator(), named: "n")
        do {
            guard let live = tree else { return 0 }
            let tally = EventTally(live)
            try live.start()
            try grow(to: size)
            for _ in 0..<(size / 4) { try randomMove() }
            switch ending {
            case .cancel:
                live.cancel()
                // The hierarchy lets go of the screens afterwards, as a window closing would.
                shelf.removeAll()
            case .releaseEveryScreen:
                shelf.removeAll()
                live.cancel()
            case .drop:
                break
            }
            if ending != .drop {
                let report = live.leakReport()
                if !report.alive.isEmpty {
                    problems.append("alive after teardown: \(report.description.split(separator: "\n").prefix(6))")
                }
                if tally.started != tally.tornDown {
                    problems.append("\(tally.started) started but \(tally.tornDown) torn down")
                }
                if !tally.rejected.isEmpty { problems.append("unexpected refusals: \(tally.rejected.prefix(3))") }
            }
        }
        tree = nil
        shelf.removeAll()

        if started != ended { problems.append("\(started) started but \(ended) reached didEnd (\(ending))") }
        let survivors = watched.filter { $0.object != nil }.map(\.label)
        if !survivors.isEmpty { problems.append("still alive after \(ending): \(survivors.prefix(5))") }
        return started
    }

    // MARK: Growing

    private func grow(to size: Int) throws {
        for _ in 1..<size {
            guard let parent = randomLiveCoordinator() else { return }
            try parent.flow.startChild(makeCoordinator(), named: "n")
        }
    }

    private func makeCoordinator() -> HookCoordinator {
        let coordinator = HookCoordinator()
        let showsScreen = Int.random(in: 0..<3, using: &random) == 0
        let handles = Bool.random(using: &random)
        coordinator.onStart = { [unowned self] coordinator in
            started += 1
            coordinators.append(WeakBox(coordinator, "coordinator"))
            watched.append(WeakBox(coordinator, "coordinator \(coordinator.flow.path)"))
            guard showsScreen else { return }
            coordinator.showAndBind("screen", on: shelf) { _, _ in handles ? .handled : .unhandled }
            if let screen = coordinator.flow.boundScreen {
                watched.append(WeakBox(screen, "screen of \(coordinator.flow.path)"))
            }
        }
        coordinator.onDidEnd = { [unowned self] coordinator, _ in
            ended += 1
            // Children first: by the time a coordinator ends, its children have ended and left.
            if !coordinator.flow.children.isEmpty {
                problems.append("\(coordinator.flow.path) ended before its children")
            }
        }
        coordinator.onBubbled = { _, _, _ in .handled }
        return coordinator
    }

    // MARK: Living

    private func randomMove() throws {
        guard let coordinator = randomLiveCoordinator() else { return }
        let flow = coordinator.flow
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1:
            (flow.boundScreen as? ProbeScreen)?.tap(.go)
        case 2:
            if let screen = flow.boundScreen as? ProbeScreen { shelf.remove(screen) }
        case 3:
            flow.finish(with: "done")
        case 4:
            flow.cancel()
        case 5:
            if flow.state == .active { flow.erased.pause() } else { flow.erased.resume() }
        default:
            try flow.startChild(makeCoordinator(), named: "n")
        }
    }

    /// A coordinator that is still running, picked at random; the root if nothing else is left.
    private func randomLiveCoordinator() -> HookCoordinator? {
        for _ in 0..<8 {
            guard let box = coordinators.randomElement(using: &random) else { break }
            if let coordinator = box.object as? HookCoordinator, coordinator.flow.state == .active {
                return coordinator
            }
        }
        coordinators.removeAll { ($0.object as? HookCoordinator)?.flow.state != .active }
        return coordinators.randomElement(using: &random)?.object as? HookCoordinator
    }
}
