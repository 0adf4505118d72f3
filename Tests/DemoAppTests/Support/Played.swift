import DemoApp
import ReactiveCoordinator
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A scenario or walk played to the end, and weak references to what it built.
@MainActor
struct Played {
    let entries: [LogEntry]
    /// The tree's events until the session finished, as the library's recorder saw them,
    /// `path: what happened`.
    let lines: [String]
    let summary: SessionSummary
    /// Watches the session, its tree and its window.
    private let recorder: EventLogRecorder

    /// Plays on a new session, records its events with an `EventLogRecorder`, and finishes it.
    static func play(
        _ session: DemoSession,
        _ body: (DemoSession, ([LogEntry]) -> Void) async -> Void
    ) async -> Played {
        var entries: [LogEntry] = []
        let recorder = EventLogRecorder(session.tree)
        recorder.watch(session, "the session")
        recorder.watch(session.tree, "the coordinator tree")
        recorder.watch(session.window, "the window")
        await body(session) { entries += $0 }
        let lines = recorder.lines
        let summary = session.finish()
        entries += session.drain()
        return Played(entries: entries, lines: lines, summary: summary, recorder: recorder)
    }

    static func scenario(_ scenario: Scenario) async -> Played {
        await play(scenario.makeSession()) { session, emit in await scenario.play(on: session, emit: emit) }
    }

    static func walk(seed: UInt64, steps: Int) async -> Played {
        await play(DemoSession()) { session, emit in
            await RandomWalk(seed: seed, steps: steps).play(on: session, emit: emit)
        }
    }

    /// The session, its tree and its window are gone, and nothing outlived the shutdown.
    func expectEverythingReleased(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(summary.report.leaks.isEmpty, "\(summary.report)", sourceLocation: sourceLocation)
        #expect(summary.aliveAfterShutdown.isEmpty, "\(summary.aliveAfterShutdown)", sourceLocation: sourceLocation)
        recorder.expectEverythingReleased(sourceLocation: sourceLocation)
    }

    /// The text of the entries, as the text format prints them without colour.
    var text: [String] {
        let formatter = TextLogFormatter(colour: false)
        return entries.flatMap(formatter.lines)
    }
}

/// Checks that `expected` appears in `actual` in order, other lines allowed in between, and
/// names the first expected line that is missing.
func expectInOrder(
    _ expected: [String], in actual: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    var index = actual.startIndex
    for line in expected {
        guard let found = actual[index...].firstIndex(of: line) else {
            Issue.record(
                "missing, in this order: \(line)\nlog:\n\(actual.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
            return
        }
        index = found + 1
    }
}
