import Foundation
@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// A record belongs to the owner the app named when it wrote it, and to the scene it was written
/// in: restoring it for anyone else, or in another scene, is refused whole, logged, and changes
/// nothing (issue 33: a record saved by one user restored into another's session).
@MainActor
@Suite struct RecordOwnerTests {
    /// A shop showing product 7 with its reviews.
    private func browsedShop() throws -> Harness {
        let world = try Harness.shop()
        world.catalogList?.intents.send(.open(id: 7))
        world.tree.open(DeepLink(ShopStep.reviews)) { _ in }
        return world
    }

    @Test(
        arguments: [
            ("bob", "ada", #"the record belongs to "ada", not to "bob""#),
            (nil, "ada", #"the record belongs to "ada"; no owner was expected"#),
            ("ada", nil, #"the record has no owner; "ada" was expected"#),
            ("ada", "ada ", #"the record belongs to "ada ", not to "ada""#),
        ] as [(String?, String?, String)])
    func aRecordOfAnotherOwnerIsRefusedWholeLoggedAndChangesNothing(
        expected: String?, written: String?, refusal: String
    ) throws {
        let writer = try browsedShop()
        let record = writer.tree.restorationRecord(schema: 2, owner: written)
        let fresh = try Harness.shop()
        fresh.log.skipReceivedEvents()
        let before = fresh.tree.snapshot()
        let hierarchy = fresh.window.hierarchyDescription

        let report = fresh.tree.restore(record, schema: 2, owner: expected)

        #expect(record.owner == written)
        #expect(report.restoredCount == 0)
        #expect(report.dropped?.index == 0)
        #expect(report.dropped?.reason == .ownerMismatch(record: written, expected: expected))
        #expect(fresh.tree.snapshot() == before)
        #expect(fresh.window.hierarchyDescription == hierarchy)
        #expect(fresh.catalogTitles == ["list"])
        try fresh.log.expect(["shop: REJECTED restore: \(refusal)"])
        writer.expectEverythingReleased()
        fresh.expectEverythingReleased()
    }

    @Test func aRecordRestoresForItsOwner() throws {
        let writer = try browsedShop()
        let record = writer.tree.restorationRecord(schema: 2, owner: "ada")
        let fresh = try Harness.shop()

        let report = fresh.tree.restore(record, schema: 2, owner: "ada")

        #expect(report.dropped == nil)
        #expect(fresh.catalogTitles == ["list", "product 7", "reviews 7"])
        writer.expectEverythingReleased()
        fresh.expectEverythingReleased()
    }

    @Test func aRecordWrittenInOneSceneIsRefusedInAnotherAndOneWithNoSceneRestoresAnywhere() throws {
        var recorders: [(EventLogRecorder, HeadlessWindow)] = []
        func shop(scene: String?) throws -> (HeadlessWindow, CoordinatorTree) {
            let window = HeadlessWindow()
            let tree = CoordinatorTree(
                root: ShopAppCoordinator(window: window, signedIn: true), named: "shop", scene: scene)
            recorders.append((EventLogRecorder(tree), window))
            try tree.start()
            return (window, tree)
        }
        let (writerWindow, writer) = try shop(scene: "left")
        do {
            let catalog = (writerWindow.root as? HeadlessTabs)?.tabs.first as? HeadlessStack
            (catalog?.screens.first as? CatalogScreen)?.intents.send(.open(id: 7))
        }
        let record = writer.restorationRecord(schema: 2)
        let right = try shop(scene: "right").1
        let left = try shop(scene: "left").1
        let plain = try shop(scene: nil).1
        var sceneless = record
        sceneless.scene = nil

        let elsewhere = right.restore(record, schema: 2)
        let home = left.restore(record, schema: 2)
        let anywhere = plain.restore(sceneless, schema: 2)

        #expect(record.scene == "left")
        #expect(elsewhere.dropped?.reason == .sceneMismatch(record: "left", tree: "right"))
        #expect(elsewhere.restoredCount == 0)
        #expect(home.dropped == nil)
        #expect(anywhere.dropped == nil)
        for (recorder, window) in recorders {
            recorder.expectEverythingReleased(clearing: window)
        }
    }

    @Test func aRecordWrittenBeforeRecordsHadAnOwnerDecodesWithNoneAndOneWithNoneEncodesAsBefore() throws {
        let old = Data(#"{"schema":1,"steps":[]}"#.utf8)

        let record = try RestorationRecord(json: old)

        #expect(record.owner == nil)
        #expect(record.scene == nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(record), as: UTF8.self) == #"{"schema":1,"steps":[]}"#)
        let owned = RestorationRecord(schema: 1, steps: [], owner: "ada", scene: "left")
        #expect(try RestorationRecord(json: try encoder.encode(owned)) == owned)
    }
}
