import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorTesting
import Testing

/// A record read back from disk is bounded: too many steps or too many bytes are refused whole,
/// early, and an error quotes only the start of what the record said.
@MainActor
@Suite struct RecordLimitTests {
    private static func steps(_ count: Int) throws -> [RestorationRecord.Step] {
        let restoration = try CoordinatorRestoration(kind: "leaf", shown: .pushed, value: 0)
        return (0..<count).map {
            RestorationRecord.Step(path: "app/leaf-\($0 + 1)", parent: "app", restoration: restoration)
        }
    }

    @Test func aRecordOfTheMaximumStepsRestoresAndOneStepMoreIsRefusedWhole() throws {
        let steps = try Self.steps(RestorationRecord.maximumSteps + 1)
        let full = Harness(named: "app") { _ in LeafParent() }
        try full.start()

        let restored = full.tree.restore(RestorationRecord(schema: 1, steps: Array(steps.dropLast())), schema: 1)

        #expect(restored.restoredCount == RestorationRecord.maximumSteps)
        #expect(restored.dropped == nil)
        #expect(full.tree.root?.children.count == RestorationRecord.maximumSteps)
        full.expectEverythingReleased()

        let refused = Harness(named: "app") { _ in LeafParent() }
        try refused.start()
        refused.log.skipReceivedEvents()

        let report = refused.tree.restore(RestorationRecord(schema: 1, steps: steps), schema: 1)

        let reason = RestorationError.tooManySteps(count: 10_001, limit: 10_000)
        #expect(report.restoredCount == 0)
        #expect(report.dropped?.index == 0)
        #expect(report.dropped?.path == "app/leaf-1")
        #expect(report.dropped?.reason == reason)
        #expect(refused.tree.root?.children.isEmpty == true)
        try refused.log.expect(["app: REJECTED restore: the record has 10001 steps; a record has at most 10000"])
        refused.expectEverythingReleased()
    }

    @Test func decodingARecordOfMoreStepsThanTheMaximumIsRefusedBeforeAnyStepIsDecoded() throws {
        // Steps that are not steps: only a refusal that comes before decoding them says tooManySteps.
        func record(steps: Int) -> Data {
            Data(
                ("{\"schema\": 1, \"steps\": [" + Array(repeating: "0", count: steps).joined(separator: ",") + "]}")
                    .utf8)
        }
        let expected = RestorationError.tooManySteps(count: 10_001, limit: 10_000)

        #expect(throws: expected) { try RestorationRecord(json: record(steps: RestorationRecord.maximumSteps + 1)) }
        #expect(throws: expected) {
            try JSONDecoder().decode(RestorationRecord.self, from: record(steps: RestorationRecord.maximumSteps + 1))
        }
        let error = #expect(throws: RestorationError.self) {
            try RestorationRecord(json: record(steps: RestorationRecord.maximumSteps))
        }
        guard case .undecodable? = error else {
            Issue.record("refused for another reason: \(String(describing: error))")
            return
        }
    }

    @Test func aRecordOfTheMaximumByteCountIsReadAndOneByteMoreIsRefusedBeforeParsing() throws {
        let json = Array("{\"schema\": 1, \"steps\": []}".utf8)
        let padding = RestorationRecord.maximumByteCount - json.count
        let largest = Data(json + Array(repeating: UInt8(ascii: " "), count: padding))

        #expect(try RestorationRecord(json: largest) == RestorationRecord(schema: 1, steps: []))
        #expect(throws: RestorationError.tooLarge(byteCount: 8_388_609, limit: 8_388_608)) {
            try RestorationRecord(json: largest + Data(" ".utf8))
        }
    }

    @Test func aRecordReadFromJSONRestoresAsOneDecodedByHand() throws {
        let record = RestorationRecord(schema: 3, steps: try Self.steps(2))
        let data = try JSONEncoder().encode(record)

        #expect(try RestorationRecord(json: data) == record)
        #expect(try JSONDecoder().decode(RestorationRecord.self, from: data) == record)
        #expect(throws: RestorationError.self) { try RestorationRecord(json: Data("not json".utf8)) }
    }

    @Test func aRefusalQuotesAtMost64BytesOfAPathFromTheRecord() throws {
        let world = Harness(named: "app") { _ in LeafParent() }
        try world.start()
        world.log.skipReceivedEvents()
        let parent = "app/" + String(repeating: "p", count: 100_000)
        let step = RestorationRecord.Step(
            path: parent + "/leaf", parent: parent,
            restoration: try CoordinatorRestoration(kind: "leaf", shown: .pushed, value: 0))

        let report = world.tree.restore(RestorationRecord(schema: 1, steps: [step]), schema: 1)

        // Cut to 64 bytes, a prefix and an ellipsis, before anything is logged or kept.
        let cut = "app/\(String(repeating: "p", count: 57))…"
        #expect(report.dropped?.reason == .parentMissing(parent: cut))
        #expect(report.dropped?.path == cut)
        #expect(report.description == "restored 0 steps; dropped step 0 (\(cut)): its parent \(cut) was not restored")
        try world.log.expect(["app: REJECTED restore: step 0 (\(cut)): its parent \(cut) was not restored"])
        world.expectEverythingReleased()
    }
}

/// A root that restores any number of `leaf` children, which show nothing.
@MainActor
final class LeafParent: RestorableCoordinator {
    func start(_ flow: Flow<Void>) {}

    var restoration: CoordinatorRestoration? { nil }

    func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
        guard restoration.kind == "leaf" else { return false }
        try flow.startChild(Leaf())
        return true
    }
}

/// A child that does nothing but sit in the tree.
@MainActor
final class Leaf: Coordinator {
    func start(_ flow: Flow<Void>) {}
}
