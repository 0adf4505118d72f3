/// A failed event-log expectation: what was expected, what happened, and a diff of the two.
///
/// Its ``description`` marks each line: two spaces for a line that matched, `-` for an
/// expected event that did not happen, `+` for an event nobody asserted; then what happened, as
/// Swift string literals ready to paste into the expectation once you have read them.
///
/// ```text
/// event log differs from expectation (- expected, + actual):
///   app: intent open(7) from ListScreen
/// - app: routed open(7)
/// + app: UNHANDLED open(7)
/// what happened, ready to paste:
///     "app: intent open(7) from ListScreen",
///     "app: UNHANDLED open(7)",
/// ```
public struct EventLogMismatch: Error, Sendable, Equatable, CustomStringConvertible {
    /// The lines the test expected.
    public var expected: [String]
    /// The lines the tree logged.
    public var actual: [String]
    /// Whether the expectation had to name every event (``Exhaustivity/exhaustive``) or only
    /// some, in order (``Exhaustivity/nonExhaustive``).
    public var exhaustivity: Exhaustivity

    /// Creates a mismatch between expected and actual lines.
    ///
    /// - Parameters:
    ///   - expected: The lines the test expected.
    ///   - actual: The lines the tree logged.
    ///   - exhaustivity: How much of the log the expectation had to name.
    public init(expected: [String], actual: [String], exhaustivity: Exhaustivity = .exhaustive) {
        self.expected = expected
        self.actual = actual
        self.exhaustivity = exhaustivity
    }

    /// The diff, one marked line per event, then the actual lines as paste-ready literals.
    public var description: String {
        let header =
            switch exhaustivity {
            case .exhaustive: "event log differs from expectation (- expected, + actual):"
            case .nonExhaustive: "event log lacks expected events in this order (- expected, + actual):"
            }
        let paste = actual.isEmpty ? ["nothing happened"] : ["what happened, ready to paste:"]
        return ([header] + LineDiff.lines(from: expected, to: actual) + paste + SwiftLiteral.elements(actual))
            .joined(separator: "\n")
    }
}
