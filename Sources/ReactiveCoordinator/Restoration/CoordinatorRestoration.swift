/// What recreates one coordinator from its parent: a kind, the way it is shown, and a value.
///
/// A coordinator that opts into restoration returns one from
/// ``RestorableCoordinator/restoration``; its parent reads it back in
/// ``RestorableCoordinator/restoreChild(from:in:)``. The value is stored as JSON text, so a record
/// stays readable and `Codable` whatever the value's type; `ReactiveCoordinatorFoundation` writes
/// and reads that text, and makes the restoration value and its record `Codable`:
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/RestorationSamples.swift#value -->
/// ```swift
/// let restoration = try CoordinatorRestoration(kind: "product", shown: .pushed, value: 42)
/// let id = try restoration.value(Int.self)  // 42
/// ```
public struct CoordinatorRestoration: Sendable, Equatable {
    /// How a restored coordinator's screen is shown in its parent's containers.
    public enum Presentation: Sendable, Equatable {
        /// Pushed on a navigation stack.
        case pushed
        /// Presented modally.
        case presented
        /// One of a tab container's tabs, by position.
        case tab(index: Int)
        /// A column of a split container.
        case splitColumn(primary: Bool)
        /// The window's root: it replaces what the window showed.
        case windowRoot
    }

    /// What kind of coordinator this is, as its parent knows it (`product`).
    public var kind: String
    /// How it is shown.
    public var presentation: Presentation
    /// The value, as JSON text.
    package var payload: String
    /// The schema of the record it was written in; set by
    /// ``CoordinatorTree/restorationRecord(schema:owner:)``, 0 until then.
    public var schema: Int

    /// Creates a restoration value from its value's JSON text; the JSON form
    /// (`init(kind:shown:value:)`, in `ReactiveCoordinatorFoundation`) encodes it.
    ///
    /// - Parameters:
    ///   - kind: The kind of coordinator, as its parent knows it.
    ///   - presentation: How it is shown.
    ///   - payload: The value, as JSON text.
    package init(kind: String, shown presentation: Presentation, payload: String) {
        self.kind = kind
        self.presentation = presentation
        self.payload = payload
        self.schema = 0
    }
}
