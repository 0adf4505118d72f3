import ReactiveCoordinator
import TestSupport
import Testing

/// The two extreme shapes of a tree of a given size.
enum TreeShape: String, Sendable, CaseIterable {
    /// Each coordinator the only child of the one before: as deep as the size.
    case chain
    /// Every coordinator a child of the root: as wide as the size.
    case star
}

/// One full life of a tree of `size` coordinators below its root: build and start them, bind a
/// screen to the last one, route an intent from it that only the root handles (so in a chain it
/// bubbles through every level), then tear the tree down.
@MainActor
struct TreeShapeRun {
    let shape: TreeShape
    let size: Int
    /// Weak references to every coordinator and the screen, checked after teardown.
    private(set) var watched: [WeakBox] = []

    struct Outcome {
        let tally: EventTally
        /// Coordinators and screens the tree's leak audit still sees alive.
        let aliveInAudit: Int
        /// Labels of watched objects still alive.
        let alive: [String]
        let deepest: Int
    }

    init(_ shape: TreeShape, size: Int) {
        self.shape = shape
        self.size = size
    }

    mutating func play(tearDown: (CoordinatorTree) -> Void = { $0.cancel() }) throws -> Outcome {
        let shelf = ScreenShelf()
        let tree = CoordinatorTree(root: HookCoordinator(), named: "app")
        let tally = EventTally(tree)
        try tree.start()

        var deepest = 0
        do {
            let root = try #require(tree.root?.hook)
            root.onBubbled = { _, _, _ in .handled }
            watched = [WeakBox(root, "root")]
            watched.reserveCapacity(size + 2)
            var parent: HookCoordinator = root
            var last: HookCoordinator = root
            for _ in 0..<size {
                let next = HookCoordinator()
                watched.append(WeakBox(next, "coordinator"))
                try parent.flow.startChild(next, named: "c")
                last = next
                if shape == .chain { parent = next }
            }
            deepest = last.flow.depth
            let screen = ProbeScreen("leaf")
            watched.append(WeakBox(screen, "leaf screen"))
            shelf.show(screen)
            last.flow.bind(to: screen) { _ in .unhandled }
        }

        shelf.screen(titled: "leaf")?.tap(.go)
        tearDown(tree)
        shelf.removeAll()

        let report = tree.leakReport()
        return Outcome(
            tally: tally,
            aliveInAudit: report.alive.count,
            alive: watched.filter { $0.object != nil }.map(\.label),
            deepest: deepest
        )
    }
}
