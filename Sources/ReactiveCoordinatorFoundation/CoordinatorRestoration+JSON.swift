import Foundation
public import ReactiveCoordinator

extension CoordinatorRestoration {
    /// Creates a restoration value, its value encoded as JSON.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/RestorationSamples.swift#value -->
    /// ```swift
    /// let restoration = try CoordinatorRestoration(kind: "product", shown: .pushed, value: 42)
    /// let id = try restoration.value(Int.self)  // 42
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The kind of coordinator, as its parent knows it.
    ///   - presentation: How it is shown.
    ///   - value: What recreates it (an identifier, a small state); encoded as JSON, keys sorted.
    /// - Throws: The encoder's error if the value does not encode.
    public init(kind: String, shown presentation: Presentation, value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        self.init(
            kind: kind, shown: presentation, payload: String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    /// The value, decoded from its JSON.
    ///
    /// - Parameter type: The value's type.
    /// - Returns: The value.
    /// - Throws: The decoder's error when the payload no longer decodes as `type`.
    public func value<Value: Decodable>(_ type: Value.Type) throws -> Value {
        // `data(using:)` rather than `Data(payload.utf8)`, whose generic initialiser is specialized
        // here (3 KB) for this one call.
        try JSONDecoder().decode(type, from: payload.data(using: .utf8) ?? Data())
    }
}
