/// How many characters of a refused input an error's description quotes.
let quotedPrefixLength = 64

/// Text from outside the app (a URL, a record's path, a step's description) as an error quotes
/// it: whole when short, else its first ``quotedPrefixLength`` characters and how many more
/// there were, so that a 1 MB input never lands whole in a log or a crash report.
///
/// - Parameter text: The input.
/// - Returns: `"text"`, or `"first 64 characters…" (N more characters)`.
func quoted(_ text: String) -> String {
    let limitIndex = text.index(text.startIndex, offsetBy: quotedPrefixLength, limitedBy: text.endIndex)
    guard let end = limitIndex, end < text.endIndex else {
        return "\"\(text)\""
    }
    let more = text[end...].count
    return "\"\(text[..<end])…\" (\(more) more character\(more == 1 ? "" : "s"))"
}

/// At most the first ``quotedPrefixLength`` characters of a text, for an error that keeps a
/// sample of an input too long to keep whole.
///
/// - Parameter text: The input.
/// - Returns: The prefix.
func shortPrefix(_ text: String) -> String {
    String(text.prefix(quotedPrefixLength))
}

/// A text that is usually short and read as it is (a step's description, a path), as an error
/// shows it: whole and unquoted when it has at most ``quotedPrefixLength`` characters, as it
/// always read; else ``quoted(_:)``.
///
/// - Parameter text: The text.
/// - Returns: The text, or its quoted prefix and how many more characters there were.
func shortened(_ text: String) -> String {
    let limitIndex = text.index(text.startIndex, offsetBy: quotedPrefixLength, limitedBy: text.endIndex)
    return limitIndex == nil || limitIndex == text.endIndex ? text : quoted(text)
}
