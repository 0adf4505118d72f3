#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReactiveCoordinator
import Testing

/// The core writes the reports no tree's log can carry to standard error itself, through the
/// package's C shims (it imports no platform module): what it writes must arrive whole.
@Suite struct StandardErrorReportTests {
    @MainActor
    @Test func anUnroutedIntentsReportIsWrittenWholeToStandardError() throws {
        let intents = (0..<200).map { LoggedValue(text: "intent \($0)") }
        let written = try capturingStandardError {
            IntentReports.printUnrouted("InboxIntent", intents)
        }
        let expected =
            "ReactiveCoordinator: "
            + IntentReports.unroutedSentence(intentType: "InboxIntent", intents: intents) + "\n"
        #expect(written.contains(expected))
    }

    /// Runs `body` with file descriptor 2 sent into a pipe, and returns what arrived there.
    ///
    /// Other tests running at the same time may write there too: callers look for their own text.
    private func capturingStandardError(_ body: () -> Void) throws -> String {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let saved = dup(2)
        dup2(ends[1], 2)
        body()
        dup2(saved, 2)
        close(saved)
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        close(ends[0])
        return String(decoding: bytes, as: UTF8.self)
    }
}
