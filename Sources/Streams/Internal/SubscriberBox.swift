import Synchronization

/// One subscriber's handler, kept in its core's subscriber list.
///
/// The handler is released when the subscriber is removed or the stream terminates, so a
/// retain cycle through a handler cannot outlive its subscription.
final class SubscriberBox<Value: Sendable, Failure: Error>: @unchecked Sendable, SubscriptionTarget {
    // @unchecked Sendable: `handler` is only read and cleared by the thread holding the core's
    // delivery token; `cancelled` is atomic; `core` is immutable.

    typealias Event = StreamEvent<Value, Failure>

    private let core: StreamCore<Value, Failure>
    private var handler: (@Sendable (Event) -> Void)?
    private let cancelled = Atomic<Bool>(false)

    init(core: StreamCore<Value, Failure>, handler: @escaping @Sendable (Event) -> Void) {
        self.core = core
        self.handler = handler
    }

    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    @inline(__always)
    func deliver(_ event: Event) {
        // A cancel from another thread is seen here, so no new call starts once `cancel()` returned.
        guard !cancelled.load(ordering: .acquiring) else { return }
        handler?(event)
    }

    func deliverTerminal(_ event: Event) {
        let last = handler
        handler = nil
        guard !cancelled.load(ordering: .acquiring) else { return }
        last?(event)
    }

    func releaseHandler() {
        handler = nil
    }

    func cancel() {
        guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        core.remove(self)
    }
}
