/// The text with its line breaks and control codes written as escapes (`\n`, `\r`, `\u{HEX}`),
/// a tab and everything else as it is: for a line read by people (an event's log line, a tree's
/// text), which the app's text (an alert's title, a name, a payload) must not split.
///
/// Text with none of these characters is returned as it is, so a log without them prints the
/// same bytes. A backslash stays as it is: such lines are read, not parsed back.
///
/// - Parameter text: The text.
/// - Returns: The text on one line.
package func oneLineText(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: breaksALine) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case _ where breaksALine(scalar):
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// A control code other than a tab, or a line or paragraph separator: what must not reach a
/// line as it is (an event's log line here, a breadcrumb's in the diagnostics).
///
/// The control codes (general category Cc) are exactly U+0000 to U+001F and U+007F to U+009F, so
/// they are told by value: every event's line passes here, and a look-up of the scalar's
/// properties costs a table search each.
package func breaksALine(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    default: false
    }
}
