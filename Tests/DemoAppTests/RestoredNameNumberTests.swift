import DemoApp
import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorDiagnostics
import Testing

/// A record from outside cannot end the process: a step named `message-9223372036854775807` was
/// taken as the inbox's counter for `message`, and the next message opened (by a tap, a link or
/// the command line) overflowed it and trapped (issue 33; `fuzz-records` finds it on the code
/// before the fix in about 4 seconds).
@MainActor
@Suite struct RestoredNameNumberTests {
    private static let hostileName = "app/main/inbox/message-9223372036854775807"

    private static func hostileRecord() throws -> RestorationRecord {
        RestorationRecord(
            schema: DemoSession.restorationSchema,
            steps: [
                .init(
                    path: "app/main", parent: "app",
                    restoration: try CoordinatorRestoration(kind: "main", shown: .windowRoot, value: "ada")),
                .init(
                    path: hostileName, parent: "app/main/inbox",
                    restoration: try CoordinatorRestoration(kind: "message", shown: .pushed, value: 3)),
            ], owner: "ada")
    }

    private static func refusal(in report: RestorationReport) -> Bool {
        report.dropped?.reason
            == .nameNumberOutOfRange(name: "message-9223372036854775807", limit: RestorationRecord.maximumNameNumber)
    }

    @Test func aRestoredRecordWithAHugeNameNumberIsRefusedAndTheNextMessageOpens() async throws {
        let session = DemoSession(rememberedUser: "ada")
        await session.perform(.launch)
        let before = session.tree.snapshot()

        let report = session.restore(try Self.hostileRecord())
        await session.perform(.back)
        await session.perform(.tap("open", argument: "4"))

        #expect(Self.refusal(in: report))
        #expect(report.restoredCount == 0)
        #expect(
            before.nodes.map(\.path).allSatisfy { path in session.tree.snapshot().nodes.contains { $0.path == path } })
        #expect(session.screen.screen == "message 4")
        #expect(session.tree.snapshot().nodes.map(\.path).contains("app/main/inbox/message"))
        let summary = session.finish()
        #expect(!summary.leaked, "\(summary.report)")
    }

    @Test func aLinkToAMessageAfterTheRefusedRecordOpensIt() async throws {
        let session = DemoSession(rememberedUser: "ada")
        await session.perform(.launch)

        let report = session.restore(try Self.hostileRecord())
        await session.perform(.openLink("inbox/4"))

        #expect(Self.refusal(in: report))
        #expect(session.screen.screen == "message 4")
        let summary = session.finish()
        #expect(!summary.leaked, "\(summary.report)")
    }

    @Test func theDemosCommandLineRestoresNoneOfItAndExitsCleanly() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("overflow-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try JSONEncoder().encode(try Self.hostileRecord()).write(to: file)
        // Issue 33's reproduction: sign in as ada, restore, back, open message 4.
        let terminal = MemoryTerminal(input: [
            "tap sign-in", "submit", "restore \(file.path)", "back", "tap open 4", "where", "quit",
        ])

        let status = await DemoRunner(options: DemoOptions(mode: .interactive), terminal: terminal).run()

        #expect(status == .success)
        #expect(
            terminal.output.contains(
                "dropped step 0 (\(Self.hostileName)): the name message-9223372036854775807 ends in a number above "
                    + "2147483647, the most a name may count to"))
        #expect(terminal.output.contains("message 4"))
    }
}
