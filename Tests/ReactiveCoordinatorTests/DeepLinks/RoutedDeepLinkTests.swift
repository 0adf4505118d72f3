@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless
import TestSupport
import ReactiveCoordinatorTesting
import Testing

/// Links routed from the root down: each coordinator on the way prepares it and hands on the rest.
@MainActor
@Suite struct RoutedDeepLinkTests {
    @Test func aLinkFromAnyStateDismissesTheSheetSelectsTheTabPopsAndOpensTheReviews() async throws {
        let world = try Harness.shop()
        world.catalogList?.intents.send(.open(id: 7))
        try (world.window.root as? HeadlessTabs)?.selectTab(at: 1)
        try world.shop?.presentPromo()
        world.log.skipReceivedEvents()

        try await world.tree.open(DeepLinkTable.shop.link(for: "shop://product/42/reviews"))

        #expect(world.window.presentedScreens.isEmpty)
        #expect((world.window.root as? HeadlessTabs)?.selectedIndex == 0)
        #expect(world.catalogTitles == ["list", "product 42", "reviews 42"])
        #expect(world.tree.root?.children.map(\.name) == ["catalog"])
        #expect(world.catalog?.children.map(\.name) == ["product-2"])
        #expect(world.shop?.preparations == ["shop/catalog"])
        let lines = world.log.skipReceivedEvents()
        #expect(lines.contains("shop: child promo ended: screen released"))
        #expect(lines.contains("shop/catalog: deep link step 0: product(id: 42)"))
        #expect(lines.contains("shop/catalog/product: torn down (screen released)"))
        #expect(lines.contains("shop/catalog/product-2: deep link step 1: reviews"))
        world.expectEverythingReleased()
    }

