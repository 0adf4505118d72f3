import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorDiagnostics
import Testing

/// The `Codable` form of the core's values moved to `ReactiveCoordinatorDiagnostics` (issue 32);
/// the JSON is what the core's synthesized conformances wrote, byte for byte.
@Suite struct ValueCodingTests {
    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func decoded<Value: Decodable>(_ json: String, as type: Value.Type) throws -> Value {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func leaveCausesAndChangeOutcomesEncodeAsTheCoreWroteThem() throws {
        let causes: [LeaveCause] = [
            .gesture(.backSwipe), .flow(path: "app/a"), .link(step: 2), .restoration(step: 3),
            .closing(.screenReleased),
        ]
        let causesJSON =
            #"[{"gesture":{"_0":"backSwipe"}},{"flow":{"path":"app/a"}},{"link":{"step":2}},{"restoration":{"step":3}},"#
            + #"{"closing":{"_0":"screenReleased"}}]"#
        #expect(try json(causes) == causesJSON)
        #expect(try decoded(causesJSON, as: [LeaveCause].self) == causes)

        let outcomes: [ChangeOutcome] = [
            .applied, .refused(by: "app/a"), .superseded(reason: "r"), .cancelled(reason: "c"), .rejected(reason: "x"),
        ]
        let outcomesJSON =
            #"[{"applied":{}},{"refused":{"by":"app/a"}},{"superseded":{"reason":"r"}},{"cancelled":{"reason":"c"}},{"rejected":{"reason":"x"}}]"#
        #expect(try json(outcomes) == outcomesJSON)
        #expect(try decoded(outcomesJSON, as: [ChangeOutcome].self) == outcomes)
    }

    @Test func leakReportsAndSnapshotsEncodeAsTheCoreWroteThem() throws {
        let alive = LeakReport.AliveObject(kind: .coordinator, name: "a", path: "app/a", why: "w", isLeak: true)
        let report = LeakReport(
            coordinatorsCreated: 2, coordinatorsReleased: 1, screensSeen: 3, screensReleased: 2, alive: [alive])
        let reportJSON =
            #"{"alive":[{"isLeak":true,"kind":"coordinator","name":"a","path":"app/a","why":"w"}],"#
            + #""coordinatorsCreated":2,"coordinatorsReleased":1,"screensReleased":2,"screensSeen":3}"#
        #expect(try json(report) == reportJSON)
        #expect(try decoded(reportJSON, as: LeakReport.self) == report)
        let scened = LeakReport(
            coordinatorsCreated: 0, coordinatorsReleased: 0, screensSeen: 0, screensReleased: 0, alive: [], scene: "s")
        let scenedJSON =
            #"{"alive":[],"coordinatorsCreated":0,"coordinatorsReleased":0,"scene":"s","screensReleased":0,"screensSeen":0}"#
        #expect(try json(scened) == scenedJSON)
        #expect(try decoded(scenedJSON, as: LeakReport.self) == scened)

        let snapshot = TreeSnapshot(nodes: [
            .init(
                path: "app", name: "app", depth: 0, state: .active, boundScreen: nil, routedScreens: [], childCount: 1),
            .init(
                path: "app/a", name: "a", depth: 1, state: .paused, boundScreen: "S", routedScreens: ["S"],
                childCount: 0),
        ])
        let snapshotJSON =
            #"{"nodes":[{"childCount":1,"depth":0,"name":"app","path":"app","routedScreens":[],"state":"active"},"#
            + #"{"boundScreen":"S","childCount":0,"depth":1,"name":"a","path":"app/a","routedScreens":["S"],"state":"paused"}]}"#
        #expect(try json(snapshot) == snapshotJSON)
        #expect(try decoded(snapshotJSON, as: TreeSnapshot.self) == snapshot)
    }

    @Test func loggedValuesAndStringEnumsEncodeAsTheirText() throws {
        #expect(try json([LoggedValue(["b": 2, "a": 1])]) == #"["[\"a\": 1, \"b\": 2]"]"#)
        #expect(try decoded(#"["open(id: 7)"]"#, as: [LoggedValue].self) == ["open(id: 7)"])
        #expect(try json([TeardownReason.parentTornDown]) == #"["parentTornDown"]"#)
        #expect(try json([PausedIntentPolicy.buffer]) == #"["buffer"]"#)
        #expect(try json([AlertStyle.confirmationDialog]) == #"["confirmationDialog"]"#)
        #expect(try json([AlertButtonRole.destructive]) == #"["destructive"]"#)
        #expect(try json([AlertDismissal.flowEnded]) == #"["flowEnded"]"#)
        #expect(try json([LeaveAnswer.stay]) == #"["stay"]"#)
        #expect(try decoded(#"["swipeDown"]"#, as: [LeaveGesture].self) == [.swipeDown])
        #expect(try decoded(#"["screen"]"#, as: [LeakReport.Kind].self) == [.screen])
    }
}
