import ReactiveCoordinator
import Streams

/// Records a tree's event log as `path: event` lines, so a test can state the expected log
/// as a readable list.
@MainActor
final class EventLogRecorder {
    private(set) var events: [CoordinatorEvent] = []
    private var subscription: Subscription?

    init(_ tree: CoordinatorTree) {
        subscription = tree.events.subscribe { [weak self] event in
            guard case .value(let event) = event else { return }
            MainActor.assumeIsolated { self?.events.append(event) }
        }
    }

    /// Every event as `path: what happened`.
    var lines: [String] {
        events.map { "\($0.path): \($0.kind)" }
    }

    /// The lines recorded since the last call, so each step of a test states its own effects.
    func take() -> [String] {
        defer { consumed = events.count }
        return Array(lines[consumed...])
    }

    private var consumed = 0
}
