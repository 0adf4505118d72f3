/// A value carried by a log event (an intent, a result), rendered as text only when read.
///
/// Routing an intent logs it, but most of the time nobody reads the log: a `LoggedValue` keeps
/// the value and calls `String(describing:)` only when its ``description`` is asked for, by a
/// printer, a recorder or a comparison. Compare it with a string literal as you would with the
/// text it renders to:
///
/// ```swift
/// if case .routed(intent: "archive", from: nil) = event.kind { print("archived") }
/// ```
///
/// ## Contract
/// - Two logged values are equal when their texts are equal; hashing uses the text too.
/// - Encoding writes the text; a decoded value holds that text only.
/// - The text is rendered from the value as it is when read: log values, not objects that change.
public struct LoggedValue: Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringInterpolation
{
    private let value: (any Sendable)?
    private let text: String?

    /// Wraps a value; its text is rendered when first read.
    ///
    /// - Parameter value: The value to log.
    public init(_ value: any Sendable) {
        self.value = value
        self.text = nil
    }

    /// A logged value that is its text already.
    ///
    /// - Parameter text: The text.
    public init(text: String) {
        self.value = nil
        self.text = text
    }

    /// Creates a logged value from a string literal, for comparisons in tests.
    ///
    /// - Parameter value: The text.
    public init(stringLiteral value: String) {
        self.init(text: value)
    }

    /// Creates a logged value from an interpolated string, for comparisons in tests.
    ///
    /// - Parameter stringInterpolation: The interpolation.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(text: String(stringInterpolation: stringInterpolation))
    }

    /// The value's text, as `String(describing:)` renders it.
    public var description: String {
        if let text { return text }
        guard let value else { return "" }
        return String(describing: value)
    }

    /// Creates a logged value from its encoded text.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` if the value is not a string.
    public init(from decoder: any Decoder) throws {
        self.init(text: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the value's text.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError` if the encoder refuses the string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Whether two values render to the same text.
    ///
    /// - Parameters:
    ///   - lhs: A value.
    ///   - rhs: Another value.
    /// - Returns: Whether their texts are equal.
    public static func == (lhs: LoggedValue, rhs: LoggedValue) -> Bool {
        lhs.description == rhs.description
    }

    /// Hashes the value's text.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}
