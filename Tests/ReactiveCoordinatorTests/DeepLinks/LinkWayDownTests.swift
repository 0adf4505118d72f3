import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

/// The way down to the coordinator that takes a step is prepared from where the search began, in
/// order, each coordinator told the child the link goes on to, however long the way is.
@MainActor
@Suite struct LinkWayDownTests {
    enum Step: Sendable {
        case deepest
    }

    /// Notes every preparation, as `name>child` (`name>` when the link stops there).
    final class Notes {
        var prepared: [String] = []
        var taken: [String] = []
    }

    /// Starts the next level until `levels` are running; the last one takes the step.
    final class Level: LinkRoutingCoordinator {
        let level: Int
        let levels: Int
        let notes: Notes

        init(level: Int, of levels: Int, notes: Notes) {
            self.level = level
            self.levels = levels
            self.notes = notes
        }

        func start(_ flow: Flow<Void>) {
            guard level + 1 < levels else { return }
            try? flow.startChild(Level(level: level + 1, of: levels, notes: notes), named: "l\(level + 1)")
        }

        func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
            guard level + 1 == levels else { return .pass }
            return .take { [notes, level] in notes.taken.append("l\(level)") }
        }

        func prepareForLink(toward child: AnyFlow?, in flow: Flow<Void>) {
            notes.prepared.append("l\(level)>\(child?.name ?? "")")
        }
    }

    /// The search goes by recursion to 256 levels and by a list below them: both ways, and
    /// across the boundary, find the taker and write the way.
    @Test(arguments: [1, 2, 16, 17, 40, 256, 257, 300])
    func everyCoordinatorOnTheWayIsPreparedInOrderTowardTheNext(levels: Int) async throws {
        let notes = Notes()
        let tree = CoordinatorTree(root: Level(level: 0, of: levels, notes: notes), named: "l0")
        try tree.start()
        try await tree.open(DeepLink(Step.deepest))

        let expected = (0..<levels).map { level in level + 1 < levels ? "l\(level)>l\(level + 1)" : "l\(level)>" }
        #expect(notes.prepared == expected)
        #expect(notes.taken == ["l\(levels - 1)"])
        tree.cancel()
    }

    /// Starts `next` as its one child and leaves link steps to its screens (it shows none).
    final class Plain: Coordinator {
        let next: any Coordinator<Void>

        init(next: any Coordinator<Void>) {
            self.next = next
        }

        func start(_ flow: Flow<Void>) {
            try? flow.startChild(next, named: "plain child")
        }
    }

    @Test func aPlainCoordinatorOnTheWayPassesEveryLinkAndTheRoutersAroundItArePreparedEachTime() async throws {
        // The plain coordinator's node learns at the first link that it routes no links, and
        // answers later ones without asking its coordinator: the routers above and below it are
        // still asked and prepared at every link.
        let notes = Notes()
        let below = Level(level: 1, of: 2, notes: notes)
        let root = Level(level: 0, of: 2, notes: notes)
        final class Root: LinkRoutingCoordinator {
            let level: Level
            let plain: Plain
            init(level: Level, plain: Plain) {
                self.level = level
                self.plain = plain
            }
            func start(_ flow: Flow<Void>) {
                try? flow.startChild(plain, named: "plain")
            }
            func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
                level.handle(linkStep: step, in: flow)
            }
            func prepareForLink(toward child: AnyFlow?, in flow: Flow<Void>) {
                level.prepareForLink(toward: child, in: flow)
            }
        }
        let tree = CoordinatorTree(root: Root(level: root, plain: Plain(next: below)), named: "l0")
        try tree.start()
        for _ in 1...3 {
            try await tree.open(DeepLink(Step.deepest))
        }
        #expect(notes.prepared == Array(repeating: ["l0>plain", "l1>"], count: 3).flatMap { $0 })
        #expect(notes.taken == ["l1", "l1", "l1"])
        tree.cancel()
    }
}
