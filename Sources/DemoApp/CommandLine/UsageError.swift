/// A command line that `stream-demo` cannot run, and why: it exits with status 2.
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, naming the argument.
    package var message: String

    /// Creates an error.
    ///
    /// - Parameter message: What is wrong.
    package init(_ message: String) {
        self.message = message
    }

    /// The status to exit with: always ``ExitStatus/usage``.
    package var exitStatus: ExitStatus {
        .usage
    }

    /// The message.
    package var description: String {
        message
    }

    /// What to print on standard error: the message, then the short usage.
    package var report: String {
        "stream-demo: \(message)\n\(DemoUsage.short)\n"
    }
}
