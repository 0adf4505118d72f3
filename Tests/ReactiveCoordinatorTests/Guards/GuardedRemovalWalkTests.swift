@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import SeededRandom
import TestSupport
import Testing

/// Every removal that waits for a guard ends with exactly one outcome (issue 35).
///
/// Seeded walks over the shop with a guarded draft sheet: drafts start, links arrive, the shop and
/// another flow dismiss, the user answers the discard alert either way or swipes, flows end, and
/// the scene closes at the end. Every removal that waited for a guard ends with exactly one
/// outcome: never a second one, and none left over once the tree has gone.
@MainActor
@Suite struct GuardedRemovalWalkTests {
    @Test(arguments: [1, 7, 42, 2026, 90_210] as [UInt64])
    func everyChangeThatWaitsForAGuardOrAnAlertEndsWithExactlyOneOutcome(seed: UInt64) async throws {
        print("guarded removal walk, seed \(seed)")
        var random = SplitMix64(seed: seed)
        let world = try Harness.shop()
        let attempts = AttemptLog()
        var waiting = 0
        var ended = 0
        var asked = 0
        var violations: [String] = []
        let watch = world.tree.events.subscribe(onValue: { event in
            switch event.kind {
            case .leaveAsked(_, _, .some), .changeWaits:
                // A removal held for a guard's answer, or an alert waiting for the one shown.
                waiting += 1
                asked += 1
            case .changeEnded:
                ended += 1
                waiting -= 1
                if waiting < 0 { violations.append("'\(event)' ends a change nobody asked for, or ends one twice") }
            default:
                break
            }
        })
        var askers: [Flow<Void>] = []

        for _ in 0..<200 {
            let shop = try #require(world.shop?.flow)
            switch random.next(below: 8) {
            case 0:
                if world.window.presentedScreens.isEmpty, let tabs = world.window.root {
                    try? shop.startChild(GuardedDraftCoordinator(window: world.window, over: tabs, log: attempts))
                }
            case 1:
                world.tree.open(DeepLink(ShopStep.product(id: random.next(below: 9)))) { _ in }
            case 2:
                _ = world.window.userTaps(button: DraftChoice.discard)
            case 3:
                _ = world.window.userTaps(button: DraftChoice.keep)
            case 4:
                if let tabs = world.window.root, !world.window.presentedScreens.isEmpty {
                    shop.dismiss(from: tabs, in: world.window)
                }
            case 5:
                if let asker = askers.popLast(), random.next(below: 2) == 0 {
                    asker.cancel()
                } else {
                    let coordinator = AskingCoordinator()
                    try? shop.startChild(coordinator)
                    if let flow = coordinator.flow, let tabs = world.window.root,
                        !world.window.presentedScreens.isEmpty
                    {
                        flow.dismiss(from: tabs, in: world.window)
                        askers.append(flow)
                    }
                }
            case 6:
                _ = world.window.userSwipesDown()
            default:
                world.tree.root?.children.last { $0.coordinator is GuardedDraftCoordinator }?.cancel()
            }
            await world.tree.settle()
            if !violations.isEmpty { break }
        }
        world.tree.closeScene()
        await world.tree.settle()
        print("seed \(seed): \(asked) changes that waited (for a guard or an alert), \(ended) outcomes")

        #expect(violations.isEmpty, "seed \(seed): \(violations.prefix(3))")
        #expect(waiting == 0, "seed \(seed): \(waiting) removal(s) asked of a guard never ended")
        #expect(asked > 0 && ended == asked, "seed \(seed): \(asked) asked, \(ended) ended")
        watch.cancel()
        askers.removeAll()
        world.expectEverythingReleased()
    }
}
