/// The text that stands for a screen in changes, errors, dumps and refused gestures
/// (``LeaveAttempt/screen``): its own description when it has one, or else its type's name as
/// the event log spells it (`EditorScreen`, never `MyApp.EditorScreen`).
///
/// Only text leaves the containers, so nothing reported keeps a screen alive.
@MainActor
package func describeScreen(_ screen: AnyObject) -> String {
    ScreenDescribers.description(of: screen)
}

/// How each screen type is described, found on the first screen of that type.
///
/// A cast to `any CustomStringConvertible` asks the runtime's conformance table, and the
/// containers describe every screen they add or remove (after each action the flow explorer
/// plays); a type's conformances never change while the process runs, so the cast is made once
/// per type, and later screens of the type are cast to the type itself, which compares classes.
@MainActor
private enum ScreenDescribers {
    private static var known: [ObjectIdentifier: (AnyObject) -> String?] = [:]

    static func description(of screen: AnyObject) -> String {
        let key = ObjectIdentifier(type(of: screen))
        let describe: (AnyObject) -> String?
        if let known = known[key] {
            describe = known
        } else {
            describe =
                if let describable = screen as? any CustomStringConvertible {
                    describer(of: describable)
                } else {
                    { _ in nil }
                }
            known[key] = describe
        }
        return describe(screen) ?? TypeNames.describing(type(of: screen))
    }

    /// Opens the existential once: `Screen` is the screen's own type.
    private static func describer<Screen: CustomStringConvertible>(of _: Screen) -> (AnyObject) -> String? {
        { ($0 as? Screen)?.description }
    }
}
