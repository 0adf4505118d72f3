#if canImport(Testing)
// Swift Testing, where the toolchain has it: failed checks become issues of the running test.
// Without it the library still builds, and its checks throw or return their failures.
internal import Testing
#endif

/// A check of this library that failed: what was wrong, and the line of the test that asked.
///
/// Every check (``EventLogRecorder/expect(_:fileID:filePath:line:column:)``, the leak checks,
/// ``NavigationContextContract``) records its failures as values of this type, hands each to
/// a ``FailureReporter``, and carries on, so one run of a test shows every failure.
public struct CheckFailure: Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, in lines a person reads; paste-ready where it lists log lines.
    public var message: String
    /// The `#fileID` of the test line that asked for the check.
    public var fileID: String
    /// The `#filePath` of the test line that asked for the check.
    public var filePath: String
    /// The line of the test that asked for the check.
    public var line: Int
    /// The column of the test that asked for the check.
    public var column: Int

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - message: What was wrong.
    ///   - fileID: The `#fileID` of the test line that asked for the check.
    ///   - filePath: The `#filePath` of that line.
    ///   - line: Its line number.
    ///   - column: Its column.
    public init(_ message: String, fileID: String, filePath: String, line: Int, column: Int) {
        self.message = message
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The failure as `file:line: message`.
    public var description: String {
        "\(fileID):\(line): \(message)"
    }
}

/// Where failed checks go.
///
/// The ``automatic`` reporter records each failure as a Swift Testing issue, at the test line
/// that asked for the check, when the current task runs a Swift Testing test; elsewhere it
/// reports nothing, and each check says so in its result (``EventLogRecorder/expect(_:fileID:filePath:line:column:)``
/// throws, the other checks return their failures). For XCTest, pass your own:
///
/// <!-- mirrors Tests/ReactiveCoordinatorTests/FlowTesting/EventLogRecorderTests.swift#reporter -->
/// ```swift
/// let recorder = EventLogRecorder(
///     tree,
///     reporter: FailureReporter { failure in
///         collected.failures.append(failure)  // in XCTest: XCTFail(failure.message)
///         return true
///     })
/// ```
public struct FailureReporter: Sendable {
    private let deliver: @MainActor @Sendable (CheckFailure) -> Bool

    /// Creates a reporter.
    ///
    /// - Parameter deliver: Reports one failure; returns whether it was reported, so that a
    ///   check that cannot report otherwise throws or returns it instead.
    public init(_ deliver: @escaping @MainActor @Sendable (CheckFailure) -> Bool) {
        self.deliver = deliver
    }

    /// Swift Testing's issues, inside a Swift Testing test; nothing elsewhere.
    public static let automatic = FailureReporter { failure in
        #if canImport(Testing)
        guard Test.current != nil else { return false }
        Issue.record(
            Comment(rawValue: failure.message),
            sourceLocation: SourceLocation(
                fileID: failure.fileID, filePath: failure.filePath, line: failure.line, column: failure.column))
        return true
        #else
        return false
        #endif
    }

    /// Reports a failure.
    ///
    /// - Parameter failure: The failure.
    /// - Returns: Whether it was reported.
    @MainActor
    func report(_ failure: CheckFailure) -> Bool {
        deliver(failure)
    }
}
