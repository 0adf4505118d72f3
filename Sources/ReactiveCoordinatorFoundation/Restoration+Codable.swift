public import ReactiveCoordinator

// The `Codable` form of the restoration models lives here, beside their JSON (issue 32): no core
// code encodes them, and their coding was 22 KB of the core's release objects. Each writes the
// JSON the core's conformance wrote (the struct ones were synthesized: an object of the stored
// properties, in their order, an optional left out when nil), with the same errors: the key
// types keep the synthesized names, which the errors' text shows.

extension CoordinatorRestoration.Presentation: Codable {
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

extension CoordinatorRestoration: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, presentation, payload, schema
    }

    /// Decodes a restoration value.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when a field is missing or of another type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        let presentation = try container.decode(Presentation.self, forKey: .presentation)
        let payload = try container.decode(String.self, forKey: .payload)
        let schema = try container.decode(Int.self, forKey: .schema)
        self.init(kind: kind, shown: presentation, payload: payload)
        self.schema = schema
    }

    /// Encodes a restoration value.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(presentation, forKey: .presentation)
        try container.encode(payload, forKey: .payload)
        try container.encode(schema, forKey: .schema)
    }
}

extension RestorationRecord.Step: Codable {
    private enum CodingKeys: String, CodingKey {
        case path, parent, restoration
    }

    /// Decodes a step.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when a field is missing or of another type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            path: try container.decode(String.self, forKey: .path),
            parent: try container.decode(String.self, forKey: .parent),
            restoration: try container.decode(CoordinatorRestoration.self, forKey: .restoration))
    }

    /// Encodes a step.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(parent, forKey: .parent)
        try container.encode(restoration, forKey: .restoration)
    }
}

extension RestorationRecord: Codable {
    /// Decodes a record, refusing one of more than `maximumSteps` steps before decoding them.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `RestorationError.tooManySteps`, or the decoder's error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let schema = try container.decode(Int.self, forKey: .schema)
        var list = try container.nestedUnkeyedContainer(forKey: .steps)
        if let count = list.count, count > Self.maximumSteps {
            throw RestorationError.tooManySteps(count: count, limit: Self.maximumSteps)
        }
        var steps: [Step] = []
        steps.reserveCapacity(list.count ?? 0)
        while !list.isAtEnd {
            // A decoder that does not know the count stops one step past the limit.
            guard steps.count < Self.maximumSteps else {
                throw RestorationError.tooManySteps(count: steps.count + 1, limit: Self.maximumSteps)
            }
            steps.append(try list.decode(Step.self))
        }
        // Absent from records written before they had an owner and a scene: those decode with
        // neither (and restore only where none is expected).
        let owner = try container.decodeIfPresent(String.self, forKey: .owner)
        let scene = try container.decodeIfPresent(String.self, forKey: .scene)
        self.init(schema: schema, steps: steps, owner: owner, scene: scene)
    }

    private enum CodingKeys: String, CodingKey {
        case schema, steps, owner, scene
    }

    /// Encodes a record.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schema, forKey: .schema)
        try container.encode(steps, forKey: .steps)
        try container.encodeIfPresent(owner, forKey: .owner)
        try container.encodeIfPresent(scene, forKey: .scene)
    }
}
