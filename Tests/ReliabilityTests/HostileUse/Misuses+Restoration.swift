import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorTesting
import Testing

extension Misuse {
    /// A restoration step for a kind nobody in these tests restores.
    private static func step(parent: String) throws -> RestorationRecord.Step {
        .init(
            path: parent + "/gone", parent: parent,
            restoration: try CoordinatorRestoration(kind: "gone", shown: .pushed, value: 1))
    }

    static let restoration: [Misuse] = [
        Misuse("restore into a tree that never started") {
            let world = World()

            let report = world.tree.restore(RestorationRecord(schema: 1, steps: [try step(parent: "app")]), schema: 1)

            #expect(report.restoredCount == 0)
            #expect(report.dropped?.reason == .treeNotRunning)
            try world.log.expect(["app: REJECTED restore: step 0 (app/gone): the tree is not running"])
            world.expectEverythingReleased()
        },
        Misuse("restore a step whose parent does not restore its kind") {
            let world = World()
            try world.startTree(withScreenChild: "child")

            let report = world.tree.restore(
                RestorationRecord(schema: 1, steps: [try step(parent: "app/child")]), schema: 1)

            #expect(report.dropped?.reason == .unknownKind(kind: "gone", parent: "app/child"))
            try world.log.expect([
                "app/child: restoring step 0: gone",
                "app: REJECTED restore: step 0 (app/child/gone): app/child does not restore gone",
            ])
            world.expectEverythingReleased()
        },
        Misuse("write a record of a tree whose coordinators do not opt in") {
            let world = World()
            try world.startTree(withScreenChild: "child")

            #expect(world.tree.restorationRecord(schema: 4) == RestorationRecord(schema: 4, steps: []))

            try world.log.expectNoMoreEvents()
            world.expectEverythingReleased()
        },
        Misuse("restore a record of more steps than the limit") {
            let world = World()
            try world.startTree(withScreenChild: "child")
            let steps = Array(repeating: try step(parent: "app/child"), count: RestorationRecord.maximumSteps + 1)

            let report = world.tree.restore(RestorationRecord(schema: 1, steps: steps), schema: 1)

            #expect(report.restoredCount == 0)
            #expect(report.dropped?.reason == .tooManySteps(count: 10_001, limit: 10_000))
            try world.log.expect(["app: REJECTED restore: the record has 10001 steps; a record has at most 10000"])
            world.expectEverythingReleased()
        },
    ]
}
