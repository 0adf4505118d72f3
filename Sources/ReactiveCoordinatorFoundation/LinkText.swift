import Foundation
import ReactiveCoordinator

/// How a ``DeepLinkTable`` reads a URL's host and path segments: as written, with nothing mapped.
///
/// What a user sees in a link must be what runs, so nothing that could make two different texts
/// read as one is applied; such a text is refused instead:
/// - The host is the text between `scheme://` and the path, exactly. A host the URL parser would
///   read as anything else (IDNA maps fullwidth letters to ASCII and drops zero-width
///   characters; a percent-escape is decoded; a user or a port is split off) is refused, and a
///   host may hold no percent-escape at all.
/// - The path is split on the slashes written in it, and then each segment is percent-decoded
///   on its own, so an escaped slash (`%2F`) stays inside its segment.
/// - A segment may not escape what it could have written plainly: a letter, a digit, `-`, `.`,
///   `_` or `~` (`%69nbox`).
/// - No host or segment, once decoded, may hold a character a reader cannot see or could take
///   for another: a control or format character (zero-width spaces and joiners, bidi controls),
///   a default-ignorable one, a separator other than the ASCII space, a private-use or unassigned
///   one, or a compatibility form whose normalised form (NFKC) is a different text (fullwidth and
///   halfwidth forms, ligatures, mathematical letters, superscripts).
enum LinkText {
    /// The first character of `text` the rule refuses, if any.
    static func refusedScalar(in text: some StringProtocol) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isRefused)
    }

    /// The segments of a percent-encoded path, each decoded on its own.
    static func segments(ofEncodedPath path: String) throws(DeepLinkURLError) -> [String] {
        var segments: [String] = []
        for encoded in path.split(separator: "/") {
            if let escape = escapedUnreserved(in: encoded) {
                throw .escapedCharacter(part: String(encoded), escape: escape)
            }
            guard let segment = encoded.removingPercentEncoding else {
                throw .malformed(url: String(encoded))
            }
            if let scalar = refusedScalar(in: segment) {
                throw .invisibleOrConfusableCharacter(part: excerpt(segment), scalar: scalar)
            }
            segments.append(segment)
        }
        return segments
    }

    /// The first `%XX` of `text` that escapes a letter, a digit, `-`, `.`, `_` or `~`.
    private static func escapedUnreserved(in text: Substring) -> String? {
        let bytes = Array(text.utf8)
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), let value = hexValue(bytes[index + 1], bytes[index + 2]),
                isUnreserved(value)
            {
                return String(decoding: bytes[index...index + 2], as: UTF8.self)
            }
            index += 1
        }
        return nil
    }

    private static func hexValue(_ high: UInt8, _ low: UInt8) -> UInt8? {
        guard let high = hexDigit(high), let low = hexDigit(low) else { return nil }
        return high << 4 | low
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate,
            .unassigned:
            return true
        default:
            break
        }
        if properties.isDefaultIgnorableCodePoint || properties.isBidiControl || properties.isJoinControl {
            return true
        }
        // A compatibility form reads as another text: fullwidth `ｉ` as `i`, `ﬁ` as `fi`.
        let text = String(scalar)
        return text.precomposedStringWithCompatibilityMapping != text
    }
}
