package import ReactiveCoordinatorTesting
package import Testing

extension EventLogRecorder {
    /// ``EventLogRecorder/expectEverythingReleased(afterClearing:fileID:filePath:line:column:)``
    /// for helpers that take a Swift Testing `SourceLocation`, so failures point at the test.
    package func expectEverythingReleased(
        afterClearing clear: () throws -> Void = {}, sourceLocation: SourceLocation
    ) {
        expectEverythingReleased(
            afterClearing: clear, fileID: sourceLocation.fileID, filePath: sourceLocation.filePath,
            line: sourceLocation.line, column: sourceLocation.column)
    }
}
