import ReactiveCoordinator

/// How a ``Breadcrumb``'s `description` writes its scene, path and message on one line, and how
/// `BreadcrumbTrail(parsing:)` in ReactiveCoordinatorTesting reads them back.
///
/// A breadcrumb's text is one line of a crash report: a line break in an alert's title or in a
/// payload the app opted in to (`BreadcrumbPayloads.included`) would split it in two, and a `]` in
/// a scene id or a `: ` in a path would end the part early. So a backslash starts an escape:
/// `\\` is a backslash, `\n` a line feed, `\r` a carriage return, `\]` a bracket (in a scene),
/// `\:` a colon (in a path), and `\u{HEX}` any other control code or line separator. Text with
/// none of these prints as it is, byte for byte. Reading, an escape it does not know (`\"` in a
/// trail written before escapes) stays as it is written.
package enum BreadcrumbText {
    /// The part of a line a text is written in, which says what else it escapes.
    package enum Part: Sendable {
        /// `[scene]`: a `]` ends it.
        case scene
        /// `path: `: a `: ` ends it.
        case path
        /// The message, which runs to the end of the line.
        case message
    }

    /// The text as the part of a breadcrumb's line writes it.
    package static func escaped(_ text: String, as part: Part) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, in: part) }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "]" where part == .scene: result += "\\]"
            case ":" where part == .path: result += "\\:"
            case _ where breaksALine(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The text an escaped part holds: the inverse of ``escaped(_:as:)``.
    package static func unescaped(_ text: Substring.UnicodeScalarView) -> String {
        guard text.contains("\\") else { return String(Substring(text)) }
        var result = String.UnicodeScalarView()
        var scalars = text[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let next = scalars.first else {
                result.append(scalar)
                continue
            }
            switch next {
            case "\\", "]", ":":
                result.append(next)
                scalars.removeFirst()
            case "n":
                result.append("\n")
                scalars.removeFirst()
            case "r":
                result.append("\r")
                scalars.removeFirst()
            case "u":
                if let (decoded, length) = unicodeEscape(after: scalars) {
                    result.append(decoded)
                    scalars.removeFirst(length)
                } else {
                    result.append(scalar)
                }
            default:
                // Not an escape of ours: a trail written before escapes keeps its backslash.
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The range of the first `terminator` in `text` that no backslash escapes, or nil; read by
    /// Unicode scalars, so a combining mark after the terminator does not hide it.
    package static func firstUnescaped(
        _ terminator: String, in text: Substring.UnicodeScalarView
    ) -> Range<String.Index>? {
        let wanted = Array(terminator.unicodeScalars)
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "\\" {
                index = text.index(after: index)
                if index < text.endIndex { index = text.index(after: index) }
                continue
            }
            if text[index...].starts(with: wanted) {
                return index..<text.index(index, offsetBy: wanted.count)
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, in part: Part) -> Bool {
        switch scalar {
        case "\\", "\n", "\r": return true
        case "]": return part == .scene
        case ":": return part == .path
        default: return breaksALine(scalar)
        }
    }

    /// The scalar of `u{HEX}` at the start of `scalars` and how many scalars it spans, or nil.
    private static func unicodeEscape(
        after scalars: Substring.UnicodeScalarView.SubSequence
    ) -> (Unicode.Scalar, Int)? {
        var rest = scalars.dropFirst()  // the "u"
        guard rest.popFirst() == "{" else { return nil }
        var hex = ""
        while let next = rest.popFirst() {
            if next == "}" {
                guard !hex.isEmpty, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
                    return nil
                }
                return (decoded, 3 + hex.unicodeScalars.count)
            }
            guard hex.unicodeScalars.count < 8, next.properties.isASCIIHexDigit else { return nil }
            hex.unicodeScalars.append(next)
        }
        return nil
    }
}
