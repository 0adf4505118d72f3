/// One subscriber as its core's subscriber list holds it: the handler and its ticket.
///
/// Only the subscriber list owns a box, so removing it from the list (on cancel or on
/// termination) releases the handler and everything it captured, even while the subscriber
/// still holds its ``Subscription`` token. The handler is immutable, so calling it needs no
/// retain of its context.
@usableFromInline
final class SubscriberBox<Value: Sendable, Failure: Error>: Sendable {
    @usableFromInline let handler: @Sendable (StreamEvent<Value, Failure>) -> Void
    @usableFromInline let ticket: SubscriptionTicket<Value, Failure>

    init(handler: @escaping @Sendable (StreamEvent<Value, Failure>) -> Void, ticket: SubscriptionTicket<Value, Failure>)
    {
        self.handler = handler
        self.ticket = ticket
    }

    @inlinable @inline(__always)
    func deliver(_ event: StreamEvent<Value, Failure>) {
        // A cancel from another thread is seen here, so no new call starts once `cancel()` returned.
        guard !ticket.isCancelled else { return }
        handler(event)
    }
}

/// The part of a subscription its token keeps: the cancelled flag and the way to unsubscribe.
@usableFromInline
final class SubscriptionTicket<Value: Sendable, Failure: Error>: SubscriptionTarget {
    @usableFromInline let cancelled = AtomicFlag(false)
    private let core: StreamCore<Value, Failure>

    init(core: StreamCore<Value, Failure>) {
        self.core = core
    }

    @inlinable
    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    func cancel() {
        guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        core.remove(self)
    }
}
