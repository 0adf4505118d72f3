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

    /// A sentence saying what is wrong with the URL.
    public var description: String {
        switch self {
        case .malformed(let url): "\(quoted(url)) is not a URL"
        case .unsupportedScheme(let url, let expected): "\(quoted(url)) is not a \(expected):// link"
        case .unknownPath(let path): "no link matches \(quoted(path))"
        case .invalidParameter(let name, let value): "\(quoted(value)) is not a valid \(name)"
        case .tooLong(let prefix, let byteCount, let limit):
            "\"\(prefix)…\" is \(byteCount) bytes long; a link's URL is at most \(limit) bytes"
        case .hostTooLong(let prefix, let byteCount, let limit):
            "the host \"\(prefix)…\" is \(byteCount) bytes long; a link's host is at most \(limit) bytes"
        }
    }
}
