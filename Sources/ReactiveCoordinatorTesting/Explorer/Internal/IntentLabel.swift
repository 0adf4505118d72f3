import ReactiveCoordinator

/// An intent as people read it in actions and reproductions: its description without the module
/// names Swift's printing puts before the types of its payload (`pick(Product(id: 1))`, not
/// `pick(ShopApp.Product(id: 1))`).
enum IntentLabel {
    @MainActor
    static func of(_ value: Any) -> String {
        strip(modules(of: value), from: String(describing: value))
    }

    /// The modules whose names may begin the qualified names in a value's description.
    @MainActor
    static func modules(of value: Any) -> Set<String> {
        var modules: Set<String> = ["Swift"]
        collectModules(of: value, into: &modules, depth: 0)
        return modules
    }

    /// The modules that the types of a value and of what it holds are declared in; the search
    /// stops a few levels down, since a payload deeper than that rarely is an intent's.
    @MainActor
    private static func collectModules(of value: Any, into modules: inout Set<String>, depth: Int) {
        // Once per type: the same few types (an intent's, its payloads') are read for each new
        // intent.
        let name = TypeNames.reflecting(type(of: value))
        var start: String.Index? = name.startIndex
        var index = name.startIndex
        while index < name.endIndex {
            let character = name[index]
            if character == "." {
                if let begin = start, begin < index { modules.insert(String(name[begin..<index])) }
                start = nil
            } else if !isIdentifier(character) {
                start = name.index(after: index)
            }
            index = name.index(after: index)
        }
        guard depth < 6 else { return }
        for child in Mirror(reflecting: value).children {
            collectModules(of: child.value, into: &modules, depth: depth + 1)
        }
    }

    /// The text with each `Module.` that begins a qualified name removed, outside string
    /// literals, which print as written.
    static func strip(_ modules: Set<String>, from text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        var inLiteral = false
        while index < characters.count {
            let character = characters[index]
            if inLiteral {
                result.append(character)
                if character == "\\", index + 1 < characters.count {
                    result.append(characters[index + 1])
                    index += 2
                    continue
                }
                if character == "\"" { inLiteral = false }
                index += 1
                continue
            }
            if character == "\"" {
                inLiteral = true
                result.append(character)
                index += 1
                continue
            }
            let startsName = index == 0 || !(isIdentifier(characters[index - 1]) || characters[index - 1] == ".")
            if startsName, isIdentifier(character) {
                var end = index
                while end < characters.count, isIdentifier(characters[end]) { end += 1 }
                if end < characters.count, characters[end] == ".", modules.contains(String(characters[index..<end])) {
                    index = end + 1  // the module and its dot
                    continue
                }
                result += String(characters[index..<end])
                index = end
                continue
            }
            result.append(character)
            index += 1
        }
        return result
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    /// Whether a value's description is fixed by its bytes for as long as the value is held: a
    /// struct, enum or tuple of the standard library's numbers, Booleans and strings, at any
    /// depth the search of ``collectModules(of:into:depth:)`` reaches, with no type among them
    /// that describes or reflects itself.
    ///
    /// Its printing then reads only those bytes: the numbers in place, and each string in place
    /// or from storage that nobody changes while the value holds it. An object, a closure or a
    /// type that writes its own description may read anything, and is described every time.
    static func isPlainValue(_ value: Any) -> Bool {
        isPlain(value, depth: 0)
    }

    private static func isPlain(_ value: Any, depth: Int) -> Bool {
        if plainLeaves.contains(ObjectIdentifier(type(of: value))) { return true }
        guard depth < 6 else { return false }
        if value is any CustomStringConvertible || value is any CustomDebugStringConvertible
            || value is any TextOutputStreamable || value is any CustomReflectable
        {
            return false
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .enum?, .tuple?: break
        default: return false
        }
        for child in mirror.children where !isPlain(child.value, depth: depth + 1) { return false }
        return true
    }

    /// The standard library's types whose description is their value's.
    private static let plainLeaves: Set<ObjectIdentifier> = [
        ObjectIdentifier(Int.self), ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self),
        ObjectIdentifier(Int32.self), ObjectIdentifier(Int64.self), ObjectIdentifier(UInt.self),
        ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self), ObjectIdentifier(UInt32.self),
        ObjectIdentifier(UInt64.self), ObjectIdentifier(Bool.self), ObjectIdentifier(Double.self),
        ObjectIdentifier(Float.self), ObjectIdentifier(String.self), ObjectIdentifier(Character.self),
    ]
}

/// The labels of one screen type's intents, made once per description: the explorer lists a
/// screen's intents after every action, and reading a payload's types is slow.
@MainActor
final class IntentLabels {
    private var known: [String: String] = [:]
    /// The labels of a screen type's samples, when they are the same on every screen.
    var ofEveryScreen: [String]?

    func label(of intent: Any) -> String {
        let description = String(describing: intent)
        if let label = known[description] { return label }
        // The same description names the same qualified types, so it has the same label. With no
        // dot it names no module (`strip` would leave it as it is), and reading its types by
        // reflection costs most of a label.
        let label =
            description.utf8.contains(UInt8(ascii: "."))
            ? IntentLabel.strip(IntentLabel.modules(of: intent), from: description) : description
        known[description] = label
        return label
    }
}

/// The labels of one screen type's intents that are plain values (``IntentLabel/isPlainValue(_:)``),
/// by their bytes: a state's actions are listed with the label of each intent, and describing one
/// reflects on it (tens of thousands of instructions), while the samples are mostly the same few
/// values at every state.
///
/// Equal bytes are the same case with the same numbers and the same strings: each intent is held
/// with its label, so no string it points to is freed and its storage taken by another. An intent
/// equal by its type's own `==` but other in its bytes is described anew, and one that is no
/// plain value (an object may describe itself otherwise later) is described every time.
@MainActor
final class PlainIntentLabels<Intent> {
    private var bytes: [[UInt8]] = []
    private var labels: [String] = []
    /// The intents whose bytes are kept, held so that what they point to stays theirs.
    private var held: [Intent] = []

    /// At most this many intents are kept; any other is described.
    static var capacity: Int { 64 }

    /// The label of an intent, as `described` makes it.
    func label(of intent: Intent, from described: IntentLabels) -> String {
        let found = withUnsafeBytes(of: intent) { candidate -> Int? in
            for index in 0..<bytes.count where bytes[index].elementsEqual(candidate) { return index }
            return nil
        }
        if let found { return labels[found] }
        let label = described.label(of: intent)
        if held.count < Self.capacity, IntentLabel.isPlainValue(intent) {
            bytes.append(withUnsafeBytes(of: intent) { Array($0) })
            labels.append(label)
            held.append(intent)
        }
        return label
    }
}
