/// Type names made once per type: `String(describing:)` of a metatype demangles it (thousands of
/// instructions), and the same few types are named at every start, push, route and check.
///
/// Each table maps a metatype to the text one way of naming makes from it; the text is the same
/// as making it afresh, as a type's name never changes while the process runs.
@MainActor
package struct TypeNames {
    /// Names as `String(describing:)` spells them (`EditorScreen`): the log's, the changes' and
    /// the leak audit's.
    static var described = TypeNames()
    /// Flows' default names (`editor` for `EditorCoordinator`).
    static var flowDefaults = TypeNames()
    /// Qualified names, as `String(reflecting:)` spells them (`ShopApp.Product`): the flow
    /// explorer's, which strips the modules from an intent's label.
    static var reflected = TypeNames()

    private var names: [ObjectIdentifier: String] = [:]

    /// The name `make` gives `type`, made on the first call for that type only.
    mutating func name(of type: Any.Type, making make: (Any.Type) -> String) -> String {
        let key = ObjectIdentifier(type)
        if let known = names[key] { return known }
        let name = make(type)
        names[key] = name
        return name
    }

    /// `String(describing: type)`, made once per type; the sibling libraries name types with it
    /// too (the explorer's screen paths).
    package static func describing(_ type: Any.Type) -> String {
        described.name(of: type) { String(describing: $0) }
    }

    /// `String(reflecting: type)`, made once per type: it looks up the metatype's conformances
    /// again at each call.
    package static func reflecting(_ type: Any.Type) -> String {
        reflected.name(of: type) { String(reflecting: $0) }
    }
}
