/// A value carried by a log event (an intent, a result), rendered as text only when read.
///
/// Routing an intent logs it, but most of the time nobody reads the log: a `LoggedValue` keeps
/// the value and renders it only when its ``description`` is asked for, by a printer, a recorder
/// or a comparison. The text names no module, so renaming one changes no expectation: an enum
/// case reads `choose(m)`, not `choose(Shop.Size.m)`. Compare it with a string literal as you
/// would with the text it renders to:
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/EventLogSamples.swift#logged-value -->
/// ```swift
/// if case .routed(intent: "archive", from: nil) = event.kind { print("archived") }
/// ```
///
/// ## Contract
/// - Two logged values are equal when their texts are equal; hashing uses the text too.
/// - Encoding (its `Codable` form is in `ReactiveCoordinatorDiagnostics`) writes the text; a
///   decoded value holds that text only.
/// - The text is rendered from the value as it is when read: log values, not objects that change.
/// - Rendering: a type's own `CustomStringConvertible` text wins; a string is itself at the top
///   and quoted inside another value; an enum case is its name, then its payload in
///   parentheses; a struct is its type's name and its stored properties, `Item(name: "a")`; a
///   class without a text of its own is its type's name; an optional is its value or `nil`;
///   arrays, sets and dictionaries are bracketed, sets and dictionaries sorted by text, so the
///   same value always reads the same. No part names its module.
public struct LoggedValue: Sendable, Hashable, CustomStringConvertible,
    ExpressibleByStringInterpolation
{
    private enum Storage {
        /// A value, rendered by the rules above when read.
        case value(any Sendable)
        /// Text already.
        case text(String)
        /// A value whose text is `String(describing:)`, made when read: it reads as a text
        /// logged at once would, at none of the cost when nobody reads it.
        case described(any Sendable)
    }

    private let storage: Storage

    /// Wraps a value; its text is rendered when first read.
    ///
    /// - Parameter value: The value to log.
    package init(_ value: any Sendable) {
        storage = .value(value)
    }

    /// A logged value that is its text already.
    ///
    /// - Parameter text: The text.
    package init(text: String) {
        storage = .text(text)
    }

    /// A logged value whose text is `String(describing: value)`, made only when read.
    ///
    /// - Parameter value: The value; its text is taken when read, so it must not change.
    package init(describing value: any Sendable) {
        storage = .described(value)
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

    /// The enum case the value is, without its associated values, or `nil` for any other value
    /// (a string, a number, a struct).
    ///
    /// Read from the value's structure, not its text, so a string that looks like a case name is
    /// not one: breadcrumbs carry case names by default and must carry nothing a user typed. A
    /// case without associated values of an enum with its own description has no name the
    /// library can read. A value known only by its text (decoded) gives the name before `(` when
    /// the text has the form the log gives a case with values (`open(id: 1)`), else `nil`.
    package var caseName: String? {
        let value: any Sendable
        switch storage {
        case .value(let stored): value = stored
        case .text(let text): return Self.caseName(inText: text)
        case .described(let described): return Self.caseName(inText: String(describing: described))
        }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum else { return nil }
        if let label = mirror.children.first?.label { return label }
        guard !(value is any CustomStringConvertible), !(value is any CustomDebugStringConvertible) else { return nil }
        return String(describing: value)
    }

    private static func caseName(inText text: String) -> String? {
        guard let open = text.firstIndex(of: "("), text.last == ")" else { return nil }
        let name = text[..<open]
        guard let first = name.first, first.isLetter, first.isLowercase,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return String(name)
    }

    /// The value's text, without module names (see the rendering rules above).
    public var description: String {
        switch storage {
        case .value(let value): Self.render(value, nested: false)
        case .text(let text): text
        case .described(let value): String(describing: value)
        }
    }

    /// The one place a logged value becomes text.
    static func render(_ value: Any, nested: Bool) -> String {
        if let text = value as? String { return nested ? text.debugDescription : text }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { render($0.value, nested: nested) } ?? "nil"
        case .collection:
            return "[" + mirror.children.map { render($0.value, nested: true) }.joined(separator: ", ") + "]"
        case .set:
            return "[" + mirror.children.map { render($0.value, nested: true) }.sorted().joined(separator: ", ") + "]"
        case .dictionary:
            let pairs = mirror.children.map { pair in
                let parts = Mirror(reflecting: pair.value).children.map { render($0.value, nested: true) }
                return parts.joined(separator: ": ")
            }
            return pairs.isEmpty ? "[:]" : "[" + pairs.sorted().joined(separator: ", ") + "]"
        default:
            break
        }
        if let custom = value as? any CustomStringConvertible { return custom.description }
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first else { return String(describing: value) }
            let inner = Mirror(reflecting: payload.value)
            let fields = inner.displayStyle == .tuple ? renderFields(inner) : render(payload.value, nested: true)
            return "\(payload.label ?? "")(\(fields))"
        case .tuple:
            return "(\(renderFields(mirror)))"
        case .struct:
            return "\(_typeName(type(of: value), qualified: false))(\(renderFields(mirror)))"
        case .class:
            return _typeName(type(of: value), qualified: false)
        default:
            return String(describing: value)
        }
    }

    /// `label: value, ...`, leaving out the positional labels of tuples (`.0`, `.1`).
    private static func renderFields(_ mirror: Mirror) -> String {
        mirror.children.map { child in
            let text = render(child.value, nested: true)
            guard let label = child.label, !label.hasPrefix(".") else { return text }
            return "\(label): \(text)"
        }.joined(separator: ", ")
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
