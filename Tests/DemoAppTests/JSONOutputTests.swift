import DemoApp
import Foundation
import Testing

/// `--format json` writes one JSON object per line with the documented fields.
@MainActor
@Suite struct JSONOutputTests {
    static let types: Set = [
        "title", "origin", "action", "note", "navigation", "event", "message", "refused", "failed", "screen", "tree",
        "picture", "summary",
    ]
    static let events: Set = [
        "started", "intent", "routed", "bubbled", "unhandled", "buffered", "dropped", "bound", "screenRouted",
        "screenReleased",
        "childAdded", "childFinished", "tornDown", "paused", "resumed", "rejected", "deepLinkStep",
        "deepLinkWaiting", "restorationStep", "alertShown", "alertAnswered", "alertDismissed", "leaveRefused",
        "leaveAsked", "changeWaits", "changeEnded",
    ]

    private func objects(_ terminal: MemoryTerminal) throws -> [[String: Any]] {
        try terminal.outputLines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return try #require(object as? [String: Any], "not an object: \(line)")
        }
    }

    /// Checks the fields every line of its type must have, with their JSON types.
    private func expectStableFields(_ object: [String: Any]) {
        let type = object["type"] as? String ?? "?"
        #expect(Self.types.contains(type), "unknown type in \(object)")
        switch type {
        case "event":
            #expect(object["seq"] is Int && object["depth"] is Int, "\(object)")
            #expect(object["path"] is String && object["text"] is String, "\(object)")
            #expect(Self.events.contains(object["event"] as? String ?? ""), "\(object)")
        case "action":
            #expect(object["step"] is Int && object["command"] is String, "\(object)")
        case "summary":
            for key in ["coordinatorsCreated", "coordinatorsReleased", "screensSeen", "screensReleased", "leaks"] {
                #expect(object[key] is Int, "\(key) in \(object)")
            }
            #expect(object["alive"] is [[String: Any]] && object["aliveAfterShutdown"] is [[String: Any]])
            #expect(object["leaked"] as? Bool == false)
        default:
            break
        }
    }

    @Test(arguments: Scenario.all.map(\.name))
    func everyLineOfAScenarioParsesWithTheStableFields(name: String) async throws {
        let terminal = MemoryTerminal()
        let options = DemoOptions(mode: .scenario(name), format: .json)

        let status = await DemoRunner(options: options, terminal: terminal).run()

        #expect(status == .success)
        let objects = try objects(terminal)
        #expect(objects.first?["type"] as? String == "title")
        #expect(objects.last?["type"] as? String == "summary")
        objects.forEach(expectStableFields)
        let sequence = objects.compactMap { $0["seq"] as? Int }
        #expect(sequence == Array(1...sequence.count), "sequence numbers start at 1 without gaps")
    }

    @Test func anEventCarriesItsDetailsUnderTheirNames() async throws {
        let terminal = MemoryTerminal()

        _ = await DemoRunner(options: DemoOptions(mode: .scenario("swipe-down"), format: .json), terminal: terminal)
            .run()

        let objects = try objects(terminal)
        let finished = try #require(
            objects.first { $0["event"] as? String == "childFinished" && $0["child"] as? String == "compose" })
        #expect(finished["path"] as? String == "app/main/inbox")
        #expect(finished["depth"] as? Int == 2)
        #expect(finished["reason"] as? String == "screenReleased")
        #expect(finished["result"] is NSNull)
        let intent = try #require(objects.first { $0["event"] as? String == "intent" })
        #expect(intent["intent"] as? String == "compose" && intent["screen"] as? String == "InboxScreen")
    }

    @Test func aRandomWalkInJSONParsesLineByLine() async throws {
        let terminal = MemoryTerminal()

        let status = await DemoRunner(
            options: DemoOptions(mode: .random(seed: 42, steps: 300), format: .json), terminal: terminal
        ).run()

        #expect(status == .success)
        let objects = try objects(terminal)
        #expect(objects.count > 300)
        objects.forEach(expectStableFields)
    }

    @Test func interactiveAnswersAreJSONToo() async throws {
        let terminal = MemoryTerminal(input: ["tree", "where", "nonsense \u{1B}\u{0}", "tap sign-in", "quit"])

        let status = await DemoRunner(options: DemoOptions(mode: .interactive, format: .json), terminal: terminal).run()

        #expect(status == .success)
        let objects = try objects(terminal)
        let types = objects.compactMap { $0["type"] as? String }
        expectInOrder(
            ["title", "action", "event", "screen", "tree", "screen", "refused", "message", "action", "summary"],
            in: types)
        objects.forEach(expectStableFields)
        let tree = try #require(objects.first { $0["type"] as? String == "tree" })
        let nodes = try #require(tree["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["path"] as? String } == ["app", "app/login"])
        #expect(nodes.last?["boundScreen"] as? String == "WelcomeScreen")
    }

    @Test func theScenarioListIsJSONWithNamesSummariesAndOrigins() async throws {
        let terminal = MemoryTerminal()

        _ = await DemoRunner(options: DemoOptions(mode: .list, format: .json), terminal: terminal).run()

        let objects = try objects(terminal)
        #expect(objects.compactMap { $0["name"] as? String } == Scenario.all.map(\.name))
        #expect(objects.allSatisfy { $0["type"] as? String == "scenario" && $0["summary"] is String })
    }
}
