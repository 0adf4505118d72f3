import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// Each way UIKit removes screens behind a coordinator's back, from the libraries users come
/// from: the coordinator must be torn down by its screen's release alone, and nothing leaks.
@MainActor
@Suite struct ZombieCaseTests {
    @Test func backButtonPopOfAScreenWithItsOwnChildCoordinatorTearsBothDown() throws {
        let world = try ZombieWorlds.detailWithComments()
        world.log.skipReceivedEvents()

        #expect(world.window.userTapsBack() != nil)

        try world.log.expect([
            "app/detail/comments: torn down (parent torn down)",
            "app/detail: child comments ended: parent torn down",
            "app/detail: torn down (screen released)",
            "app: child detail ended: screen released",
        ])
        #expect(world.tree.root?.children.isEmpty == true)
        #expect(world.tree.leakReport().leaks.isEmpty)
        world.expectEverythingReleased()
    }

    @Test func swipeDownOfAModalFlowTearsDownTheFlowAndItsChildren() async throws {
        let (world, running) = try await ZombieWorlds.composeWithAttachments()
        world.log.skipReceivedEvents()

        #expect(world.window.userSwipesDown() != nil)

        #expect(try await running.value?.failure == .screenReleased)
        #expect(
            ZombieWorlds.teardowns(world.log.skipReceivedEvents()) == [
                "app/compose/attachments: torn down (parent torn down)",
                "app/compose: torn down (screen released)",
            ])
        world.expectEverythingReleased()
    }

    @Test func dismissFromAScreenFourLevelsAwayTearsDownEveryFlowAboveIt() throws {
        let world = try ZombieWorlds.fourPresentedLevels()
        #expect(world.window.presentedScreens.count == 4)
        world.log.skipReceivedEvents()

        // The top screen asks the window to dismiss from the first modal: levels 2 to 4 go.
        _ = try world.window.dismiss(from: try #require(world.window.presentedScreens.first))

        #expect(
            ZombieWorlds.teardowns(world.log.skipReceivedEvents()) == [
                "app/level1/level2/level3/level4: torn down (parent torn down)",
                "app/level1/level2/level3: torn down (parent torn down)",
                "app/level1/level2: torn down (screen released)",
            ])
        #expect(world.tree.snapshot().nodes.map(\.path) == ["app", "app/level1"])
        #expect(world.tree.leakReport().leaks.isEmpty)
        world.expectEverythingReleased()
    }

    @Test func replacingTheStackWholesaleTearsDownEveryFlowOnIt() throws {
        let world = try ZombieWorlds.threeFlowsPushed()
        world.log.skipReceivedEvents()

        _ = try (world.window.root as? HeadlessStack)?.setScreens([TestScreen<FlowIntent>("fresh start")])

        #expect(
            ZombieWorlds.teardowns(world.log.skipReceivedEvents()) == [
                "app/inbox/thread/message: torn down (parent torn down)",
                "app/inbox/thread: torn down (parent torn down)",
                "app/inbox: torn down (parent torn down)",
                "app: torn down (screen released)",
            ])
        #expect(world.tree.root == nil)
        world.expectEverythingReleased()
    }
}
