import DemoApp
import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

/// `stream-demo --record FILE` writes a session in the explorer's form; the file replays in a
/// test with the whole log compared.
@MainActor
@Suite struct DemoRecordingTests {
    /// Plays `actions` on a demo session that records them, and reads the recording back.
    private func recorded(_ actions: [UserAction]) async throws -> FlowReplay {
        let file = FileManager.default.temporaryDirectory.appending(path: "explorer-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let session = DemoSession()
        session.recordsActions(to: file.path)
        for action in actions {
            #expect(await session.perform(action), "\(action)")
        }
        #expect(!session.finish().leaked)
        return try JSONDecoder().decode(FlowReplay.self, from: Data(contentsOf: file))
    }

    @Test func aRecordedDemoSessionReplaysWithTheSameLog() async throws {
        let actions: [UserAction] = [
            .launch, .tap("sign-in"), .tap("submit", argument: "grace"), .tap("open", argument: "3"),
            .tap("sender"), .back, .tap("reply"), .tap("attach"), .swipeDown, .selectTab("settings"),
            .tap("account"), .selectTab("inbox"), .openLink("inbox/2"), .back, .tap("compose"), .dismissFromBase,
            .selectTab("settings"), .tap("logout"),
        ]
        let replay = try await recorded(actions)
        #expect(replay.actions.count == actions.count - 1)  // the launch is the explorer's
        let log = try #require(replay.expectedLog)
        #expect(log.first == "app: started" && log.count > 40)
        let failures = await replay.check(in: DemoExplorer.make())
        #expect(failures.isEmpty)
    }

    @Test func aRecordedAnswerToTheDraftsAlertReplaysWithTheSameLog() async throws {
        let actions: [UserAction] = [
            .launch, .tap("sign-in"), .tap("submit", argument: "grace"), .tap("compose"),
            .tap("type", argument: "hello"), .swipeDown, .answer("Keep Editing"), .swipeDown, .answer("discard"),
        ]
        let replay = try await recorded(actions)
        #expect(
            replay.actions.suffix(4) == [
                .swipeDown, .alertButton(index: 1, title: "Keep Editing"), .swipeDown,
                .alertButton(index: 0, title: "Discard"),
            ])
        let log = try #require(replay.expectedLog, "every action was recorded")
        #expect(log.contains("app/main/inbox/compose: \"Discard this draft?\": user chose \"Discard\" (discard)"))
        #expect(await replay.check(in: DemoExplorer.make()).isEmpty)
    }
}
