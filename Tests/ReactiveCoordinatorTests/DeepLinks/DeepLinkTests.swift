import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

@MainActor
@Suite struct DeepLinkTests {
    @Test func deepLinkAppliesEachStepToTheScreenShownByThePreviousOne() async throws {
        let world = Harness { AppCoordinator(holder: $0) }
        try world.start()
        world.log.skipReceivedEvents()

        try await world.tree.open(DeepLink(ListIntent.open(5), DetailIntent.close))

        let lines = world.log.skipReceivedEvents()
        #expect(lines.first == "app: deep link step 0: open(5)")
        #expect(lines.contains("app/detail: deep link step 1: close"))
        #expect(lines.contains("app/detail: torn down (screen released)"))
        #expect(world.tree.root?.children.isEmpty == true)
        world.expectEverythingReleased()
    }

    @Test func deepLinkStopsAtAStepNoScreenAcceptsAndNamesIt() async throws {
        let world = Harness { AppCoordinator(holder: $0) }
        try world.start()

        await #expect(throws: DeepLinkError.noRoute(step: 1, intent: "send(\"x\")")) {
            try await world.tree.open(DeepLink(ListIntent.open(5), ComposeIntent.send("x"), ListIntent.open(6)))
        }
        // The first step was applied; the third never ran.
        #expect(world.tree.root?.children.map(\.name) == ["detail"])
        world.expectEverythingReleased()
    }

    @Test func deepLinkStopsAtAStepNobodyHandles() async throws {
        let world = Harness { AppCoordinator(holder: $0) }
        try world.start()

        await #expect(throws: DeepLinkError.unhandled(step: 0, intent: "help")) {
            try await world.tree.open(DeepLink(ListIntent.help))
        }
        world.expectEverythingReleased()
    }
}