    @Test func aStepsLogLineReadsAsItsDescriptionAndNamesItsCaseOnlyWhenItHasValues() async throws {
        let world = try Harness.shop()
        world.log.skipReceivedEvents()

        try await world.tree.open(DeepLinkTable.shop.link(for: "shop://product/42/reviews"))

        let steps = world.log.events.compactMap { event -> (LoggedValue, CoordinatorEvent)? in
            guard case .deepLinkStep(_, let intent) = event.kind else { return nil }
            return (intent, event)
        }
        #expect(steps.map(\.0.description) == ["product(id: 42)", "reviews"])
        #expect(steps.map(\.0) == ["product(id: 42)", "reviews"])
        #expect(
            steps.map { Breadcrumb($0.1, payloads: .caseNames)?.message }
                == ["deep link step 0 product", "deep link step 1"])
        world.expectEverythingReleased()
    }

    @Test func theRestOfALinkGoesToTheChildTheStepBeforeStartedSoAStepAboveItIsNotTaken() async throws {
        let world = try Harness.shop()
        world.log.skipReceivedEvents()

        await #expect(throws: DeepLinkError.noRoute(step: 1, intent: "account")) {
            try await world.tree.open(DeepLink(ShopStep.product(id: 3), AccountStep.account))
        }

        // Step 0 stays taken, and the tree is consistent: the product flow's screen is shown.
        #expect(world.catalogTitles == ["list", "product 3"])
        #expect(world.catalog?.children.map(\.name) == ["product"])
        // The search for step 1 began at the catalog, which took step 0, and went down from there.
        #expect(
            world.log.skipReceivedEvents().last
                == "shop/catalog: REJECTED deep link: step 1: no coordinator takes account")
        world.expectEverythingReleased()
    }

    @Test func aStepNobodyTakesStopsTheLinkAndNamesIt() async throws {
        let world = try Harness.shop()

        await #expect(throws: DeepLinkError.noRoute(step: 0, intent: "reviews")) {
            try await world.tree.open(DeepLink(ShopStep.reviews, ShopStep.product(id: 1)))
        }

        #expect(world.catalogTitles == ["list"])
        world.expectEverythingReleased()
    }

    @Test func aStepWhoseCoordinatorThePreparationEndedStopsTheLink() async throws {
        let world = try Harness.shop()
        try world.shop?.presentPromo()

        // The promo flow takes the step through its screen, but the root's preparation dismisses it.
        await #expect(throws: DeepLinkError.noRoute(step: 0, intent: "close")) {
            try await world.tree.open(DeepLink(PromoIntent.close))
        }

        #expect(
            world.log.skipReceivedEvents().last
                == "shop: REJECTED deep link: step 0: shop/promo ended while the way to it was prepared")
        #expect(world.tree.root?.children.map(\.name) == ["catalog"])
        world.expectEverythingReleased()
    }

    @Test func aLinkOnAPausedTreeWaitsWholeAndRunsOnResume() throws {
        let world = try Harness.shop()
        world.tree.root?.pause()
        world.log.skipReceivedEvents()
        var results: [Result<Void, DeepLinkError>] = []

        world.tree.open(try DeepLinkTable.shop.link(for: "shop://product/42/reviews")) { results.append($0) }

        #expect(results.isEmpty)
        #expect(world.catalogTitles == ["list"])
        #expect(world.log.skipReceivedEvents() == ["shop: deep link waits: shop is paused"])

        world.tree.root?.resume()

        #expect(results.count == 1)
        #expect((try? results.first?.get()) != nil)
        #expect(world.catalogTitles == ["list", "product 42", "reviews 42"])
        world.expectEverythingReleased()
    }

    @Test func aLinkWaitsWhileACoordinatorIsNotReadyAndRunsWhenItSaysItIs() throws {
        let world = try Harness.shop(signedIn: false)
        var results: [Result<Void, DeepLinkError>] = []

        world.tree.open(DeepLink(ShopStep.product(id: 5))) { results.append($0) }
        world.shop?.linkReadinessChanged()

        #expect(results.isEmpty)
        #expect(world.catalogTitles == ["list"])

        world.shop?.isSignedIn = true
        world.shop?.linkReadinessChanged()

        #expect(results.count == 1)
        #expect(world.catalogTitles == ["list", "product 5"])
        world.expectEverythingReleased()
    }

    @Test func aNewerLinkReplacesTheWaitingOneWhichTakesNoStep() throws {
        let world = try Harness.shop()
        world.tree.root?.pause()
        var first: [Result<Void, DeepLinkError>] = []
        var second: [Result<Void, DeepLinkError>] = []

        world.tree.open(DeepLink(ShopStep.product(id: 1), ShopStep.reviews)) { first.append($0) }
        world.tree.open(DeepLink(ShopStep.product(id: 2))) { second.append($0) }
        world.tree.root?.resume()

        #expect(first.map { (try? $0.get()) == nil } == [true])
        if case .failure(let error) = first.first { #expect(error == .replaced) }
        #expect(second.count == 1)
        #expect(world.catalogTitles == ["list", "product 2"])
        world.expectEverythingReleased()
    }

    @Test func aLinkWaitingOnTheGateOfASheetRunsWhenTheUserSwipesTheSheetAway() async throws {
        let world = try Harness.shop()
        try world.shop?.flow.startChild(
            PromoCoordinator(window: world.window, presenter: try #require(world.window.root), takesLinks: false),
            named: "sheet")
        var results: [Result<Void, DeepLinkError>] = []

        world.tree.open(DeepLink(ShopStep.product(id: 5))) { results.append($0) }
        #expect(results.isEmpty)
        #expect(world.catalogTitles == ["list"])

        // The sheet's flow, the only one not ready, ends with its screen: the gate it held opens,
        // and the link runs once the swipe has run to its end.
        world.window.userSwipesDown()
        #expect(world.tree.root?.children.map(\.name) == ["catalog"])
        await world.tree.settle()
        #expect(results.count == 1)
        #expect(results.first.map { (try? $0.get()) != nil } == true)
        #expect(world.catalogTitles == ["list", "product 5"])
        world.expectEverythingReleased()
    }

    @Test func aWaitingLinkEndsWhenTheTreeEnds() throws {
        let world = try Harness.shop()
        world.tree.root?.pause()
        var results: [Result<Void, DeepLinkError>] = []

        world.tree.open(DeepLink(ShopStep.product(id: 1))) { results.append($0) }
        world.tree.cancel()

        #expect(results.count == 1)
        if case .failure(let error) = results.first { #expect(error == .treeNotRunning) }
        world.expectEverythingReleased()
    }

    @Test func aCoordinatorOpensALinkFromItsRouteHandlerAndItRunsAfterThatIntent() throws {
        let world = try Harness.shop()
        world.log.skipReceivedEvents()

        ((world.window.root as? HeadlessTabs)?.tabs.last as? TestScreen<AccountIntent>)?.tap(.showProduct(8))

        let lines = world.log.skipReceivedEvents()
        #expect(
            Array(lines.prefix(3)) == [
                "shop: intent showProduct(8) from TestScreen<AccountIntent>",
                "shop: routed showProduct(8)",
                "shop/catalog: deep link step 0: product(id: 8)",
            ])
        #expect(world.catalogTitles == ["list", "product 8"])
        world.expectEverythingReleased()
    }
}
