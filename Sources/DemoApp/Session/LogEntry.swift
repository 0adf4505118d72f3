package import ReactiveCoordinator
package import ReactiveCoordinatorDiagnostics

/// One line of the demo's output, before it is formatted as text or JSON.
///
/// The coordinator events come from the tree's event log; the rest says what the user did,
/// what the navigation hierarchy did in response (the part UIKit tells no coordinator about),
/// and how the session ended.
package enum LogEntry: Sendable, Equatable {
    /// The start of a scenario or a walk: its name and what it shows.
    case title(name: String, summary: String)
    /// Where a scenario's case comes from: the library or talk that describes it.
    case origin(String)
    /// A user action, numbered from 1 in the session, written as its interactive command.
    case action(step: Int, command: String)
    /// Why a step matters, in a scenario.
    case note(String)
    /// A change to the navigation hierarchy, such as `inbox stack: user tapped back, popped message 3`.
    case navigation(String)
    /// The crash reporter's breadcrumb for a gesture of the user's that a container reported
    /// (`Breadcrumb(change)`), right after its ``navigation(_:)`` line; only the breadcrumbs
    /// format prints it, since the text and JSON formats show the change itself.
    case gesture(Breadcrumb)
    /// An event of the coordinator tree's log.
    case event(CoordinatorEvent)
    /// A line of information: help, hints.
    case message(String)
    /// A command that could not be carried out; nothing changed.
    case refused(String)
    /// An action that was carried out but stopped part way, such as a deep link with a bad step.
    case failed(String)
    /// Where the user is and what they can tap.
    case screen(ScreenInfo)
    /// The coordinator tree and the navigation hierarchy as they are now.
    case tree(TreeSnapshot, hierarchy: String)
    /// The coordinator tree and the navigation hierarchy as they are now, drawn as a picture.
    case picture(PictureFormat, text: String)
    /// The leak report that ends a session.
    case summary(SessionSummary)
}
