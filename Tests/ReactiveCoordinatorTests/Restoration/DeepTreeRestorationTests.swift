import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorTesting
import Testing

/// Paths below 16 levels are shortened for display; two branches that differ only in what is
/// left out must still have paths of their own, and the tree's record must put every child back
/// under its own parent (issue 33).
@MainActor
@Suite struct DeepTreeRestorationTests {
    /// One level of a deep tree: restorable, and recreates a child of the name it recorded.
    final class LevelCoordinator: RestorableCoordinator {
        let label: String
        private(set) var flow: Flow<Void>?

        init(label: String) {
            self.label = label
        }

        func start(_ flow: Flow<Void>) {
            self.flow = flow
            // A lock starts signed out: what lies below it is not rebuilt from a record.
            if label == "lock" { flow.isReadyForLinks = false }
        }

        func startLevel(_ label: String) throws -> LevelCoordinator {
            let child = LevelCoordinator(label: label)
            try flow?.startChild(child, named: label)
            return child
        }

        var restoration: CoordinatorRestoration? {
            flow?.parent == nil ? nil : try? CoordinatorRestoration(kind: "level", shown: .pushed, value: label)
        }

        func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
            guard restoration.kind == "level" else { return false }
            try flow.startChild(
                LevelCoordinator(label: try restoration.value(String.self)), named: try restoration.value(String.self))
            return true
        }
    }

    static let depth = 40

    /// A spine `depth` deep of coordinators named `n`, and a branch at every level.
    ///
    /// At every level the spine's `n` has a sibling `m` that starts a branch of `n`s down to the
    /// same depth. Every branch differs from the spine, and from every
    /// other branch, only at its `m`, which a path deeper than 16 levels leaves out.
    static func grow(_ root: LevelCoordinator) throws {
        // Level by level, so that branches sharing a shortened path get children in turns: a
        // record naming parents by that path gave each child the parent restored last.
        var tips = [root]
        for _ in 1...depth {
            var next: [LevelCoordinator] = []
            for (index, tip) in tips.enumerated() {
                next.append(try tip.startLevel("n"))
                if index == 0 { next.append(try tip.startLevel("m")) }
            }
            tips = next
        }
    }

    /// Every flow of the tree, parents first.
    static func flows(of tree: CoordinatorTree) -> [AnyFlow] {
        var found: [AnyFlow] = []
        var pending = tree.root.map { [$0] } ?? []
        while let flow = pending.popLast() {
            found.append(flow)
            pending += flow.children.reversed()
        }
        return found
    }

    /// The tree's shape: each flow's name and its children's shapes, in start order.
    static func shape(of flow: AnyFlow) -> String {
        var text = ""
        var pending: [(flow: AnyFlow?, closing: Bool)] = [(flow, false)]
        while let (next, closing) = pending.popLast() {
            guard let next else {
                if closing { text += ")" }
                continue
            }
            text += next.name + "("
            pending.append((nil, true))
            pending += next.children.reversed().map { ($0, false) }
        }
        return text
    }

    @Test func twoLiveFlowsNeverShareAPathAtAnyDepth() throws {
        let world = Harness(named: "app") { _ in LevelCoordinator(label: "app") }
        try world.start()
        do {
            try Self.grow(try world.root(as: LevelCoordinator.self))
            let flows = Self.flows(of: world.tree)
            #expect(flows.count == 1 + Self.depth + Self.depth * (Self.depth + 1) / 2)
            #expect(flows.map(\.depth).max() == Self.depth)
            var seen: [String: Int] = [:]
            for flow in flows { seen[flow.path, default: 0] += 1 }
            #expect(seen.filter { $0.value > 1 }.isEmpty, "paths shared by several flows")
        }
        world.tree.cancel()
        world.expectEverythingReleased()
    }

    @Test func aFortyLevelTreeWithSiblingsAtEveryLevelRestoresIntoTheRightParents() throws {
        let written = Harness(named: "app") { _ in LevelCoordinator(label: "app") }
        try written.start()
        let restored = Harness(named: "app") { _ in LevelCoordinator(label: "app") }
        try restored.start()
        do {
            try Self.grow(try written.root(as: LevelCoordinator.self))
            let record = written.tree.restorationRecord(schema: 1)
            #expect(record.steps.count == Self.depth + Self.depth * (Self.depth + 1) / 2)
            let report = restored.tree.restore(record, schema: 1)
            #expect(report.dropped == nil)
            #expect(report.restoredCount == record.steps.count)
            let writtenRoot = try #require(written.tree.root)
            let restoredRoot = try #require(restored.tree.root)
            #expect(Self.shape(of: restoredRoot) == Self.shape(of: writtenRoot))
            #expect(Self.flows(of: restored.tree).map(\.path) == Self.flows(of: written.tree).map(\.path))
            // And again from the restored tree: a record of a restored tree is the same record.
            #expect(restored.tree.restorationRecord(schema: 1) == record)
        }
        written.tree.cancel()
        restored.tree.cancel()
        written.expectEverythingReleased()
        restored.expectEverythingReleased()
    }

    @Test func aStepNamedFromAStepThatWasNotRestoredIsDroppedNotGuessed() throws {
        let world = Harness(named: "app") { _ in LevelCoordinator(label: "app") }
        try world.start()
        do {
            let step = try CoordinatorRestoration(kind: "level", shown: .pushed, value: "n")
            let record = RestorationRecord(
                schema: 1,
                steps: [
                    .init(path: "app/n", parent: "app", restoration: step),
                    .init(path: "@99999999999999999999/n", parent: "@99999999999999999999", restoration: step),
                ])
            let report = world.tree.restore(record, schema: 1)
            #expect(report.restoredCount == 1)
            #expect(report.dropped?.reason == .parentMissing(parent: "@99999999999999999999"))
            let later = RestorationRecord(schema: 1, steps: [.init(path: "@7/n", parent: "@7", restoration: step)])
            #expect(world.tree.restore(later, schema: 1).dropped?.reason == .parentMissing(parent: "@7"))
        }
        world.tree.cancel()
        world.expectEverythingReleased()
    }

    @Test func aGateClosedByAFlowTheRecordRestoredHoldsForTheStepsBelowIt() throws {
        let world = Harness(named: "app") { _ in LevelCoordinator(label: "app") }
        try world.start()
        do {
            func step(_ label: String) throws -> CoordinatorRestoration {
                try CoordinatorRestoration(kind: "level", shown: .pushed, value: label)
            }
            let record = RestorationRecord(
                schema: 1,
                steps: [
                    .init(path: "app/a", parent: "app", restoration: try step("a")),
                    .init(path: "app/a/b", parent: "app/a", restoration: try step("b")),
                    .init(path: "app/a/b/lock", parent: "app/a/b", restoration: try step("lock")),
                    .init(path: "app/a/c", parent: "app/a", restoration: try step("c")),
                    .init(path: "app/a/b/lock/n", parent: "app/a/b/lock", restoration: try step("n")),
                ])
            let report = world.tree.restore(record, schema: 1)
            #expect(report.restoredCount == 4)
            #expect(report.dropped?.index == 4)
            #expect(report.dropped?.reason == .gated(by: "app/a/b/lock"))
        }
        world.tree.cancel()
        world.expectEverythingReleased()
    }
}
