/// The text that stands for a screen in changes, errors, dumps and refused gestures
/// (``LeaveAttempt/screen``): its own description when it has one, or else its type's name as
/// the event log spells it (`EditorScreen`, never `MyApp.EditorScreen`).
///
/// Only text leaves the containers, so nothing reported keeps a screen alive.
@MainActor
package func describeScreen(_ screen: AnyObject) -> String {
    (screen as? any CustomStringConvertible)?.description ?? TypeNames.describing(type(of: screen))
}
