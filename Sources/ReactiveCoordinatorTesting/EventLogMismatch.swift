/// A failed event-log expectation: what was expected, what happened, and a diff of the two.
///
/// Its ``description`` marks each line: two spaces for a line that matched, `-` for an
/// expected event that did not happen, `+` for an event nobody asserted.
///
/// ```text
/// event log differs from expectation (- expected, + actual):
///   app: intent open(7) from ListScreen
/// - app: routed open(7)
/// + app: UNHANDLED open(7)
/// ```
public struct EventLogMismatch: Error, Sendable, Equatable, CustomStringConvertible {
    /// The lines the test expected.
    public var expected: [String]
    /// The lines the tree logged.
    public var actual: [String]

    /// Creates a mismatch between expected and actual lines.
    ///
    /// - Parameters:
    ///   - expected: The lines the test expected.
    ///   - actual: The lines the tree logged.
    public init(expected: [String], actual: [String]) {
        self.expected = expected
        self.actual = actual
    }

    /// The diff, one marked line per event.
    public var description: String {
        (["event log differs from expectation (- expected, + actual):"] + LineDiff.lines(from: expected, to: actual))
            .joined(separator: "\n")
    }
}
