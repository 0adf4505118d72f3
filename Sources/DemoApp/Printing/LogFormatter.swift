import ReactiveCoordinatorDiagnostics

/// Turns log entries into output lines: readable text, or JSON for tools.
package protocol LogFormatter: Sendable {
    /// The lines for one entry, without line breaks.
    ///
    /// - Parameter entry: The entry.
    /// - Returns: Zero or more lines.
    func lines(for entry: LogEntry) -> [String]
}

/// The output formats `--format` accepts.
package enum OutputFormat: String, Sendable, CaseIterable {
    /// One readable line per event, indented by depth, coloured on a terminal.
    case text
    /// One JSON object per line, with the fields ``JSONLogFormatter`` documents.
    case json
    /// Each event as the breadcrumb a crash reporter would get, payloads left out.
    case breadcrumbs
    /// Only a Graphviz DOT picture of the tree and the screens at the end of the run.
    case dot
    /// Only a Mermaid picture of the tree and the screens at the end of the run.
    case mermaid

    /// The picture this format prints instead of the log, or `nil` for a log format.
    package var picture: PictureFormat? {
        PictureFormat(rawValue: rawValue)
    }

    /// The formatter for this format.
    ///
    /// - Parameter colour: Whether text may use ANSI colours; JSON and pictures never do.
    /// - Returns: The formatter.
    package func formatter(colour: Bool) -> any LogFormatter {
        switch self {
        case .text: TextLogFormatter(colour: colour)
        case .json: JSONLogFormatter()
        case .breadcrumbs: BreadcrumbLogFormatter()
        case .dot, .mermaid: PictureLogFormatter()
        }
    }
}
