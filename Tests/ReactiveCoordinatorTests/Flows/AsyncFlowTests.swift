import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// Flows that await a child from work the coordinator owns: the shop's product page awaiting its
/// options sheet or its checkout, through every way such an await can end.
@MainActor
@Suite struct AsyncFlowTests {
    /// `app` over a `product` page that is the window's root; the log starts after the set-up.
    private func shop() throws -> (Harness, Returned) {
        let returned = Returned()
        let world = Harness.windowed(named: "app") { window in
            ShopApp(window: window, returned: returned)
        }
        try world.start()
        world.watch(try product(in: world), "product")
        world.log.skipReceivedEvents()
        return (world, returned)
    }

    /// The running product flow; the test does not keep it, so it can check it is released.
    private func product(in world: Harness) throws -> ProductCoordinator {
        try #require(world.tree.root?.children.first?.coordinator as? ProductCoordinator)
    }

    private func tap<Intent: Sendable>(_ intent: Intent, on world: Harness, titled title: String) throws {
        let screen = try #require(
            world.window.allScreens.last { ($0 as? TestScreen<Intent>)?.title == title } as? TestScreen<Intent>)
        screen.tap(intent)
    }

    @Test(.enabled(if: WorkStart.current == .immediately, "Task.immediate: iOS 26 / macOS 26"))
    func awaitedChildIsStartedAndLoggedBeforeTheRouteIsLoggedAsRouted() async throws {
        let (world, _) = try shop()

        try tap(ProductIntent.chooseOptions, on: world, titled: "product")

        try world.log.expect([
            "app/product: intent chooseOptions from TestScreen<ProductIntent>",
            "app/product: child added: options",
            "app/product/options: started",
            "app/product/options: bound to TestScreen<SheetIntent>",
            "app/product: routed chooseOptions",
        ])
        // The awaiting work holds its coordinator and the child until it returns: settle first.
        await world.expectEverythingReleasedOnceSettled()
    }

    @Test(.enabled(if: WorkStart.current == .onNextTurn, "below iOS 26 / macOS 26, or fallbacks forced"))
    func belowTaskImmediateTheAwaitedChildIsStartedAfterTheRouteOnTheNextTurn() async throws {
        let (world, _) = try shop()

        try tap(ProductIntent.chooseOptions, on: world, titled: "product")
        try world.log.expect([
            "app/product: intent chooseOptions from TestScreen<ProductIntent>",
            "app/product: routed chooseOptions",
        ])
        #expect(try product(in: world).flow.children.isEmpty, "the work has not taken its first step yet")

        await world.tree.settle()
        try world.log.expect([
            "app/product: child added: options",
            "app/product/options: started",
            "app/product/options: bound to TestScreen<SheetIntent>",
        ])
        await world.expectEverythingReleasedOnceSettled()
    }

    @Test(.enabled(if: WorkStart.current == .onNextTurn, "below iOS 26 / macOS 26, or fallbacks forced"))
    func belowTaskImmediateWorkWhoseCoordinatorEndedBeforeItsFirstStepNeverRuns() async throws {
        let (world, returned) = try shop()

        try tap(ProductIntent.chooseOptions, on: world, titled: "product")
        try product(in: world).flow.cancel()
        await world.tree.settle()

        #expect(returned.lines.isEmpty, "the awaiting work never ran, so it returned nothing")
        #expect(world.window.presentedScreens.isEmpty)
        try world.log.expect([
            "app/product: intent chooseOptions from TestScreen<ProductIntent>",
            "app/product: routed chooseOptions",
            "app/product: torn down (cancelled)",
            "app: child product ended: cancelled",
        ])
        world.expectEverythingReleased()
    }

    @Test func awaitedChildReturnsItsOutputOnceTheTreeIsSettled() async throws {
        let (world, returned) = try shop()
        try tap(ProductIntent.chooseOptions, on: world, titled: "product")
        await world.tree.settle()  // below iOS 26 the awaiting work takes its first step now
        world.log.skipReceivedEvents()

        try tap(SheetIntent.choose("red"), on: world, titled: "options")
        await world.tree.settle()

        #expect(returned.lines == ["success(red)"])
        #expect(world.window.presentedScreens.isEmpty)
        try world.log.expect([
            "app/product/options: intent choose(\"red\") from TestScreen<SheetIntent>",
            "app/product/options: routed choose(\"red\")",
            "app/product/options: torn down (finished)",
            "app/product: child options finished with red",
        ])
        world.expectEverythingReleased()
    }

    @Test func awaitedSheetSwipedAwayReturnsScreenReleased() async throws {
        let (world, returned) = try shop()
        try tap(ProductIntent.chooseOptions, on: world, titled: "product")
        await world.tree.settle()  // below iOS 26 the awaiting work takes its first step now
        world.log.skipReceivedEvents()

        #expect(world.window.userSwipesDown() != nil)
        await world.tree.settle()

        #expect(returned.lines == ["failure(screen released)"])
        try world.log.expect([
            "app/product/options: torn down (screen released)",
            "app/product: child options ended: screen released",
        ])
        #expect(world.tree.leakReport(shownIn: world.window).leaks.isEmpty)
        world.expectEverythingReleased()
    }

    @Test func awaitedCheckoutTornDownBySignOutReturnsParentTornDown() async throws {
        let (world, returned) = try shop()
        try tap(ProductIntent.checkout, on: world, titled: "product")
        await world.tree.settle()  // below iOS 26 the awaiting work takes its first step now
        world.log.skipReceivedEvents()

        try product(in: world).flow.cancel()  // the app signs out: the product flow and its checkout go
        await world.tree.settle()

        #expect(returned.lines == ["failure(parent torn down)"])
        #expect(world.window.presentedScreens.isEmpty)
        try world.log.expect([
            "app/product/checkout: torn down (parent torn down)",
            "app/product: child checkout ended: parent torn down",
            "app/product: torn down (cancelled)",
            "app: child product ended: cancelled",
        ])
        world.expectEverythingReleased()
    }

    @Test func cancellingTheAwaitingTaskTearsTheChildDownBeforeCancelReturns() async throws {
        let (world, returned) = try shop()
        try tap(ProductIntent.chooseOptions, on: world, titled: "product")
        await world.tree.settle()  // below iOS 26 the awaiting work takes its first step now
        world.log.skipReceivedEvents()

        let awaiting = try #require(try product(in: world).awaiting)
        awaiting.cancel()

        #expect(try product(in: world).flow.children.isEmpty)
        #expect(world.window.presentedScreens.isEmpty)
        try world.log.expect([
            "app/product/options: torn down (cancelled)",
            "app/product: child options ended: cancelled",
        ])
        await world.tree.settle()
        #expect(returned.lines == ["failure(cancelled)"])
        #expect(awaiting.isFinished)
        world.expectEverythingReleased()
    }

    @Test func strongSelfInAFlowThatAwaitsWhileTheTreeIsTornDownReturnsAndIsReleased() async throws {
        let (world, returned) = try shop()
        try tap(ProductIntent.checkout, on: world, titled: "product")
        await world.tree.settle()  // below iOS 26 the awaiting work takes its first step now
        world.log.skipReceivedEvents()

        world.tree.cancel()
        await world.tree.settle()

        // The work kept its coordinator alive until it returned, then let go of it.
        #expect(returned.lines == ["failure(parent torn down)"])
        world.expectEverythingReleased()
    }

    @Test func workAskedOfACoordinatorThatEndedIsRefusedAndLogged() throws {
        let (world, _) = try shop()
        do {
            let product = try product(in: world)
            product.flow.cancel()
            world.log.skipReceivedEvents()

            let work = product.flow.task { Issue.record("refused work ran") }

            #expect(work.isFinished)
        }
        try world.log.expect([
            "app/product: REJECTED task: app/product is finished; only a running coordinator can task"
        ])
        world.expectEverythingReleased()
    }

    @Test func anErrorThrownByOwnedWorkIsLogged() async throws {
        struct OutOfStock: Error {}
        let (world, _) = try shop()

        try product(in: world).flow.task { throw OutOfStock() }
        await world.tree.settle()

        try world.log.expect(["app/product: REJECTED task: its work threw OutOfStock()"])
        world.expectEverythingReleased()
    }
}

/// The shop's root: shows the product page through a `product` child.
@MainActor
final class ShopApp: Coordinator {
    let window: HeadlessWindow
    let returned: Returned

    init(window: HeadlessWindow, returned: Returned) {
        self.window = window
        self.returned = returned
    }

    func start(_ flow: Flow<Void>) {
        let product = ProductCoordinator(window: window, returned: returned)
        do {
            try flow.startChild(product, named: "product")
        } catch {
            flow.cancel()
        }
    }
}
