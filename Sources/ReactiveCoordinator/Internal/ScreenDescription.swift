/// The text that stands for a screen in changes, errors, dumps and refused gestures
/// (``LeaveAttempt/screen``): its own description when it has one, or else its type's name as
/// the event log spells it (`EditorScreen`, never `MyApp.EditorScreen`).
///
/// Only text leaves the containers, so nothing reported keeps a screen alive.
@MainActor
package func describeScreen(_ screen: AnyObject) -> String {
    ScreenDescriptions.describe(screen)
}

/// How each screen type's text is made, found once per type: a cast to
/// `any CustomStringConvertible` asks the runtime's conformance tables (over a thousand
/// instructions, whether the answer is yes or no), and every push, pop and set of a container
/// describes the screens it moves.
@MainActor
private enum ScreenDescriptions {
    /// By the screen's exact type: its own description, or its type's name.
    static var describers: [ObjectIdentifier: (AnyObject) -> String] = [:]

    static func describe(_ screen: AnyObject) -> String {
        let type: any AnyObject.Type = type(of: screen)
        let key = ObjectIdentifier(type)
        if let describer = describers[key] { return describer(screen) }
        let describer: (AnyObject) -> String
        if let describing = type as? any CustomStringConvertible.Type {
            describer = ownDescription(of: describing)
        } else {
            let name = TypeNames.describing(type)
            describer = { _ in name }
        }
        describers[key] = describer
        return describer(screen)
    }

    /// Reads the description of a screen whose exact type is `Screen`.
    private static func ownDescription<Screen: CustomStringConvertible>(
        of _: Screen.Type
    ) -> (AnyObject) -> String {
        // Only called with screens of this very class (the table is keyed by exact type), whose
        // value is the one reference the bit cast hands over.
        { unsafeBitCast($0, to: Screen.self).description }
    }
}
