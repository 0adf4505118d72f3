/// Type names made once per type: `String(describing:)` of a metatype demangles it (thousands of
/// instructions), and the same few types are named at every start, push, route and check.
///
/// Each table maps a metatype to the text one way of naming makes from it; the text is the same
/// as making it afresh, as a type's name never changes while the process runs.
@MainActor
package struct TypeNames {
    // The tables live in an object held by a constant, each read or written whole by a getter or
    // a setter that calls nothing while it reads or writes: so the compiler sees no access that
    // could overlap another and checks none at run time, where a static variable's every access
    // (a name is asked at each start, push, route and check) was checked, through thread-local
    // storage. A miss copies its table once before adding to it; a type is named once.
    private static let tables = Tables()

    /// Names as `String(describing:)` spells them (`EditorScreen`): the log's, the changes' and
    /// the leak audit's.
    static var described: TypeNames {
        get { tables.described }
        set { tables.described = newValue }
    }
    /// Flows' default names (`editor` for `EditorCoordinator`).
    static var flowDefaults: TypeNames {
        get { tables.flowDefaults }
        set { tables.flowDefaults = newValue }
    }
    /// Qualified names, as `String(reflecting:)` spells them (`ShopApp.Product`): the flow
    /// explorer's, which strips the modules from an intent's label.
    static var reflected: TypeNames {
        get { tables.reflected }
        set { tables.reflected = newValue }
    }

    private var names: [ObjectIdentifier: String] = [:]

    /// The name `make` gives `type`, made on the first call for that type only.
    mutating func name(of type: Any.Type, making make: (Any.Type) -> String) -> String {
        let key = ObjectIdentifier(type)
        if let known = names[key] { return known }
        let name = make(type)
        names[key] = name
        return name
    }

    /// The name made for `type` already, if any.
    func known(_ type: Any.Type) -> String? {
        names[ObjectIdentifier(type)]
    }

    /// `String(describing: type)`, made once per type; the sibling libraries name types with it
    /// too (the explorer's screen paths).
    ///
    /// Made by `_typeName(_:qualified:)`, the text `String(describing:)` gives a metatype in the
    /// end: on its way there it asks whether the metatype conforms to the printing protocols and
    /// to `CustomReflectable`, and each first ask for a type scans every conformance record of
    /// every loaded library (Foundation's too): 15 M of the demo's 639 M instructions at depth 5,
    /// for 23 types (callgrind). A metatype conforms to none of them, so the text is the same.
    package static func describing(_ type: Any.Type) -> String {
        if let known = described.known(type) { return known }
        return described.name(of: type) { _typeName($0, qualified: false) }
    }

    /// `String(reflecting: type)`, made once per type: it looks up the metatype's conformances
    /// again at each call.
    ///
    /// Made by `_typeName(_:qualified:)`, as ``describing(_:)`` is, and for the same reason.
    package static func reflecting(_ type: Any.Type) -> String {
        if let known = reflected.known(type) { return known }
        return reflected.name(of: type) { _typeName($0, qualified: true) }
    }

    @MainActor
    private final class Tables {
        var described = TypeNames()
        var flowDefaults = TypeNames()
        var reflected = TypeNames()
    }
}
