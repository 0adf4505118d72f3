import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics

/// Formats the log as a crash reporter would receive it (`--format breadcrumbs`): each event
/// that makes a ``Breadcrumb`` on a line of its own, payloads left out, with the user's actions
/// between them and the leak report at the end.
///
/// ```text
/// > step 4: swipe
/// navigation app/main/inbox/compose: refused user swipe down of ComposeScreen
/// alert app/main/inbox/compose: shows alert "Discard this draft?"
/// ```
///
/// Routing details make no breadcrumb (``Breadcrumb``'s contract), and neither do the screens'
/// own changes, which no coordinator hears of: those are the text format's `·` lines.
package struct BreadcrumbLogFormatter: LogFormatter {
    private let text = TextLogFormatter(colour: false)

    /// Creates the formatter.
    package init() {}

    /// The lines for one entry: a breadcrumb for an event that makes one, the text format's
    /// lines for titles, actions, refusals and the leak report, nothing for the rest.
    ///
    /// - Parameter entry: The entry.
    /// - Returns: Zero or more lines.
    package func lines(for entry: LogEntry) -> [String] {
        switch entry {
        case .event(let event):
            Breadcrumb(event).map { [$0.description] } ?? []
        case .title, .action, .refused, .failed, .message, .summary:
            text.lines(for: entry)
        case .origin, .note, .navigation, .screen, .tree, .picture:
            []
        }
    }
}
