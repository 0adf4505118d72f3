import Foundation

/// Stands in for `print` in the documentation samples, so that a test can read what a sample
/// prints.
///
/// A sample function takes one as a parameter named `print`: inside it, `print(x)` calls this
/// printer instead of the standard library's, and the sample's body stays exactly what the
/// documentation shows. It records the lines and writes nothing, to keep the tests' output clean.
final class Printer: @unchecked Sendable {
    // @unchecked Sendable: `printed` is only touched while `lock` is held. A lock rather than the
    // main actor, because the streams' samples print from any thread; an NSLock rather than
    // `Mutex`, which is macOS 15 / iOS 18, above the package's floor.
    private let lock = NSLock()
    private var printed: [String] = []

    /// The lines printed so far, in order.
    var lines: [String] { lock.withLock { printed } }

    /// Prints the items as `print` does, separated by a space, and records the line.
    func callAsFunction(_ items: Any..., separator: String = " ") {
        let line = items.map { String(describing: $0) }.joined(separator: separator)
        lock.withLock { printed.append(line) }
    }
}
