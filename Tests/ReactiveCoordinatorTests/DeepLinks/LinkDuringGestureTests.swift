@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless
import TestSupport
import ReactiveCoordinatorTesting
import Testing

/// A link opened while the user's finger moves a screen (a back swipe) waits, whole, for the
/// gesture to end, then runs on the hierarchy as it is (issue 35): its push would wait behind the
/// swipe, and the step after it would find no flow to take it.
@MainActor
@Suite struct LinkDuringGestureTests {
    private func catalogStack(_ world: Harness) throws -> HeadlessStack {
        try #require((world.window.root as? HeadlessTabs)?.tabs.first as? HeadlessStack)
    }

    @Test func aLinkOpenedDuringABackSwipeWaitsForItAndLandsOnceTheSwipeIsCancelled() async throws {
        let world = try Harness.shop()
        world.catalogList?.intents.send(.open(id: 7))
        let swipe = try #require(try catalogStack(world).beginInteractivePop())
        world.log.skipReceivedEvents()

        let opened = Task { try await world.tree.open(DeepLinkTable.shop.link(for: "shop://product/42/reviews")) }
        await world.tree.settle()

        #expect(world.catalogTitles == ["list", "product 7"], "nothing moves under the finger")
        let waits = "shop: deep link waits: the user's back swipe from ProductScreen is under way"
        #expect(world.log.skipReceivedEvents().contains(waits))

        swipe.cancel()
        try await opened.value

        #expect(world.catalogTitles == ["list", "product 42", "reviews 42"])
        world.expectEverythingReleased()
    }

    @Test func aLinkOpenedDuringABackSwipeLandsOnceTheSwipeCompletes() async throws {
        let world = try Harness.shop()
        world.catalogList?.intents.send(.open(id: 7))
        let swipe = try #require(try catalogStack(world).beginInteractivePop())

        let opened = Task { try await world.tree.open(DeepLinkTable.shop.link(for: "shop://product/42/reviews")) }
        await world.tree.settle()
        swipe.complete()
        try await opened.value

        #expect(world.catalogTitles == ["list", "product 42", "reviews 42"])
        world.expectEverythingReleased()
    }
}
