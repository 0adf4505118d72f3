/// How many bytes of a text from outside the app (a URL, a record's path or kind, a step's
/// description) an error, a log line or a breadcrumb quotes: 64 UTF-8 bytes.
///
/// Counted in bytes, not characters: one character can be a letter followed by a million
/// combining marks, so a bound in characters bounds nothing.
let quotedPrefixByteCount = 64

/// The longest prefix of `text` of at most `limit` UTF-8 bytes that ends on a character boundary;
/// when the first character alone is longer than that, the longest that ends on a Unicode scalar
/// boundary, so the prefix is always valid text and never longer than `limit` bytes.
///
/// The one rule every quoting site uses. It reads at most `limit` bytes and the character that
/// crosses the limit.
///
/// - Parameters:
///   - text: The input.
///   - limit: The most bytes to keep.
/// - Returns: The prefix; `text` itself when it is short enough.
func bytePrefix(_ text: String, limit: Int = quotedPrefixByteCount) -> Substring {
    let utf8 = text.utf8
    guard utf8.count > limit else { return text[...] }
    // The last scalar boundary at or before the limit: step back over continuation bytes.
    var end = utf8.index(utf8.startIndex, offsetBy: limit)
    while end > utf8.startIndex, utf8[end] & 0b1100_0000 == 0b1000_0000 {
        end = utf8.index(before: end)
    }
    // The last character boundary at or before it, found from the start (characters before the
    // limit are short, and the one that crosses it is read once).
    var cut = text.startIndex
    while cut < end {
        let next = text.index(after: cut)
        guard next <= end else { break }
        cut = next
    }
    if cut > text.startIndex { return text[..<cut] }
    // One character longer than the limit: cut it between scalars (String's subscript would
    // round a scalar boundary down to the character's start).
    return Substring(text.unicodeScalars[..<end])
}

/// Text from outside the app as an error quotes it: whole when short, else its first
/// ``quotedPrefixByteCount`` bytes (cut on a character boundary) and how many bytes more there
/// were, so that a 1 MB input never lands whole in a log or a crash report.
///
/// - Parameter text: The input.
/// - Returns: `"text"`, or `"first 64 bytes…" (N more bytes)`.
package func quoted(_ text: String) -> String {
    guard text.utf8.count > quotedPrefixByteCount else { return "\"\(text)\"" }
    let prefix = bytePrefix(text)
    let more = text.utf8.count - prefix.utf8.count
    return "\"\(prefix)…\" (\(more) more byte\(more == 1 ? "" : "s"))"
}

/// At most the first ``quotedPrefixByteCount`` bytes of a text, cut on a character boundary, for
/// an error that keeps a sample of an input too long to keep whole.
///
/// - Parameter text: The input.
/// - Returns: The prefix.
package func shortPrefix(_ text: String) -> String {
    String(bytePrefix(text))
}

/// A text that is usually short and read as it is (a step's description, a path), as an error
/// shows it: whole and unquoted when it has at most ``quotedPrefixByteCount`` bytes, as it always
/// read; else ``quoted(_:)``.
///
/// - Parameter text: The text.
/// - Returns: The text, or its quoted prefix and how many bytes more there were.
func shortened(_ text: String) -> String {
    text.utf8.count <= quotedPrefixByteCount ? text : quoted(text)
}

/// A text from outside the app as a value that is kept and shown later (an event's kind, an
/// error's path): whole when it has at most ``quotedPrefixByteCount`` bytes, else a prefix and
/// `…` that together take at most that many bytes, so that quoting it again leaves it as it is.
///
/// - Parameter text: The input.
/// - Returns: The text, or its prefix and an ellipsis.
package func excerpt(_ text: String) -> String {
    guard text.utf8.count > quotedPrefixByteCount else { return text }
    return String(bytePrefix(text, limit: quotedPrefixByteCount - "…".utf8.count)) + "…"
}
