/// Where `stream-demo` reads and writes: the process's standard streams, or a test's buffers.
@MainActor
package protocol DemoTerminal: AnyObject {
    /// Writes text to standard output as is (add the line breaks).
    ///
    /// - Parameter text: The text.
    func write(_ text: String)
    /// Writes text to standard error as is.
    ///
    /// - Parameter text: The text.
    func writeError(_ text: String)
    /// Pushes buffered output out, so a program reading the other end sees each answer at once.
    func flush()
    /// Reads one line of standard input without its line break, or nil at the end of input.
    ///
    /// Bytes that are not UTF-8 become U+FFFD: any input is a line.
    func readLine() -> String?
    /// Whether standard output is a terminal.
    var outputIsTerminal: Bool { get }
    /// Whether standard input is a terminal, in which case the interactive mode shows a prompt.
    var inputIsTerminal: Bool { get }
    /// Whether the environment asks for no colour (`NO_COLOR` set and not empty).
    var noColourRequested: Bool { get }
}
