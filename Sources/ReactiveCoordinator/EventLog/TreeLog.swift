import Streams

/// A tree's event log: the numbering, the stream the events go out on, and what deep links count.
///
/// Every coordinator of a tree holds its tree's log strongly, so logging costs no weak load on
/// each event; the tree closes the log when it goes, and a closed log records nothing (a tree
/// released while running cancels its coordinators without a log to write to).
@MainActor
final class TreeLog {
    let source = MainActorSource<CoordinatorEvent, Never>()
    private(set) var nextSequence = 1
    /// How many intents reached the root unhandled; deep links watch it.
    private(set) var unhandledCount = 0
    private var isClosed = false
    /// The scene the tree runs in, stamped on every event; nil for an app of one window.
    var scene: String?

    /// Numbers an event, and builds and sends it only if something subscribes to the log.
    @inline(__always)
    func record(_ kind: @autoclosure () -> CoordinatorEvent.Kind, path: CoordinatorPath) {
        record(kind(), path: path.rendered, depth: path.depth)
    }

    /// Records an event about `coordinator`, whose path is read only if the event is built.
    @inline(__always)
    func record(_ kind: @autoclosure () -> CoordinatorEvent.Kind, about coordinator: FlowNode) {
        record(kind(), path: coordinator.treePath.rendered, depth: coordinator.treePath.depth)
    }

    @inline(__always)
    private func record(
        _ kind: @autoclosure () -> CoordinatorEvent.Kind, path: @autoclosure () -> String,
        depth: @autoclosure () -> Int
    ) {
        guard !isClosed else { return }
        let sequence = nextSequence
        nextSequence += 1
        guard source.hasSubscribers else { return }
        source.send(CoordinatorEvent(sequence: sequence, path: path(), depth: depth(), kind: kind(), scene: scene))
    }

    /// An intent reached the root unhandled.
    func noteUnhandled() {
        unhandledCount += 1
    }

    /// The tree is gone: nothing more is recorded, and the log's stream finishes.
    func close() {
        isClosed = true
        source.finish()
    }
}
