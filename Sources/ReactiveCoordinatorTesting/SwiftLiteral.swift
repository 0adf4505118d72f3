/// Log lines as Swift string literals, ready to paste into an expectation.
enum SwiftLiteral {
    /// `line` in double quotes, with backslashes, quotes and control characters escaped.
    static func quoted(_ line: String) -> String {
        var literal = "\""
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case let scalar where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// An array literal's elements, one per line, each followed by a comma.
    static func elements(_ lines: [String], indent: String = "    ") -> [String] {
        lines.map { indent + quoted($0) + "," }
    }
}
