import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import SeededRandom
import Testing

/// Children and scenes leave in constant time whatever order they end in (issue 33); the ones
/// left keep their start (or connection) order.
@MainActor
@Suite struct EndingOrderTests {
    static let seed: UInt64 = ProcessInfo.processInfo.environment["ENDING_ORDER_SEED"].flatMap { UInt64($0) } ?? 33

    @Test func childrenEndingInAnyOrderLeaveTheOthersInStartOrder() throws {
        print("ending order: seed \(Self.seed) (set ENDING_ORDER_SEED to replay)")
        var random = SplitMix64(seed: Self.seed)
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let root = try world.root(as: NodeCoordinator.self).flow
            var running: [(name: String, flow: Flow<Void>)] = []
            var late = 0
            for index in 0..<60 {
                let child = NodeCoordinator()
                try root.startChild(child, named: "child\(index)")
                running.append(("child\(index)", child.flow))
            }
            while !running.isEmpty {
                // Oldest, newest, or any: the three orders a user's flows end in.
                let position =
                    switch random.next(below: 3) {
                    case 0: 0
                    case 1: running.count - 1
                    default: random.next(below: running.count)
                    }
                running.remove(at: position).flow.cancel()
                #expect(root.children.map(\.name) == running.map(\.name), "seed \(Self.seed)")
                if random.next(below: 4) == 0 {
                    late += 1
                    let child = NodeCoordinator()
                    try root.startChild(child, named: "late\(late)")
                    running.append(("late\(late)", child.flow))
                }
            }
        }
        world.tree.cancel()
        world.expectEverythingReleased()
    }

    @Test func scenesClosingInAnyOrderLeaveTheOthersInConnectionOrder() throws {
        print("ending order: seed \(Self.seed) (set ENDING_ORDER_SEED to replay)")
        var random = SplitMix64(seed: Self.seed)
        let scenes = HeadlessScenes()
        var connected: [String] = []
        for index in 0..<40 {
            try scenes.connect("scene\(index)") { _ in NodeCoordinator() }
            connected.append("scene\(index)")
        }
        while !connected.isEmpty {
            let id = connected.remove(at: random.next(below: connected.count))
            if random.next(below: 2) == 0 {
                scenes.userClosesScene(id)
            } else {
                scenes.systemDisconnectsScene(id)
            }
            #expect(scenes.sceneIDs == connected, "seed \(Self.seed)")
        }
        #expect(scenes.leakReports().count == 40)
        #expect(scenes.leakReports().allSatisfy { $0.leaks.isEmpty })
    }
}
