import DemoApp
import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import Testing

/// A restoration record may say where a user was, never who is signed in.
///
/// It is read from a file anyone may have edited. Found by `fuzz-records` (Fuzz/README.md): a one-step record restoring
/// `main` took a signed-out app to the inbox, signed in as whatever name the record held.
@MainActor
@Suite struct RestorationGateTests {
    private static func record(ofMainFor user: String, then steps: [RestorationRecord.Step] = []) throws
        -> RestorationRecord
    {
        let main = RestorationRecord.Step(
            path: "app/main", parent: "app",
            restoration: try CoordinatorRestoration(kind: "main", shown: .windowRoot, value: user))
        return RestorationRecord(schema: DemoSession.restorationSchema, steps: [main] + steps)
    }

    /// Plays `body` on a launched app, then checks that the app and everything it made are gone.
    private func withLaunchedApp(rememberedUser: String?, _ body: (DemoSession) async throws -> Void) async throws {
        weak var weakSession: DemoSession?
        weak var weakWindow: HeadlessWindow?
        do {
            let session = DemoSession(rememberedUser: rememberedUser)
            weakSession = session
            weakWindow = session.window
            await session.perform(.launch)
            try await body(session)
            let summary = session.finish()
            #expect(!summary.leaked, "\(summary.report)")
            let audit = session.tree.leakReport()
            #expect(audit.coordinatorsCreated == audit.coordinatorsReleased)
            #expect(audit.screensSeen == audit.screensReleased)
        }
        #expect(weakSession == nil)
        #expect(weakWindow == nil)
    }

    @Test func aRecordOfTheMainFlowDoesNotSignInASignedOutApp() async throws {
        try await withLaunchedApp(rememberedUser: nil) { session in
            let before = session.tree.snapshot()
            let hierarchy = session.window.hierarchyDescription

            let report = session.tree.restore(
                try Self.record(ofMainFor: "mallory"), schema: DemoSession.restorationSchema)

            #expect(report.restoredCount == 0)
            #expect(report.dropped?.path == "app/main")
            #expect(report.description.contains("sign in first, then restore: the record is for \"mallory\""))
            #expect(session.tree.snapshot() == before)
            #expect(session.window.hierarchyDescription == hierarchy)
            #expect(session.screen.screen == "welcome")
        }
    }

    @Test func aRecordOfAnotherUsersMainFlowLeavesASignedInAppAsItWas() async throws {
        try await withLaunchedApp(rememberedUser: "ada") { session in
            await session.perform(.tap("open", argument: "3"))
            let before = session.tree.snapshot()
            let hierarchy = session.window.hierarchyDescription

            let report = session.tree.restore(try Self.record(ofMainFor: "eve"), schema: DemoSession.restorationSchema)

            #expect(report.restoredCount == 0)
            #expect(report.description.contains("the record is for \"eve\" and the app is signed in as \"ada\""))
            #expect(session.tree.snapshot() == before)
            #expect(session.window.hierarchyDescription == hierarchy)
        }
    }

    @Test func theDemosRestoreOfAHandEditedFileCannotSignAnyoneIn() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let message = RestorationRecord.Step(
            path: "app/main/inbox/message", parent: "app/main/inbox",
            restoration: try CoordinatorRestoration(kind: "message", shown: .pushed, value: 3))
        try JSONEncoder().encode(try Self.record(ofMainFor: "mallory", then: [message])).write(to: file)

        let session = DemoSession()
        session.restoresRecordAfterLaunch = file.path
        await session.perform(.launch)
        let log = session.drain()
        let summary = session.finish()

        #expect(session.screen.screen == "nothing")
        #expect(log.contains { if case .failed(let text) = $0 { text.contains("sign in first") } else { false } })
        #expect(!log.contains { if case .event(let event) = $0 { event.path.hasPrefix("app/main") } else { false } })
        #expect(!summary.leaked, "\(summary.report)")
    }
}
