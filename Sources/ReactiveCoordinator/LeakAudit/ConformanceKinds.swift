/// Which of the protocols the leak audit casts to an object's type conforms to, read once per
/// type.
///
/// The audit runs after every action the flow explorer plays, and casts every screen it reaches
/// to five container protocols and to ``IntentScreen``: a failed cast costs as much as a
/// successful one (a conformance lookup), and most casts fail. A type's conformances never
/// change while the process runs, so the audit casts only to what the type conforms to.
@MainActor
struct ConformanceKinds: OptionSet {
    // `Int`, not a smaller type: the table of known types is then one the core already has
    // (`[ObjectIdentifier: Int]`), not a dictionary specialized for this type alone (about 2 KB).
    let rawValue: Int

    static let stack = ConformanceKinds(rawValue: 1 << 0)
    static let tabs = ConformanceKinds(rawValue: 1 << 1)
    static let window = ConformanceKinds(rawValue: 1 << 2)
    static let modal = ConformanceKinds(rawValue: 1 << 3)
    static let split = ConformanceKinds(rawValue: 1 << 4)
    static let container = ConformanceKinds(rawValue: 1 << 5)
    static let intentScreen = ConformanceKinds(rawValue: 1 << 6)

    private static var known: [ObjectIdentifier: Int] = [:]

    /// What `object`'s type conforms to, cast on the first object of that type only.
    static func of(_ object: AnyObject) -> ConformanceKinds {
        let key = ObjectIdentifier(type(of: object))
        if let kinds = known[key] { return ConformanceKinds(rawValue: kinds) }
        var kinds: ConformanceKinds = []
        if object is any StackContext { kinds.insert(.stack) }
        if object is any TabContext { kinds.insert(.tabs) }
        if object is any WindowContext { kinds.insert(.window) }
        if object is any ModalContext { kinds.insert(.modal) }
        if object is any SplitContext { kinds.insert(.split) }
        if object is any NavigationContext { kinds.insert(.container) }
        if object is any IntentScreen { kinds.insert(.intentScreen) }
        known[key] = kinds.rawValue
        return kinds
    }
}
