@testable import ExampleFlows
import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless
import Testing

/// The shop's links and restoration, as the "Deep links and restoration" article shows them.
@MainActor
@Suite struct ShopLinkTests {
    /// The titles on the catalog stack.
    private func catalog(_ window: HeadlessWindow) -> [String] {
        let stack = (window.root as? HeadlessTabs)?.tabs.first as? HeadlessStack
        return stack?.screens.map { ($0 as? ProductScreen)?.title ?? "list" } ?? []
    }

    /// Ends the app and checks that nothing it made is alive.
    private func expectNothingLeft(_ tree: CoordinatorTree, _ window: HeadlessWindow) throws {
        tree.cancel()
        _ = try window.setRoot(nil)
        #expect(tree.leakReport().alive.isEmpty)
    }

    @Test func aLinkFromASheetOnAnotherTabShowsTheReviews() async throws {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: ShopCoordinator(window: window, signedIn: true))
        try tree.start()
        // snippet: open
        try (window.root as? HeadlessTabs)?.selectTab(at: 1)  // the account tab
        try window.present(ProductScreen("sale"), over: try #require(window.root))

        try await tree.open(shopLinks.link(for: "shop://product/42/reviews"))

        #expect(window.presentedScreens.isEmpty)
        #expect((window.root as? HeadlessTabs)?.selectedIndex == 0)
        #expect(catalog(window) == ["list", "product 42", "reviews 42"])
        // end snippet
        try expectNothingLeft(tree, window)
    }

    @Test func aLinkWaitsUntilTheUserSignsIn() throws {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: ShopCoordinator(window: window, signedIn: false))
        try tree.start()
        // snippet: wait
        var outcome: Result<Void, DeepLinkError>?
        tree.open(try shopLinks.link(for: "shop://product/7")) { outcome = $0 }
        #expect(outcome == nil)
        #expect(catalog(window) == ["list"])

        (tree.root?.coordinator as? ShopCoordinator)?.isSignedIn = true  // the flow is ready: the link runs

        #expect((try? outcome?.get()) != nil)
        #expect(catalog(window) == ["list", "product 7"])
        // end snippet
        try expectNothingLeft(tree, window)
    }

    @Test func theRestoredShopShowsWhatTheSavedOneShowed() async throws {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: ShopCoordinator(window: window, signedIn: true))
        try tree.start()
        try await tree.open(shopLinks.link(for: "shop://product/42/reviews"))
        // snippet: restore
        let saved = try JSONEncoder().encode(tree.restorationRecord(schema: 1))

        let freshWindow = HeadlessWindow()
        let fresh = CoordinatorTree(root: ShopCoordinator(window: freshWindow, signedIn: true))
        try fresh.start()
        let report = fresh.restore(try JSONDecoder().decode(RestorationRecord.self, from: saved), schema: 1)

        #expect(report.dropped == nil)
        #expect(fresh.snapshot() == tree.snapshot())
        #expect(freshWindow.hierarchyDescription == window.hierarchyDescription)
        // end snippet
        try expectNothingLeft(tree, window)
        try expectNothingLeft(fresh, freshWindow)
    }
}
