/// A command line that `stream-demo` cannot run, and why: it exits with status 2.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, naming the argument.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameter message: What is wrong.
    public init(_ message: String) {
        self.message = message
    }

    /// The status to exit with: always ``ExitStatus/usage``.
    public var exitStatus: ExitStatus {
        .usage
    }

    /// The message.
    public var description: String {
        message
    }

    /// What to print on standard error: the message, then the short usage.
    public var report: String {
        "stream-demo: \(message)\n\(DemoUsage.short)\n"
    }
}
