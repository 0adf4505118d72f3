/// Turns log entries into output lines: readable text, or JSON for tools.
public protocol LogFormatter: Sendable {
    /// The lines for one entry, without line breaks.
    ///
    /// - Parameter entry: The entry.
    /// - Returns: Zero or more lines.
    func lines(for entry: LogEntry) -> [String]
}

/// The output formats `--format` accepts.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// One readable line per event, indented by depth, coloured on a terminal.
    case text
    /// One JSON object per line, with the fields ``JSONLogFormatter`` documents.
    case json

    /// The formatter for this format.
    ///
    /// - Parameter colour: Whether text may use ANSI colours; JSON never does.
    /// - Returns: The formatter.
    public func formatter(colour: Bool) -> any LogFormatter {
        switch self {
        case .text: TextLogFormatter(colour: colour)
        case .json: JSONLogFormatter()
        }
    }
}
