/// What recreates one coordinator from its parent: a kind, the way it is shown, and a value.
///
/// A coordinator that opts into restoration returns one from
/// ``RestorableCoordinator/restoration``; its parent reads it back in
/// ``RestorableCoordinator/restoreChild(from:in:)``. The value is stored as JSON text, so a record
/// stays readable and `Codable` whatever the value's type; `ReactiveCoordinatorFoundation` writes
/// and reads that text:
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/RestorationSamples.swift#value -->
/// ```swift
/// let restoration = try CoordinatorRestoration(kind: "product", shown: .pushed, value: 42)
/// let id = try restoration.value(Int.self)  // 42
/// ```
public struct CoordinatorRestoration: Codable, Sendable, Equatable {
    /// How a restored coordinator's screen is shown in its parent's containers.
    public enum Presentation: Codable, Sendable, Equatable {
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

        // Written out rather than synthesized: the synthesized form is the same JSON (the case's
        // name, then its fields: `{"tab":{"index":2}}`), the same errors, and three times the code.
        private enum CodingKeys: String, CodingKey {
            case pushed, presented, tab, splitColumn, windowRoot
        }
        // The key types' names are in the errors' text, as the synthesized ones were.
        private enum TabCodingKeys: String, CodingKey { case index }
        private enum SplitColumnCodingKeys: String, CodingKey { case primary }
        private enum NoFieldsCodingKeys: CodingKey {}

        /// Reads a presentation as its case's name keying its fields.
        ///
        /// - Parameter decoder: The decoder to read from.
        /// - Throws: `DecodingError` when the value names no case or several, or a field is
        ///   missing or of another type.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard container.allKeys.count == 1, let key = container.allKeys.first else {
                throw DecodingError.typeMismatch(
                    Self.self,
                    DecodingError.Context(
                        codingPath: container.codingPath,
                        debugDescription: "Invalid number of keys found, expected one."))
            }
            switch key {
            case .tab:
                let fields = try container.nestedContainer(keyedBy: TabCodingKeys.self, forKey: key)
                self = .tab(index: try fields.decode(Int.self, forKey: .index))
            case .splitColumn:
                let fields = try container.nestedContainer(keyedBy: SplitColumnCodingKeys.self, forKey: key)
                self = .splitColumn(primary: try fields.decode(Bool.self, forKey: .primary))
            case .pushed, .presented, .windowRoot:
                _ = try container.nestedContainer(keyedBy: NoFieldsCodingKeys.self, forKey: key)
                self = key == .pushed ? .pushed : key == .presented ? .presented : .windowRoot
            }
        }

        /// Writes a presentation as its case's name keying its fields.
        ///
        /// - Parameter encoder: The encoder to write to.
        /// - Throws: What the encoder throws.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .tab(let index):
                var fields = container.nestedContainer(keyedBy: TabCodingKeys.self, forKey: .tab)
                try fields.encode(index, forKey: .index)
            case .splitColumn(let primary):
                var fields = container.nestedContainer(keyedBy: SplitColumnCodingKeys.self, forKey: .splitColumn)
                try fields.encode(primary, forKey: .primary)
            case .pushed:
                _ = container.nestedContainer(keyedBy: NoFieldsCodingKeys.self, forKey: .pushed)
            case .presented:
                _ = container.nestedContainer(keyedBy: NoFieldsCodingKeys.self, forKey: .presented)
            case .windowRoot:
                _ = container.nestedContainer(keyedBy: NoFieldsCodingKeys.self, forKey: .windowRoot)
            }
        }
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
