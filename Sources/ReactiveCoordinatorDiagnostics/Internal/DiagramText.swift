import ReactiveCoordinator

/// How a diagram language writes text in its quoted strings.
///
/// Each language says what it escapes and how it breaks a line; both keep everything else as it
/// is, control codes aside.
struct DiagramText: Sendable {
    /// What a line break inside a label becomes.
    let lineBreak: String
    /// The replacement for a character the language reads as syntax; `nil` keeps the character.
    let escape: @Sendable (Character) -> String?

    /// A quoted string of one or more lines, each escaped.
    func quoted(_ lines: [String]) -> String {
        "\"" + lines.map(escaped).joined(separator: lineBreak) + "\""
    }

    /// The text with syntax escaped, line breaks as ``lineBreak``, other control codes as spaces,
    /// which neither language has a way to show.
    ///
    /// Read by Unicode scalars: a quote followed by a combining mark is one `Character`, but its
    /// quote is still a quote to the language's reader, which reads bytes.
    private func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isNewline {
                result += lineBreak
                continue
            }
            for scalar in character.unicodeScalars {
                if let replacement = escape(Character(scalar)) {
                    result += replacement
                } else if scalar.properties.generalCategory == .control {
                    result += " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
