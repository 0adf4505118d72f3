import ReactiveCoordinator

extension CoordinatorEvent.Kind {
    /// The event's stable name in JSON, and the details that go with it, in a fixed order.
    var jsonFields: (name: String, details: [(String, JSONValue)]) {
        switch self {
        case .started: ("started", [])
        case .intentReceived(let intent, let screen):
            ("intent", [("intent", .string(intent.description)), ("screen", .string(screen))])
        case .routed(let intent, let from):
            ("routed", [("intent", .string(intent.description)), ("from", JSONValue(from))])
        case .bubbled(let intent): ("bubbled", [("intent", .string(intent.description))])
        case .unhandled(let intent): ("unhandled", [("intent", .string(intent.description))])
        case .intentBuffered(let intent): ("buffered", [("intent", .string(intent.description))])
        case .intentDropped(let intent, let reason):
            ("dropped", [("intent", .string(intent.description)), ("reason", .string(reason))])
        case .screenBound(let screen): ("bound", [("screen", .string(screen))])
        case .screenRouted(let screen): ("screenRouted", [("screen", .string(screen))])
        case .screenReleased(let screen): ("screenReleased", [("screen", .string(screen))])
        case .childAdded(let child): ("childAdded", [("child", .string(child))])
        case .childFinished(let child, let result, let reason):
            (
                "childFinished",
                [
                    ("child", .string(child)), ("result", JSONValue(result?.description)),
                    ("reason", .string(reason.rawValue)),
                ]
            )
        case .tornDown(let reason): ("tornDown", [("reason", .string(reason.rawValue))])
        case .paused: ("paused", [])
        case .resumed: ("resumed", [])
        case .rejected(let operation, let reason):
            ("rejected", [("operation", .string(operation)), ("reason", .string(reason))])
        case .deepLinkStep(let index, let intent):
            ("deepLinkStep", [("index", .int(index)), ("intent", .string(intent.description))])
        case .deepLinkWaiting(let reason): ("deepLinkWaiting", [("reason", .string(reason))])
        case .restorationStep(let index, let kind):
            ("restorationStep", [("index", .int(index)), ("kind", .string(kind))])
        case .alertShown(let title, let style):
            ("alertShown", [("title", .string(title)), ("style", .string(style.rawValue))])
        case .alertAnswered(let title, let button, let action):
            (
                "alertAnswered",
                [("title", .string(title)), ("button", .string(button)), ("action", .string(action.description))]
            )
        case .alertDismissed(let title, let reason):
            ("alertDismissed", [("title", .string(title)), ("reason", .string(reason.rawValue))])
        case .leaveRefused(let screen, let gesture):
            ("leaveRefused", [("screen", .string(screen)), ("gesture", .string(gesture.rawValue))])
        case .leaveAsked(let screen, let cause, let operation):
            (
                "leaveAsked",
                [("screen", .string(screen)), ("cause", .string(cause.description))]
                    + (operation.map { [("operation", .string($0))] } ?? [])
            )
        case .changeWaits(let operation, let behind):
            ("changeWaits", [("operation", .string(operation)), ("behind", .string(behind))])
        case .changeEnded(let operation, let outcome):
            ("changeEnded", [("operation", .string(operation)), ("outcome", .string(outcome.description))])
        }
    }
}
