import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics

/// Formats the log as a crash reporter would receive it (`--format breadcrumbs`).
///
/// Each event and each user gesture that makes a ``Breadcrumb`` is on a line of its own, with
/// only the enum case names of the values (the default), the user's actions between them and
/// the leak report at the end. `BreadcrumbTrail` in ReactiveCoordinatorTesting replays such a
/// trail.
///
/// ```text
/// > step 4: swipe
/// navigation app/main/inbox/compose: refused user swipe down of ComposeScreen
/// alert app/main/inbox/compose: alert shown
/// > step 5: back
/// gesture inbox stack: user tapped back
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
        case .gesture(let crumb):
            [crumb.description]
        case .title, .action, .refused, .failed, .message, .summary:
            text.lines(for: entry)
        case .origin, .note, .navigation, .screen, .tree, .picture:
            []
        }
    }
}
