import Synchronization

/// Stands in for `print` in the documentation samples, so that a test can read what a sample
/// prints.
///
/// A sample function takes one as a parameter named `print`: inside it, `print(x)` calls this
/// printer instead of the standard library's, and the sample's body stays exactly what the
/// documentation shows. It records the lines and writes nothing, to keep the tests' output clean.
final class Printer: Sendable {
    // A Mutex rather than the main actor: the streams' samples print from any thread.
    private let printed = Mutex<[String]>([])

    /// The lines printed so far, in order.
    var lines: [String] { printed.withLock { $0 } }

    /// Prints the items as `print` does, separated by a space, and records the line.
    func callAsFunction(_ items: Any..., separator: String = " ") {
        let line = items.map { String(describing: $0) }.joined(separator: separator)
        printed.withLock { $0.append(line) }
    }
}
