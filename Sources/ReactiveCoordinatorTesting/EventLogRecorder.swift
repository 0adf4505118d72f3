public import ReactiveCoordinator

/// Records a tree's event log so a test can state, exhaustively, what a user action caused.
///
/// In the spirit of a test store: each ``expect(_:)`` names every event since the previous
/// assertion, in order, and fails with a readable diff when one is missing or one nobody
/// asserted appeared. It depends on no test framework: a failed expectation is a thrown
/// ``EventLogMismatch``, which Swift Testing and XCTest both report as a failure.
///
/// ```swift
/// let recorder = EventLogRecorder(tree)
/// try tree.start()
/// try recorder.expect([
///     "app: started",
///     "app: bound to LoginScreen",
/// ])
/// login.tapSubmit()
/// try recorder.expect([
///     "app: intent submit from LoginScreen",
///     "app: routed submit",
/// ])
/// try recorder.expectNoMoreEvents()
/// ```
///
/// Each event reads as `path: what happened`, the event's ``CoordinatorEvent/kind``
/// description after its path. To write a new expectation, start with `try recorder.expect([])`:
/// the failure lists every event as a `+` line, ready to paste once you have read it.
///
/// ## Contract
/// - Recording starts when the recorder is created; earlier events are not seen.
/// - Events are recorded synchronously, as the tree logs them on the main actor.
/// - An expectation consumes the events it checked, whether it passed or failed, so one
///   failure does not cascade into the next step.
@MainActor
public final class EventLogRecorder {
    /// Every event recorded, asserted or not.
    public private(set) var events: [CoordinatorEvent] = []
    private var consumed = 0
    private var subscription: MainActorSubscription?

    /// Starts recording a tree's events.
    ///
    /// - Parameter tree: The tree whose log to record.
    public init(_ tree: CoordinatorTree) {
        subscription = tree.events.subscribe { [weak self] event in
            guard case .value(let event) = event else { return }
            self?.events.append(event)
        }
    }

    /// Every recorded event as a `path: what happened` line.
    public var lines: [String] {
        events.map(Self.line)
    }

    /// The lines of the events no expectation has consumed yet.
    public var unassertedLines: [String] {
        events[consumed...].map(Self.line)
    }

    /// Consumes and returns the events since the last assertion, without checking them.
    ///
    /// Use it to skip set-up noise before the step a test is about.
    ///
    /// - Returns: The skipped lines.
    @discardableResult
    public func skipReceivedEvents() -> [String] {
        defer { consumed = events.count }
        return unassertedLines
    }

    /// Checks that the events since the last assertion are exactly `expected`, in order.
    ///
    /// - Parameter expected: One `path: what happened` line per event.
    /// - Throws: ``EventLogMismatch`` with a diff when anything differs. The events are
    ///   consumed either way.
    public func expect(_ expected: [String]) throws(EventLogMismatch) {
        let actual = skipReceivedEvents()
        guard actual != expected else { return }
        throw EventLogMismatch(expected: expected, actual: actual)
    }

    /// Checks that nothing happened since the last assertion.
    ///
    /// - Throws: ``EventLogMismatch`` listing the events nobody asserted.
    public func expectNoMoreEvents() throws(EventLogMismatch) {
        try expect([])
    }

    static func line(_ event: CoordinatorEvent) -> String {
        "\(event.path): \(event.kind)"
    }
}
