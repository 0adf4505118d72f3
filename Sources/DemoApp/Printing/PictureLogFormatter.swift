/// Prints only the pictures of the tree in a log, as they are, and nothing else
/// (`--format dot` and `--format mermaid`), so the output pipes straight into Graphviz or a
/// Mermaid renderer.
///
/// ```swift
/// let formatter = PictureLogFormatter()
/// formatter.lines(for: .message("hello"))                      // []
/// formatter.lines(for: .picture(.dot, text: "digraph tree {\n}\n"))  // ["digraph tree {", "}"]
/// ```
package struct PictureLogFormatter: LogFormatter {
    /// Creates the formatter.
    package init() {}

    /// The picture's lines for a ``LogEntry/picture(_:text:)`` entry; none for any other.
    ///
    /// - Parameter entry: The entry.
    /// - Returns: The lines of the picture, or nothing.
    package func lines(for entry: LogEntry) -> [String] {
        guard case .picture(_, let text) = entry else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
