/// Why a URL is not a link the app knows.
public enum DeepLinkURLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not a URL.
    case malformed(url: String)
    /// The URL's scheme is not the table's.
    case unsupportedScheme(url: String, expected: String)
    /// No pattern of the table matches the URL's path.
    case unknownPath(path: String)
    /// A pattern matched, but one of its parameters has a value the link cannot use.
    case invalidParameter(name: String, value: String)

    /// A sentence saying what is wrong with the URL.
    public var description: String {
        switch self {
        case .malformed(let url): "\"\(url)\" is not a URL"
        case .unsupportedScheme(let url, let expected): "\"\(url)\" is not a \(expected):// link"
        case .unknownPath(let path): "no link matches \"\(path)\""
        case .invalidParameter(let name, let value): "\"\(value)\" is not a valid \(name)"
        }
    }
}
