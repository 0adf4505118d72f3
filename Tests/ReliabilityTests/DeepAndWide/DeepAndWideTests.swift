import ReactiveCoordinator
import TestSupport
import Testing

@MainActor
@Suite(.tags(.deepAndWide))
struct DeepAndWideTests {
    static let size = 100_000

    @Test(arguments: TreeShape.allCases)
    func aTreeOf100000StartsRoutesAndTearsDownChildrenFirstWithoutOverflow(_ shape: TreeShape) throws {
        var run = TreeShapeRun(shape, size: Self.size)

        let outcome = try run.play()

        let tally = outcome.tally
        #expect(outcome.deepest == (shape == .chain ? Self.size : 1))
        #expect(tally.started == Self.size + 1)
        // In a chain the intent bubbles through every level before the root handles it.
        #expect(tally.bubbled == (shape == .chain ? Self.size : 1))
        #expect(tally.routed.map(\.path) == ["app"])
        #expect(tally.unhandled == 0)
        #expect(tally.rejected.isEmpty)
        #expect(tally.tornDown == Self.size + 1)
        #expect(tally.teardownNeverDeepens)
        #expect(outcome.aliveInAudit == 0)
        #expect(outcome.alive.isEmpty, "\(outcome.alive.count) objects outlived the tree")
    }

    @Test func droppingARunningChain100000DeepTearsItDownWithoutOverflow() throws {
        var watched: [WeakBox] = []
        var ended = 0
        do {
            let root = HookCoordinator()
            let tree = CoordinatorTree(root: root, named: "app")
            try tree.start()
            var parent: HookCoordinator = root
            for _ in 0..<Self.size {
                let next = HookCoordinator()
                next.onDidEnd = { _, _ in ended += 1 }
                watched.append(WeakBox(next, "coordinator"))
                try parent.flow.startChild(next, named: "c")
                parent = next
            }
            watched.append(WeakBox(root, "root"))
        }

        // Released here without cancel(): a recursive release 100,000 deep would overflow.
        #expect(ended == Self.size)
        #expect(watched.allSatisfy { $0.object == nil })
    }

    /// Linear time, asserted as a growth ratio rather than a wall time.
    ///
    /// The CPU time per coordinator at 100,000 may be at most 3 times that at 10,000 (best of
    /// several runs, so a busy machine does not decide the outcome). Quadratic work would make it
    /// 10 times. At the reduced size (`REACTIVE_COORDINATOR_TEST_SIZE` unset) the same tenfold
    /// growth is measured from 2,000 to 20,000.
    @Test(arguments: TreeShape.allCases)
    func costPerCoordinatorStaysFlatFrom10000To100000(_ shape: TreeShape) throws {
        let small = TestSize.pick(reduced: 2_000, full: 10_000)
        let large = small * 10
        let smallTime = try ThreadClock.best(of: 5) {
            var run = TreeShapeRun(shape, size: small)
            _ = try run.play()
        }
        let largeTime = try ThreadClock.best(of: 2) {
            var run = TreeShapeRun(shape, size: large)
            _ = try run.play()
        }

        let ratio = (Double(largeTime) / Double(large)) / (Double(smallTime) / Double(small))
        #expect(
            ratio < 3,
            "\(shape): \(smallTime / UInt64(small)) ns per coordinator at \(small), \(largeTime / UInt64(large)) ns at \(large): \(ratio)x"
        )
        print("\(shape) growth: \(ratio)x per coordinator from \(small) to \(large)")
    }
}
