@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// A restored name's number is read with bounds, so no record can make a counter overflow.
///
/// A restored child keeps the number its name was recorded with, and its parent's counter for the
/// name goes on from there. Found from outside (issue 33): `app/main/inbox/message-9223372036854775807`, then a
/// new message, trapped; `fuzz-records` finds it in seconds with boundary numbers in its mutator.
@MainActor
@Suite struct RestoredNameNumberTests {
    private static func productStep(named name: String) throws -> RestorationRecord.Step {
        let value = ExampleFlows.ProductCoordinator.Saved(id: 7, showsReviews: false)
        return RestorationRecord.Step(
            path: "shop/catalog/\(name)", parent: "shop/catalog",
            restoration: try CoordinatorRestoration(kind: "product", shown: .pushed, value: value))
    }

    @Test(arguments: [
        "product-9223372036854775807", "product-9223372036854775808", "product-18446744073709551616",
        "product-2147483648", "product-99999999999999999999", "product-" + String(repeating: "9", count: 1_000),
    ])
    func aStepNamedWithANumberPastTheBoundIsRefusedBeforeAnythingStarts(name: String) throws {
        let fresh = try Harness.shop()
        let before = fresh.tree.snapshot()
        let hierarchy = fresh.window.hierarchyDescription
        let record = RestorationRecord(schema: 2, steps: [try Self.productStep(named: name)])

        let report = fresh.tree.restore(record, schema: 2)

        #expect(report.restoredCount == 0)
        let kept = name.utf8.count <= 64 ? name : String(name.prefix(61)) + "…"
        #expect(report.dropped?.reason == .nameNumberOutOfRange(name: kept, limit: 2_147_483_647))
        #expect(RestorationRecord.maximumNameNumber == 2_147_483_647)
        #expect(fresh.tree.snapshot() == before)
        #expect(fresh.window.hierarchyDescription == hierarchy)
        let refusal = fresh.log.skipReceivedEvents().last ?? ""
        #expect(refusal.hasPrefix("shop: REJECTED restore: step 0 ("))
        #expect(refusal.hasSuffix("ends in a number above 2147483647, the most a name may count to"))
        #expect(refusal.utf8.count < 400)
        // The next product is numbered as if the record had never been read.
        fresh.catalogList?.intents.send(.open(id: 3))
        #expect(fresh.tree.snapshot().nodes.map(\.path).contains("shop/catalog/product"))
        fresh.expectEverythingReleased()
    }

    @Test func aStepNamedWithTheLargestNumberRestoresAndTheNextSiblingCountsOnWithoutOverflow() throws {
        let fresh = try Harness.shop()
        let record = RestorationRecord(schema: 2, steps: [try Self.productStep(named: "product-2147483647")])

        let report = fresh.tree.restore(record, schema: 2)
        fresh.catalogList?.intents.send(.open(id: 3))
        fresh.catalogList?.intents.send(.open(id: 4))

        #expect(report.dropped == nil)
        let paths = fresh.tree.snapshot().nodes.map(\.path)
        #expect(paths.contains("shop/catalog/product-2147483647"))
        #expect(paths.contains("shop/catalog/product-2147483648"))
        #expect(paths.contains("shop/catalog/product-2147483649"))
        fresh.expectEverythingReleased()
    }

    @Test(arguments: ["product-+5", "product--1", "product-0", "product-1", "product-007"])
    func aNameEndingInNoNumberWithinTheBoundIsNotReadAsACounterPastIt(name: String) throws {
        let fresh = try Harness.shop()
        let record = RestorationRecord(schema: 2, steps: [try Self.productStep(named: name)])

        let report = fresh.tree.restore(record, schema: 2)
        fresh.catalogList?.intents.send(.open(id: 3))

        #expect(report.dropped == nil)
        let products = fresh.tree.snapshot().nodes.map(\.path).filter { $0.hasPrefix("shop/catalog/product") }
        #expect(products.count == 2)
        #expect(Set(products).count == 2)
        #expect(products.allSatisfy { $0.utf8.count <= "shop/catalog/product-7".utf8.count })
        fresh.expectEverythingReleased()
    }
}
