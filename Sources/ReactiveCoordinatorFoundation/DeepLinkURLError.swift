import ReactiveCoordinator

/// Why a URL is not a link the app knows.
///
/// A description quotes at most the first 64 bytes of what it refused (cut on a character
/// boundary), then says how many bytes more there were: a URL from a stranger never lands whole in a log or a crash report.
public enum DeepLinkURLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not a URL.
    case malformed(url: String)
    /// The URL's scheme is not the table's.
    case unsupportedScheme(url: String, expected: String)
    /// No pattern of the table matches the URL's path.
    case unknownPath(path: String)
    /// A pattern matched, but one of its parameters has a value the link cannot use.
    case invalidParameter(name: String, value: String)
    /// The URL is longer than ``DeepLinkTable/maximumURLLength``; it was refused before it was
    /// parsed.
    ///
    /// - `prefix`: the URL's first 64 bytes (cut on a character boundary), all that is kept of it.
    /// - `byteCount`: its length in UTF-8 bytes.
    /// - `limit`: the limit it went over.
    case tooLong(prefix: String, byteCount: Int, limit: Int)
    /// The URL's host, its first segment, is longer than ``DeepLinkTable/maximumHostLength``.
    ///
    /// - `prefix`: the host's first 64 bytes (cut on a character boundary), all that is kept of it.
    /// - `byteCount`: its length in UTF-8 bytes.
    /// - `limit`: the limit it went over.
    case hostTooLong(prefix: String, byteCount: Int, limit: Int)
    /// The URL's host or one of its path segments holds a character a reader cannot see or
    /// could take for another: a zero-width or bidi control, another format or control
    /// character, or a compatibility form such as a fullwidth letter. Nothing is mapped: what a
    /// link shows is what it runs.
    ///
    /// - `part`: the host or the decoded segment, at most 64 bytes of it.
    /// - `scalar`: the first such character.
    case invisibleOrConfusableCharacter(part: String, scalar: Unicode.Scalar)
    /// The URL's host holds a percent-escape, or a path segment escapes a character it could have
    /// written plainly (a letter, a digit, `-`, `.`, `_`, `~`): `%69nbox` is not `inbox`.
    ///
    /// - `part`: the host or the segment as written, at most 64 bytes of it.
    /// - `escape`: the escape, such as `%69`.
    case escapedCharacter(part: String, escape: String)

    /// A sentence saying what is wrong with the URL.
    public var description: String {
        switch self {
        case .malformed(let url): "\(quoted(url)) is not a URL"
        case .unsupportedScheme(let url, let expected): "\(quoted(url)) is not a \(expected):// link"
        case .unknownPath(let path): "no link matches \(quoted(path))"
        case .invalidParameter(let name, let value): "\(quoted(value)) is not a valid \(name)"
        case .tooLong(let prefix, let byteCount, let limit):
            "\"\(prefix)…\" is \(byteCount) bytes long; a link's URL is at most \(limit) bytes"
        case .invisibleOrConfusableCharacter(let part, let scalar):
            "\(quoted(part)) holds \(codePoint(scalar)), which a reader cannot see or "
                + "could take for another character; a link is read as written"
        case .escapedCharacter(let part, let escape):
            "\(quoted(part)) holds the escape \(quoted(escape)); a link's host has none, and a segment escapes "
                + "only what it cannot write plainly"
        case .hostTooLong(let prefix, let byteCount, let limit):
            "the host \"\(prefix)…\" is \(byteCount) bytes long; a link's host is at most \(limit) bytes"
        }
    }
}

/// `U+200B`: a character named by its code point, as Unicode writes it (at least four digits).
private func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
