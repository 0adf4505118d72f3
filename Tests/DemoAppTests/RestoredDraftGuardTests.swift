import DemoApp
import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

/// A draft restored while another draft's discard alert is up is guarded once it is shown.
///
/// The restored compose flow presents its stack, which waits for the alert's answer, and guards
/// its form at once. The guard used to be refused ("compose is not in window"), and after the
/// answer a swipe took the typed draft without asking. CI's fuzzer found the input
/// (`Fuzz/Corpus/commands/restore-under-a-drafts-alert`).
@MainActor
@Suite struct RestoredDraftGuardTests {
    private let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("stream-demo-\(UUID().uuidString).json").path

    private func events(_ entries: [LogEntry]) -> [String] {
        entries.compactMap { entry in
            if case .event(let event) = entry { "\(event.path): \(event.kind)" } else { nil }
        }
    }

    @Test func aDraftRestoredUnderAnotherDraftsAlertAsksBeforeItsSwipeDiscardsIt() async {
        weak var weakSession: DemoSession?
        do {
            let interpreter = Interpreter()
            weakSession = interpreter.session
            _ = await interpreter.start()
            var entries: [LogEntry] = []
            for line in [
                "tap sign-in", "submit ada", "tap compose", "type hello", "swipe", "save \(file)", "link logout",
                "restore \(file)", "answer keep-editing",
            ] {
                entries += await interpreter.handle(line)
            }
            #expect(events(entries).contains("app/main/inbox/compose-2: present HeadlessStack: applied"))
            #expect(events(entries).filter { $0.contains("REJECTED guard") }.isEmpty)
            #expect(interpreter.session.window.shownAlert == nil)

            let swipe = events(await interpreter.handle("swipe"))

            #expect(
                swipe == [
                    "app/main/inbox/compose-2: guarded ComposeScreen: refused user swipe down",
                    "app/main/inbox/compose-2: shows alert \"Discard this draft?\"",
                ])
            #expect(interpreter.session.window.shownAlert?.title == "Discard this draft?", "the user is asked")
            _ = interpreter.finish()
            #expect(interpreter.endingSummary?.leaked == false)
        }
        #expect(weakSession == nil, "the session outlived the interpreter")
        try? FileManager.default.removeItem(atPath: file)
    }
}
