import ReactiveCoordinator

/// Counts a tree's events by kind without keeping them, for trees too big to record line by line.
@MainActor
final class EventTally {
    private(set) var started = 0
    private(set) var bubbled = 0
    private(set) var routed: [CoordinatorEvent] = []
    private(set) var unhandled = 0
    private(set) var rejected: [CoordinatorEvent] = []
    private(set) var tornDown = 0
    /// Whether every teardown so far came at the same depth as the one before it or shallower,
    /// which for a chain or a star means children first.
    private(set) var teardownNeverDeepens = true
    private var lastTeardownDepth = Int.max
    private var subscription: MainActorSubscription?

    init(_ tree: CoordinatorTree) {
        subscription = tree.events.subscribe { [weak self] event in
            guard case .value(let event) = event else { return }
            self?.count(event)
        }
    }

    private func count(_ event: CoordinatorEvent) {
        switch event.kind {
        case .started: started += 1
        case .bubbled: bubbled += 1
        case .routed: routed.append(event)
        case .unhandled: unhandled += 1
        case .rejected: rejected.append(event)
        case .tornDown:
            tornDown += 1
            if event.depth > lastTeardownDepth { teardownNeverDeepens = false }
            lastTeardownDepth = event.depth
        default: break
        }
    }
}
