import ReactiveCoordinator

/// Tree work: start and tear down many children of one parent, and a chain many levels deep.
///
/// Runs on the main actor. The figure is nanoseconds (thread CPU time) per coordinator, from creating
/// the tree to the end of its teardown, so linear growth shows as a flat figure across sizes.
@MainActor
enum TreeBenchmarks {
    nonisolated static let wideSizes = [1_000, 10_000, 100_000]
    nonisolated static let deepSizes = [1_000, 10_000, 100_000]

    struct Figures {
        /// The plain closure call, timed in the same process, for the ratios.
        var closure: Double
        var wide: [Int: Double]
        var deep: [Int: Double]
    }

    /// Each sample builds and tears down trees until it has handled at least this many
    /// coordinators, so small sizes are not timed over a few milliseconds only.
    static let coordinatorsPerSample = 20_000

    enum Shape {
        case wide, deep
    }

    static func run(runs: Int) -> Figures {
        let cases = wideSizes.map { (Shape.wide, $0) } + deepSizes.map { (Shape.deep, $0) }
        for (shape, size) in cases {
            _ = sample(shape, size: size)  // warm-up
        }
        // In rounds, every size once per round, so a burst of load hits all sizes alike.
        var samples = Array(repeating: [Double](), count: cases.count)
        for _ in 0..<runs {
            for (index, (shape, size)) in cases.enumerated() {
                samples[index].append(sample(shape, size: size))
            }
        }
        let closure = measureInRounds([closureFloorCase(into: Sink())], runs: runs, targetNanoseconds: 20_000_000)
        var figures = Figures(closure: closure["closure"]!, wide: [:], deep: [:])
        for (index, (shape, size)) in cases.enumerated() {
            switch shape {
            case .wide: figures.wide[size] = median(samples[index])
            case .deep: figures.deep[size] = median(samples[index])
            }
        }
        return figures
    }

    /// Nanoseconds per coordinator to build and tear down trees of one shape and size.
    static func sample(_ shape: Shape, size: Int) -> Double {
        let trees = treesPerSample(size: size)
        var total = 0.0
        for _ in 0..<trees {
            total += buildAndTearDown(size: size, build: shape == .wide ? startWide : startDeep)
        }
        return total / Double(trees * size)
    }

    /// Runs one sample untimed and returns how many coordinators it started, for profiling.
    static func sampleCount(_ shape: Shape, size: Int) -> Int {
        _ = sample(shape, size: size)
        return treesPerSample(size: size) * size
    }

    private static func treesPerSample(size: Int) -> Int {
        max(1, coordinatorsPerSample / size)
    }

    /// Nanoseconds to create a tree, start `size` coordinators in it and tear it down.
    private static func buildAndTearDown(size: Int, build: (ParentCoordinator, Int) -> Void) -> Double {
        weak var survivor: ParentCoordinator?
        let start = threadCPUTime()
        do {
            let root = ParentCoordinator()
            let tree = CoordinatorTree(root: root, named: "root")
            try tree.start()
            build(root, size)
            tree.cancel()
            precondition(
                root.flow?.children.isEmpty == true && root.flow?.state == .finished, "teardown left children behind")
            survivor = root
        } catch {
            fatalError("the tree did not start: \(error)")
        }
        let elapsed = Double(threadCPUTime() - start)
        precondition(survivor == nil, "the root outlived its tree")
        return elapsed
    }

    /// `size` children of one parent.
    private static func startWide(_ root: ParentCoordinator, _ size: Int) {
        for _ in 0..<size {
            start(LeafCoordinator(), under: root)
        }
    }

    /// A chain `size` coordinators deep below the root.
    private static func startDeep(_ root: ParentCoordinator, _ size: Int) {
        var parent = root
        for _ in 0..<size {
            let child = ParentCoordinator()
            start(child, under: parent)
            parent = child
        }
    }

    private static func start(_ child: some Coordinator, under parent: ParentCoordinator) {
        do {
            guard let flow = parent.flow else { fatalError("the parent did not start") }
            try flow.startChild(child, named: "child")
        } catch {
            fatalError("a child did not start: \(error)")
        }
    }
}

/// A coordinator that does nothing but sit in the tree.
@MainActor
final class LeafCoordinator: Coordinator {
    func start(_ flow: Flow<Void>) {}
}

/// A coordinator that sits in the tree and keeps its flow, so children can be started under it.
@MainActor
final class ParentCoordinator: Coordinator {
    private(set) var flow: Flow<Void>?

    func start(_ flow: Flow<Void>) {
        self.flow = flow
    }
}
