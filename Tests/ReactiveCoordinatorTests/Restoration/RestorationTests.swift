import Foundation
@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// The tree writes a versioned record of itself, and a fresh tree is rebuilt from it.
@MainActor
@Suite struct RestorationTests {
    /// A shop showing product 7 with its reviews, then product 9 above them.
    private func browsedShop() throws -> Harness {
        let world = try Harness.shop()
        world.catalogList?.intents.send(.open(id: 7))
        world.tree.open(DeepLink(ShopStep.reviews)) { _ in }
        world.catalogList?.intents.send(.open(id: 9))
        return world
    }

    @Test func aRestoredTreeHasTheSameCoordinatorsAndScreensAsTheOneThatWroteTheRecord() throws {
        let written = try browsedShop()
        let data = try JSONEncoder().encode(written.tree.restorationRecord(schema: 2))
        let fresh = try Harness.shop()

        let report = fresh.tree.restore(try JSONDecoder().decode(RestorationRecord.self, from: data), schema: 2)

        #expect(report.restoredCount == 2)
        #expect(report.dropped == nil)
        #expect(fresh.tree.snapshot() == written.tree.snapshot())
        #expect(fresh.window.hierarchyDescription == written.window.hierarchyDescription)
        #expect(fresh.catalogTitles == ["list", "product 7", "reviews 7", "product 9"])
        written.expectEverythingReleased()
        fresh.expectEverythingReleased()
    }

    @Test func restorationIsLoggedLikeAnyNavigation() throws {
        let written = try browsedShop()
        let record = written.tree.restorationRecord(schema: 2)
        let fresh = try Harness.shop()
        fresh.log.skipReceivedEvents()

        fresh.tree.restore(record, schema: 2)

        #expect(
            Array(fresh.log.skipReceivedEvents().prefix(4)) == [
                "shop/catalog: restoring step 0: product",
                "shop/catalog: child added: product",
                "shop/catalog/product: started",
                "shop/catalog/product: bound to ProductScreen",
            ])
        written.expectEverythingReleased()
        fresh.expectEverythingReleased()
    }

    @Test func aStepThatNoLongerDecodesStopsRestorationAtTheLongestValidPrefix() throws {
        let written = try browsedShop()
        var record = written.tree.restorationRecord(schema: 1)
        // Schema 1 kept only the product's number; schema 2 reads a state.
        record.steps[1].restoration = try CoordinatorRestoration(kind: "product", shown: .pushed, value: 9)
        record.steps.append(record.steps[0])
        let fresh = try Harness.shop()

        let report = fresh.tree.restore(record, schema: 2)

        #expect(report.restoredCount == 1)
        #expect(report.dropped?.index == 1)
        #expect(report.dropped?.path == "shop/catalog/product-2")
        guard case .failed(let kind, _)? = report.dropped?.reason else {
            Issue.record("dropped for another reason: \(report)")
            return
        }
        #expect(kind == "product")
        #expect(fresh.catalogTitles == ["list", "product 7", "reviews 7"])
        #expect(
            fresh.log.skipReceivedEvents().last?.hasPrefix("shop: REJECTED restore: step 1 (shop/catalog/product-2)")
                == true)
        written.expectEverythingReleased()
        fresh.expectEverythingReleased()
    }

    @Test func aKindTheParentDoesNotRestoreOrAMissingParentIsReportedWithWhy() throws {
        let cart = try CoordinatorRestoration(kind: "cart", shown: .presented, value: [1, 2])
        let fresh = try Harness.shop()

        let unknown = fresh.tree.restore(
            RestorationRecord(
                schema: 2, steps: [.init(path: "shop/catalog/cart", parent: "shop/catalog", restoration: cart)]),
            schema: 2)
        let orphan = fresh.tree.restore(
            RestorationRecord(
                schema: 2, steps: [.init(path: "shop/gone/cart", parent: "shop/gone", restoration: cart)]),
            schema: 2)

        #expect(unknown.dropped?.reason == .unknownKind(kind: "cart", parent: "shop/catalog"))
        #expect(orphan.dropped?.reason == .parentMissing(parent: "shop/gone"))
        #expect(fresh.catalogTitles == ["list"])
        fresh.expectEverythingReleased()
    }

    @Test func aRecordFromANewerSchemaRestoresNothing() throws {
        let written = try browsedShop()
        let record = written.tree.restorationRecord(schema: 3)
        let fresh = try Harness.shop()

        let report = fresh.tree.restore(record, schema: 2)

        #expect(report.restoredCount == 0)
        #expect(report.dropped?.reason == .newerSchema(record: 3, supported: 2))
        #expect(fresh.catalogTitles == ["list"])
        written.expectEverythingReleased()
        fresh.expectEverythingReleased()
    }
}
