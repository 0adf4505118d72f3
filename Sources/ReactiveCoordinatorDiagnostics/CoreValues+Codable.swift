public import ReactiveCoordinator

// The `Codable` form of the core's values lives here, beside the events' (issue 32): no core code
// encodes them, and their coding was 66 KB (8%) of the core's release objects. Each writes the JSON the
// core's synthesized conformance wrote: a string-valued enum its raw value; an enum with values an
// object keyed by its case, its labelled values inside (`_0` for an unlabelled one); a struct an
// object of its stored properties, in their order, an optional left out when nil.

extension TeardownReason: Codable {}
extension CoordinatorState: Codable {}
extension PausedIntentPolicy: Codable {}
extension AlertStyle: Codable {}
extension AlertButtonRole: Codable {}
extension AlertDismissal: Codable {}
extension LeaveGesture: Codable {}
extension LeaveAnswer: Codable {}
extension LeakReport.Kind: Codable {}

extension LoggedValue: Codable {
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
}

extension LeaveCause: Codable {
    /// Decodes a cause from the object ``encode(to:)`` writes.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if the object names no cause, or a value is missing.
    public init(from decoder: any Decoder) throws {
        self =
            switch try LeaveCauseCoding(from: decoder) {
            case .gesture(let gesture): .gesture(gesture)
            case .flow(let path): .flow(path: path)
            case .link(let step): .link(step: step)
            case .restoration(let step): .restoration(step: step)
            case .closing(let reason): .closing(reason)
            }
    }

    /// Encodes the cause as an object keyed by its case, with its values inside.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        let coding: LeaveCauseCoding =
            switch self {
            case .gesture(let gesture): .gesture(gesture)
            case .flow(let path): .flow(path: path)
            case .link(let step): .link(step: step)
            case .restoration(let step): .restoration(step: step)
            case .closing(let reason): .closing(reason)
            }
        try coding.encode(to: encoder)
    }
}

/// `LeaveCause` case for case, so that the compiler writes its coding.
private enum LeaveCauseCoding: Codable {
    case gesture(LeaveGesture)
    case flow(path: String)
    case link(step: Int)
    case restoration(step: Int)
    case closing(TeardownReason)
}

extension ChangeOutcome: Codable {
    /// Decodes an outcome from the object ``encode(to:)`` writes.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if the object names no outcome, or a value is missing.
    public init(from decoder: any Decoder) throws {
        self =
            switch try ChangeOutcomeCoding(from: decoder) {
            case .applied: .applied
            case .refused(let by): .refused(by: by)
            case .superseded(let reason): .superseded(reason: reason)
            case .cancelled(let reason): .cancelled(reason: reason)
            case .rejected(let reason): .rejected(reason: reason)
            }
    }

    /// Encodes the outcome as an object keyed by its case, with its values inside.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        let coding: ChangeOutcomeCoding =
            switch self {
            case .applied: .applied
            case .refused(let by): .refused(by: by)
            case .superseded(let reason): .superseded(reason: reason)
            case .cancelled(let reason): .cancelled(reason: reason)
            case .rejected(let reason): .rejected(reason: reason)
            }
        try coding.encode(to: encoder)
    }
}

/// `ChangeOutcome` case for case, so that the compiler writes its coding.
private enum ChangeOutcomeCoding: Codable {
    case applied
    case refused(by: String)
    case superseded(reason: String)
    case cancelled(reason: String)
    case rejected(reason: String)
}

extension LeakReport: Codable {
    private enum CodingKeys: String, CodingKey {
        case coordinatorsCreated, coordinatorsReleased, screensSeen, screensReleased, alive, scene
    }

    /// Decodes a report from the object ``encode(to:)`` writes.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing or of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            coordinatorsCreated: try container.decode(Int.self, forKey: .coordinatorsCreated),
            coordinatorsReleased: try container.decode(Int.self, forKey: .coordinatorsReleased),
            screensSeen: try container.decode(Int.self, forKey: .screensSeen),
            screensReleased: try container.decode(Int.self, forKey: .screensReleased),
            alive: try container.decode([AliveObject].self, forKey: .alive),
            scene: try container.decodeIfPresent(String.self, forKey: .scene))
    }

    /// Encodes the report as one object of its counts, its alive objects and its scene.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(coordinatorsCreated, forKey: .coordinatorsCreated)
        try container.encode(coordinatorsReleased, forKey: .coordinatorsReleased)
        try container.encode(screensSeen, forKey: .screensSeen)
        try container.encode(screensReleased, forKey: .screensReleased)
        try container.encode(alive, forKey: .alive)
        try container.encodeIfPresent(scene, forKey: .scene)
    }
}

extension LeakReport.AliveObject: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, name, path, why, isLeak
    }

    /// Decodes an alive object from the object ``encode(to:)`` writes.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing or of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try container.decode(LeakReport.Kind.self, forKey: .kind),
            name: try container.decode(String.self, forKey: .name),
            path: try container.decode(String.self, forKey: .path),
            why: try container.decode(String.self, forKey: .why),
            isLeak: try container.decode(Bool.self, forKey: .isLeak))
    }

    /// Encodes the object's kind, name, path, why it is alive, and whether that is a leak.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(name, forKey: .name)
        try container.encode(path, forKey: .path)
        try container.encode(why, forKey: .why)
        try container.encode(isLeak, forKey: .isLeak)
    }
}

extension TreeSnapshot: Codable {
    private enum CodingKeys: String, CodingKey {
        case nodes
    }

    /// Decodes a snapshot from the object ``encode(to:)`` writes.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing or of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(nodes: try container.decode([Node].self, forKey: .nodes))
    }

    /// Encodes the snapshot as one object holding its nodes, parents first.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(nodes, forKey: .nodes)
    }
}

extension TreeSnapshot.Node: Codable {
    private enum CodingKeys: String, CodingKey {
        case path, name, depth, state, boundScreen, routedScreens, childCount
    }

    /// Decodes a node from the object ``encode(to:)`` writes.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing or of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            path: try container.decode(String.self, forKey: .path),
            name: try container.decode(String.self, forKey: .name),
            depth: try container.decode(Int.self, forKey: .depth),
            state: try container.decode(CoordinatorState.self, forKey: .state),
            boundScreen: try container.decodeIfPresent(String.self, forKey: .boundScreen),
            routedScreens: try container.decode([String].self, forKey: .routedScreens),
            childCount: try container.decode(Int.self, forKey: .childCount))
    }

    /// Encodes the node's path, name, depth, state, screens and child count.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(name, forKey: .name)
        try container.encode(depth, forKey: .depth)
        try container.encode(state, forKey: .state)
        try container.encodeIfPresent(boundScreen, forKey: .boundScreen)
        try container.encode(routedScreens, forKey: .routedScreens)
        try container.encode(childCount, forKey: .childCount)
    }
}
