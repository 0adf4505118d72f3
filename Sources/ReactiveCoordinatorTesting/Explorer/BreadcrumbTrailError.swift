/// Why a ``BreadcrumbTrail`` could not be read or replayed.
///
/// ## Contract
/// - ``breadcrumb`` numbers the breadcrumb from 1 in the trail (lines that are not breadcrumbs
///   are not counted); it is `nil` for an error of the text as a whole, whose ``message`` then
///   names the line.
/// - ``message`` quotes at most what the trail holds, never more than one line of it.
public struct BreadcrumbTrailError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The text, a line, or the trail is larger than ``BreadcrumbTrail`` reads.
        case tooLarge
        /// A line starts with a category but is no `category path: message`.
        case malformedLine
        /// The replay reached a breadcrumb the app did not make by itself and that tells no
        /// action of the user's.
        case notAnAction
        /// The breadcrumb tells an action of the user's that the app does not offer in the state
        /// the replay reached (no such screen, container, intent, button or link).
        case noSuchAction
        /// The breadcrumb tells an action, but not which of several the app offers: an intent
        /// or an alert's answer whose case name the trail does not carry.
        case ambiguous
        /// The app made a breadcrumb other than the trail's next one.
        case diverged
    }

    /// What went wrong.
    public var reason: Reason
    /// The breadcrumb's number in the trail, from 1, or `nil` for the text as a whole.
    public var breadcrumb: Int?
    /// What went wrong, in words.
    public var message: String

    init(_ reason: Reason, breadcrumb: Int?, _ message: String) {
        self.reason = reason
        self.breadcrumb = breadcrumb
        self.message = message
    }

    /// `breadcrumb N: message`, or the message alone.
    public var description: String {
        (breadcrumb.map { "breadcrumb \($0): " } ?? "") + message
    }
}
