/// A token that keeps a subscription to a ``MainActorStream`` alive: cancel it, or drop it, to
/// stop receiving events.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/StreamSourceSamples.swift#main-actor-subscription -->
/// ```swift
/// let source = MainActorSource<Int, Never>()
/// let subscription = source.stream.subscribe { print($0) }
/// subscription.cancel()  // or let it go out of scope
/// ```
///
/// ## Contract
/// - ``cancel()`` is idempotent and may be called from inside the handler it cancels.
/// - After `cancel()` returns, the handler is never called again, and it has been released.
/// - Dropping the last reference cancels, as dropping a ``Subscription`` does.
@MainActor
public final class MainActorSubscription {
    private var slot: MainActorSlotBase?

    @usableFromInline
    init(_ slot: MainActorSlotBase) {
        self.slot = slot
    }

    /// Stops the subscription: its handler is not called again once this returns.
    public func cancel() {
        slot?.cancel()
        slot = nil
    }

    isolated deinit {
        slot?.cancel()
    }
}
