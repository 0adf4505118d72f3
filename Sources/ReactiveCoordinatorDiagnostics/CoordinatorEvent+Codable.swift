public import ReactiveCoordinator

// The events' `Codable` form lives here, not in the core: no library code encodes an event, and
// the conformance was most of the core's largest object file. The JSON is the one the core's
// synthesized conformance wrote: an object with `sequence`, `path`, `depth`, `kind` and `scene`
// (left out when nil), the kind keyed by its case with its labelled values inside.

extension CoordinatorEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case sequence, path, depth, kind, scene
    }

    /// Decodes an event from the object ``encode(to:)`` writes.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing or of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sequence: try container.decode(Int.self, forKey: .sequence),
            path: try container.decode(String.self, forKey: .path),
            depth: try container.decode(Int.self, forKey: .depth),
            kind: try container.decode(Kind.self, forKey: .kind),
            scene: try container.decodeIfPresent(String.self, forKey: .scene))
    }

    /// Encodes the event as one object with `sequence`, `path`, `depth`, `kind` and `scene`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sequence, forKey: .sequence)
        try container.encode(path, forKey: .path)
        try container.encode(depth, forKey: .depth)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(scene, forKey: .scene)
    }
}

extension CoordinatorEvent.Kind: Codable {
    /// Decodes a kind from the object ``encode(to:)`` writes.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if the object names no kind, or a value is missing.
    public init(from decoder: any Decoder) throws {
        self = try KindCoding(from: decoder).kind
    }

    /// Encodes the kind as an object keyed by its case, with its labelled values inside.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try KindCoding(self).encode(to: encoder)
    }
}

/// `CoordinatorEvent.Kind` case for case, so that the compiler writes its coding.
private enum KindCoding: Codable {
    case started
    case intentReceived(intent: LoggedValue, screen: String)
    case routed(intent: LoggedValue, from: String?)
    case bubbled(intent: LoggedValue)
    case unhandled(intent: LoggedValue)
    case intentBuffered(intent: LoggedValue)
    case intentDropped(intent: LoggedValue, reason: String)
    case screenBound(screen: String)
    case screenRouted(screen: String)
    case screenReleased(screen: String)
    case childAdded(child: String)
    case childFinished(child: String, result: LoggedValue?, reason: TeardownReason)
    case tornDown(reason: TeardownReason)
    case paused
    case resumed
    case rejected(operation: String, reason: String)
    case deepLinkStep(index: Int, intent: LoggedValue)
    case deepLinkWaiting(reason: String)
    case restorationStep(index: Int, kind: String)
    case alertShown(title: String, style: AlertStyle)
    case alertAnswered(title: String, button: String, action: LoggedValue)
    case alertDismissed(title: String, reason: AlertDismissal)
    case leaveRefused(screen: String, gesture: LeaveGesture)
    case leaveAsked(screen: String, cause: LeaveCause, operation: String?)
    case changeWaits(operation: String, behind: String)
    case changeEnded(operation: String, outcome: ChangeOutcome)

    init(_ kind: CoordinatorEvent.Kind) {
        self =
            switch kind {
            case .started: .started
            case .intentReceived(let intent, let screen): .intentReceived(intent: intent, screen: screen)
            case .routed(let intent, let from): .routed(intent: intent, from: from)
            case .bubbled(let intent): .bubbled(intent: intent)
            case .unhandled(let intent): .unhandled(intent: intent)
            case .intentBuffered(let intent): .intentBuffered(intent: intent)
            case .intentDropped(let intent, let reason): .intentDropped(intent: intent, reason: reason)
            case .screenBound(let screen): .screenBound(screen: screen)
            case .screenRouted(let screen): .screenRouted(screen: screen)
            case .screenReleased(let screen): .screenReleased(screen: screen)
            case .childAdded(let child): .childAdded(child: child)
            case .childFinished(let child, let result, let reason):
                .childFinished(child: child, result: result, reason: reason)
            case .tornDown(let reason): .tornDown(reason: reason)
            case .paused: .paused
            case .resumed: .resumed
            case .rejected(let operation, let reason): .rejected(operation: operation, reason: reason)
            case .deepLinkStep(let index, let intent): .deepLinkStep(index: index, intent: intent)
            case .deepLinkWaiting(let reason): .deepLinkWaiting(reason: reason)
            case .restorationStep(let index, let kind): .restorationStep(index: index, kind: kind)
            case .alertShown(let title, let style): .alertShown(title: title, style: style)
            case .alertAnswered(let title, let button, let action):
                .alertAnswered(title: title, button: button, action: action)
            case .alertDismissed(let title, let reason): .alertDismissed(title: title, reason: reason)
            case .leaveRefused(let screen, let gesture): .leaveRefused(screen: screen, gesture: gesture)
            case .leaveAsked(let screen, let cause, let operation):
                .leaveAsked(screen: screen, cause: cause, operation: operation)
            case .changeWaits(let operation, let behind): .changeWaits(operation: operation, behind: behind)
            case .changeEnded(let operation, let outcome): .changeEnded(operation: operation, outcome: outcome)
            }
    }

    var kind: CoordinatorEvent.Kind {
        switch self {
        case .started: .started
        case .intentReceived(let intent, let screen): .intentReceived(intent: intent, screen: screen)
        case .routed(let intent, let from): .routed(intent: intent, from: from)
        case .bubbled(let intent): .bubbled(intent: intent)
        case .unhandled(let intent): .unhandled(intent: intent)
        case .intentBuffered(let intent): .intentBuffered(intent: intent)
        case .intentDropped(let intent, let reason): .intentDropped(intent: intent, reason: reason)
        case .screenBound(let screen): .screenBound(screen: screen)
        case .screenRouted(let screen): .screenRouted(screen: screen)
        case .screenReleased(let screen): .screenReleased(screen: screen)
        case .childAdded(let child): .childAdded(child: child)
        case .childFinished(let child, let result, let reason):
            .childFinished(child: child, result: result, reason: reason)
        case .tornDown(let reason): .tornDown(reason: reason)
        case .paused: .paused
        case .resumed: .resumed
        case .rejected(let operation, let reason): .rejected(operation: operation, reason: reason)
        case .deepLinkStep(let index, let intent): .deepLinkStep(index: index, intent: intent)
        case .deepLinkWaiting(let reason): .deepLinkWaiting(reason: reason)
        case .restorationStep(let index, let kind): .restorationStep(index: index, kind: kind)
        case .alertShown(let title, let style): .alertShown(title: title, style: style)
        case .alertAnswered(let title, let button, let action):
            .alertAnswered(title: title, button: button, action: action)
        case .alertDismissed(let title, let reason): .alertDismissed(title: title, reason: reason)
        case .leaveRefused(let screen, let gesture): .leaveRefused(screen: screen, gesture: gesture)
        case .leaveAsked(let screen, let cause, let operation):
            .leaveAsked(screen: screen, cause: cause, operation: operation)
        case .changeWaits(let operation, let behind): .changeWaits(operation: operation, behind: behind)
        case .changeEnded(let operation, let outcome): .changeEnded(operation: operation, outcome: outcome)
        }
    }
}
