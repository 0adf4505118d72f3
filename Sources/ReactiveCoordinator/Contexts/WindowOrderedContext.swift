/// A container that knows the window it is in, so that the changes asked of any container of one
/// window wait in one queue and apply in the order they were asked (issue 35).
///
/// The headless containers and UIKit's adopt it; a container that does not is its own window.
@MainActor
package protocol WindowOrderedContext: AnyObject {
    /// The top of the hierarchy this container is in now: its window, or itself when it is in
    /// none.
    var windowForOrdering: AnyObject { get }
}
