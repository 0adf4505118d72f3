/// An intent as people read it in actions and reproductions: its description without the module
/// names Swift's printing puts before the types of its payload (`pick(Product(id: 1))`, not
/// `pick(ShopApp.Product(id: 1))`).
enum IntentLabel {
    static func of(_ value: Any) -> String {
        strip(modules(of: value), from: String(describing: value))
    }

    /// The modules whose names may begin the qualified names in a value's description.
    static func modules(of value: Any) -> Set<String> {
        var modules: Set<String> = ["Swift"]
        collectModules(of: value, into: &modules, depth: 0)
        return modules
    }

    /// The modules that the types of a value and of what it holds are declared in; the search
    /// stops a few levels down, since a payload deeper than that rarely is an intent's.
    private static func collectModules(of value: Any, into modules: inout Set<String>, depth: Int) {
        let name = String(reflecting: type(of: value))
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
        // The same description names the same qualified types, so it has the same label.
        let label = IntentLabel.strip(IntentLabel.modules(of: intent), from: description)
        known[description] = label
        return label
    }
}
