import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// The zombie cases again, played as SwiftUI plays them, as writes to a binding.
///
/// The user's gesture reaches a SwiftUI app only as a binding write. Each time a view still
/// holds the removed screen's model, as SwiftUI may for a while, and the flow must end at the
/// write anyway.
@MainActor
@Suite struct SwiftUIZombieCaseTests {
    @Test func backButtonWritingAShorterPathTearsDownTheScreensFlowAndItsChild() throws {
        let world = try ZombieWorlds.detailWithComments()
        // What SwiftUI may keep after the pop: the popped view and its model.
        var heldByAView: AnyObject? = (world.tree.root?.children.first?.coordinator as? ScreenFlow)?.screen
        world.log.skipReceivedEvents()

        (world.window.root as? HeadlessStack)?.path.removeLast()

        try world.log.expect([
            "app/detail/comments: torn down (parent torn down)",
            "app/detail: child comments ended: parent torn down",
            "app/detail: torn down (screen released)",
            "app: child detail ended: screen released",
        ])
        #expect(world.tree.root?.children.isEmpty == true)
        // The audit still reports what the view keeps: the screen, and the panel inside it.
        #expect(
            world.tree.leakReport().leaks.map(\.why) == [
                "its coordinator app/detail ended but the screen is still referenced",
                "its coordinator app/detail/comments ended but the screen is still referenced",
            ])
        heldByAView = nil
        _ = heldByAView
        world.expectEverythingReleased()
    }

    @Test func sheetItemSetToNilTearsDownTheModalFlowAndItsChildren() async throws {
        let (world, running) = try await ZombieWorlds.composeWithAttachments()
        var heldByAView: AnyObject? = world.window.presentedScreens.last
        world.log.skipReceivedEvents()

        // What `sheet(item:)` writes when the user swipes the sheet down.
        world.window[presentedAt: 0] = nil

        #expect(try await running.value?.failure == .screenReleased)
        #expect(
            ZombieWorlds.teardowns(world.log.skipReceivedEvents()) == [
                "app/compose/attachments: torn down (parent torn down)",
                "app/compose: torn down (screen released)",
            ])
        heldByAView = nil
        _ = heldByAView
        world.expectEverythingReleased()
    }

    @Test func aCoveredSheetsItemSetToNilTearsDownEveryFlowAboveIt() throws {
        let world = try ZombieWorlds.fourPresentedLevels()
        world.log.skipReceivedEvents()

        // A view four levels up calls SwiftUI's `dismiss` on the second sheet: SwiftUI sets the
        // second level's item to nil.
        world.window[presentedAt: 1] = nil

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

    @Test func backMenuWritingAnEmptyPathTearsDownEveryFlowAboveTheRoot() throws {
        let world = try ZombieWorlds.threeFlowsPushed()
        world.log.skipReceivedEvents()

        (world.window.root as? HeadlessStack)?.path = []

        #expect(
            ZombieWorlds.teardowns(world.log.skipReceivedEvents()) == [
                "app/inbox/thread/message: torn down (parent torn down)",
                "app/inbox/thread: torn down (parent torn down)",
                "app/inbox: torn down (screen released)",
            ])
        #expect(world.tree.snapshot().nodes.map(\.path) == ["app"])
        world.expectEverythingReleased()
    }

    @Test func reselectingATabPopsItsStackByAPathWriteAndTearsDownTheFlowsAbove() throws {
        let world = Harness.windowed(named: "app") { window in
            ScreenFlow { screen in
                let tabs = HeadlessTabs()
                let stack = HeadlessStack(name: "inbox stack")
                try stack.push(screen)
                try tabs.setTabs([stack, TestScreen<FlowIntent>("settings")])
                try window.setRoot(tabs)
            }
        }
        try world.start()
        do {
            let tabs = try #require(world.window.root as? HeadlessTabs)
            let stack = try #require(tabs.tabs.first as? HeadlessStack)
            let thread = ScreenFlow { [weak stack] in try stack?.push($0) }
            try world.root(as: ScreenFlow.self).flow.startChild(thread, named: "thread")
            world.watch(thread, "thread")
            world.log.skipReceivedEvents()

            // SwiftUI: the user taps the selected tab; TabView writes nothing new, and the
            // NavigationStack in it writes an empty path.
            tabs.selection = tabs.selection
            stack.path = []
            // Then they switch tabs: TabView writes the selection.
            tabs.selection = tabs.items[1]
            #expect(tabs.selectedIndex == 1)
        }

        #expect(ZombieWorlds.teardowns(world.log.skipReceivedEvents()) == ["app/thread: torn down (screen released)"])
        world.expectEverythingReleased()
    }
}
