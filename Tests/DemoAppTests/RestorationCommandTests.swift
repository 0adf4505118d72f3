import DemoApp
import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import Testing

/// `save FILE` and `restore FILE`, `--save` and `--restore`, and `open URL` in the demo.
@MainActor
@Suite struct RestorationCommandTests {
    private let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("stream-demo-\(UUID().uuidString).json").path

    /// Ada reads message 3, starts a reply, and the session saves its flows.
    private func savedSession() async -> Interpreter {
        let interpreter = Interpreter(session: DemoSession(rememberedUser: "ada"))
        _ = await interpreter.start()
        _ = await interpreter.handle("tap open 3")
        _ = await interpreter.handle("tap reply")
        let saved = await interpreter.handle("save \(file)")
        #expect(saved.contains(.message("saved 3 restoration steps to \(file)")))
        return interpreter
    }

    @Test func aSavedSessionIsRestoredInAFreshAppOfTheSameUserWithTheSameFlowsAndScreens() async {
        let written = await savedSession()
        // Signed in by its own session: a record never signs anyone in (RestorationGateTests).
        let fresh = Interpreter(session: DemoSession(rememberedUser: "ada"))
        _ = await fresh.start()

        let restored = await fresh.handle("restore \(file)")

        #expect(restored.contains(.message("signed in as \"ada\": restoring into the running app/main")))
        #expect(restored.contains(.message("restored 2 steps")))
        #expect(fresh.session.tree.snapshot() == written.session.tree.snapshot())
        #expect(fresh.session.window.hierarchyDescription == written.session.window.hierarchyDescription)
        #expect(fresh.session.screen.screen == "compose")
        _ = written.finish()
        _ = fresh.finish()
        #expect(written.endingSummary?.leaked == false)
        #expect(fresh.endingSummary?.leaked == false)
        try? FileManager.default.removeItem(atPath: file)
    }

    @Test func theCommandLineRestoresAfterLaunchAndSavesAtTheEnd() async throws {
        let written = await savedSession()
        _ = written.finish()
        let copy = file + ".copy"
        let session = DemoSession(rememberedUser: "ada")
        session.restoresRecordAfterLaunch = file
        session.savesRecordOnFinish = copy

        await session.perform(.launch)
        let summary = session.finish()

        #expect(session.drain().contains(.message("restored 2 steps")))
        #expect(!summary.leaked)
        let original = try JSONDecoder().decode(
            RestorationRecord.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
        let saved = try JSONDecoder().decode(RestorationRecord.self, from: Data(contentsOf: URL(fileURLWithPath: copy)))
        #expect(saved == original)
        try? FileManager.default.removeItem(atPath: file)
        try? FileManager.default.removeItem(atPath: copy)
    }

    @Test func theCommandLinesRestoreOfARecordSavedByAnotherUserRefusesItAndChangesNothing() async throws {
        let written = await savedSession()
        _ = written.finish()
        let record = try RestorationRecord(json: Data(contentsOf: URL(fileURLWithPath: file)))
        let session = DemoSession(rememberedUser: "grace")
        session.restoresRecordAfterLaunch = file

        await session.perform(.launch)
        let log = session.drain()
        let summary = session.finish()

        #expect(record.owner == "ada")
        #expect(
            log.contains(
                .failed("restored 0 steps; dropped step 0 (app/main): the record belongs to \"ada\", not to \"grace\""))
        )
        #expect(
            log.contains { if case .event(let event) = $0 { event.path.hasPrefix("app/main/inbox/") } else { false } }
                == false)
        #expect(!summary.leaked, "\(summary.report)")
        try? FileManager.default.removeItem(atPath: file)
    }

    @Test func openTakesAURLAndNamesWhatIsWrongWithABadOne() async {
        let interpreter = Interpreter(session: DemoSession(rememberedUser: "ada"))
        _ = await interpreter.start()

        _ = await interpreter.handle("open mail://inbox/4/reply")
        let wrong = await interpreter.handle("open http://inbox/4")

        #expect(interpreter.session.screen.screen == "compose")
        #expect(
            wrong.contains(
                .refused(
                    "\"http://inbox/4\" is not a mail:// link; links: inbox/<id>, inbox/<id>/reply, "
                        + "inbox/<id>/sender, compose, settings/account, logout")))
        _ = interpreter.finish()
        #expect(interpreter.endingSummary?.leaked == false)
    }
}
