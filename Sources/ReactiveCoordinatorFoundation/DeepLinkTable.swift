public import Foundation
public import ReactiveCoordinator

/// The URLs an app answers, as a small table of patterns, each making a `DeepLink`.
///
/// A pattern is a path of literal segments and `:name` parameters. For a URL with the table's
/// custom scheme, the host is the first segment: `shop://product/42/reviews` has the segments
/// `product`, `42`, `reviews`. A URL without a scheme is read as a path.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/DeepLinkSamples.swift#table -->
/// ```swift
/// var table = DeepLinkTable(scheme: "shop")
/// table.add("product/:id/reviews") { parameters throws(DeepLinkURLError) in
///     DeepLink(ShopStep.product(id: try parameters.integer("id")), ShopStep.reviews)
/// }
/// try await tree.open(table.link(for: "shop://product/42/reviews"))
/// ```
///
/// ## Contract
/// - The host and the path's segments are read as written and compared with the patterns'
///   literals byte for byte, after one rule (the "Deep links and restoration" article): the path
///   is split on its written slashes before each segment is percent-decoded, so `%2F` stays in
///   its segment; a link is refused, with a typed error, when its host differs from what the URL
///   parser makes of it or holds any escape, when a segment escapes a letter, a digit or `-._~`,
///   or when either holds an invisible or confusable character (zero-width, bidi controls,
///   fullwidth and other compatibility forms). Nothing is mapped.
/// - Patterns are tried in the order added; the first whose segments match makes the link.
/// - Query items are parameters too, unless a path parameter has their name.
/// - Errors are typed: ``DeepLinkURLError``.
/// - A URL longer than ``maximumURLLength`` is refused before it is parsed, and one whose host is
///   longer than ``maximumHostLength`` before any pattern is tried, each with a typed error that
///   quotes only the input's first 64 bytes. Below those limits, reading a URL costs time in
///   proportion to its length and the number of patterns.
public struct DeepLinkTable: Sendable {
    /// The longest URL a table reads, in UTF-8 bytes: 8,192.
    ///
    /// A longer one is refused with ``DeepLinkURLError/tooLong(prefix:byteCount:limit:)`` before
    /// it is parsed. Browsers and servers commonly cap URLs at 8 KB too; a link an app hands out
    /// is far shorter, and a URL scheme can be opened by any web page or app, so the limit bounds
    /// what a stranger's input costs.
    public static let maximumURLLength = 8_192

    /// The longest host a table reads, in UTF-8 bytes: 1,024.
    ///
    /// The host is a link's first segment (`product` in `shop://product/42`). A longer one is
    /// refused with ``DeepLinkURLError/hostTooLong(prefix:byteCount:limit:)``, rather than read
    /// as no host at all: Foundation's `URLComponents` drops a host over 2,048 bytes without a
    /// word, which would make the rest of the URL match a shorter pattern.
    public static let maximumHostLength = 1_024

    /// Makes a link from a matched pattern's parameters.
    typealias Make = @Sendable (LinkParameters) throws(DeepLinkURLError) -> DeepLink

    private struct Entry: Sendable {
        let segments: [Substring]
        let make: Make
    }

    /// The scheme of the URLs this table answers, without `://`.
    package let scheme: String
    private var entries: [Entry] = []

    /// Creates an empty table for URLs of one scheme.
    ///
    /// - Parameter scheme: The scheme, such as `shop` for `shop://product/42`.
    public init(scheme: String) {
        self.scheme = scheme
    }

    /// Adds a pattern, after those already added.
    ///
    /// - Parameters:
    ///   - pattern: Segments separated by `/`; one starting with `:` is a parameter.
    ///   - make: Makes the link from the parameters; throw
    ///     ``DeepLinkURLError/invalidParameter(name:value:)`` for a value it cannot use.
    public mutating func add(
        _ pattern: String, make: @escaping @Sendable (LinkParameters) throws(DeepLinkURLError) -> DeepLink
    ) {
        entries.append(Entry(segments: pattern.split(separator: "/"), make: make))
    }

    /// The link a URL maps to.
    ///
    /// - Parameter url: The URL.
    /// - Returns: The link of the first pattern that matches.
    /// - Throws: ``DeepLinkURLError``.
    public func link(for url: URL) throws(DeepLinkURLError) -> DeepLink {
        try link(for: url.absoluteString)
    }

    /// The link a URL, given as text, maps to.
    ///
    /// - Parameter text: The URL (`shop://product/42`) or a bare path (`product/42`).
    /// - Returns: The link of the first pattern that matches.
    /// - Throws: ``DeepLinkURLError``.
    public func link(for text: String) throws(DeepLinkURLError) -> DeepLink {
        let byteCount = text.utf8.count
        guard byteCount <= Self.maximumURLLength else {
            throw .tooLong(prefix: shortPrefix(text), byteCount: byteCount, limit: Self.maximumURLLength)
        }
        guard !text.isEmpty, let components = URLComponents(string: text) else { throw .malformed(url: text) }
        var segments: [String] = []
        if let found = components.scheme {
            guard found.lowercased() == scheme.lowercased() else {
                throw .unsupportedScheme(url: text, expected: scheme)
            }
            if let host = try Self.host(of: components, in: text), !host.isEmpty { segments.append(host) }
        }
        // Split as written, then each segment decoded on its own: `%2F` stays inside its segment.
        segments += try LinkText.segments(ofEncodedPath: components.percentEncodedPath)
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
        for entry in entries {
            if let captured = Self.match(entry.segments, segments) {
                return try entry.make(LinkParameters(captured.merging(query) { path, _ in path }))
            }
        }
        throw .unknownPath(path: segments.joined(separator: "/"))
    }

    /// The URL's host, refused when it is too long or when the parser dropped one the text has.
    private static func host(of components: URLComponents, in text: String) throws(DeepLinkURLError) -> String? {
        // The host as written: after `scheme://`, up to the path, the query or the fragment.
        var authority = Substring(text)
        if let colon = authority.firstIndex(of: ":") { authority = authority[authority.index(after: colon)...] }
        authority = authority.hasPrefix("//") ? authority.dropFirst(2) : ""
        authority = authority.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let host = components.host ?? String(authority)
        let byteCount = host.utf8.count
        guard byteCount <= maximumHostLength else {
            throw .hostTooLong(prefix: shortPrefix(host), byteCount: byteCount, limit: maximumHostLength)
        }
        // The parser dropped a host the text has: say so rather than match the rest without it.
        guard components.host != nil || authority.isEmpty else { throw .malformed(url: text) }
        // Read as written (LinkText): the parser maps fullwidth letters and drops zero-width
        // characters (IDNA), decodes escapes and splits off a user or a port; none of that runs.
        let written = String(authority)
        if let percent = written.firstIndex(of: "%") {
            throw .escapedCharacter(part: excerpt(written), escape: String(written[percent...].prefix(3)))
        }
        if let scalar = LinkText.refusedScalar(in: written) {
            throw .invisibleOrConfusableCharacter(part: excerpt(written), scalar: scalar)
        }
        guard components.host == nil || components.host == written else { throw .malformed(url: text) }
        return components.host
    }

    private static func match(_ pattern: [Substring], _ segments: [String]) -> [String: String]? {
        guard pattern.count == segments.count else { return nil }
        var captured: [String: String] = [:]
        for (part, segment) in zip(pattern, segments) {
            if part.hasPrefix(":") {
                captured[String(part.dropFirst())] = segment
            } else if part != segment {
                return nil
            }
        }
        return captured
    }
}
