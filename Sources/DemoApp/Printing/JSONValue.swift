/// A JSON value whose objects keep their fields in the order they were written, so every line
/// of `--format json` lists its fields in the same order.
enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The value as compact JSON text on one line.
    var encoded: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .string(let string): Self.writeString(string, to: &text)
        case .int(let int): text += String(int)
        case .bool(let bool): text += bool ? "true" : "false"
        case .null: text += "null"
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .object(let fields):
            text += "{"
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { text += "," }
                Self.writeString(key, to: &text)
                text += ":"
                value.write(to: &text)
            }
            text += "}"
        }
    }

    /// Escapes as RFC 8259 requires: quotes, backslashes and every control character.
    private static func writeString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

extension JSONValue {
    init(_ string: String?) {
        self = string.map(JSONValue.string) ?? .null
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    init(stringLiteral value: String) {
        self = .string(value)
    }
}
