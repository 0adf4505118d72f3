/// Something a ``Subscription`` can cancel.
protocol SubscriptionTarget: AnyObject, Sendable {
    func cancel()
}

/// A token that keeps a subscription alive: cancel it, or drop it, to stop receiving events.
///
/// Every `subscribe` returns one. Keep it (in a property or a ``SubscriptionBag``) for as long
/// as you want events; the subscription is cancelled when the last reference to the token goes
/// away, as Combine's `AnyCancellable` is.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/StreamSourceSamples.swift#subscription -->
/// ```swift
/// let subscription = source.stream.subscribe { event in print(event) }
/// subscription.cancel()  // or let it go out of scope
/// ```
///
/// ## Contract
/// - ``cancel()`` is idempotent and may be called from any thread, including from inside the
///   handler it cancels.
/// - After `cancel()` returns, no new call of the handler starts. A call already running on
///   another thread may finish; `cancel()` does not wait for it, so it cannot deadlock.
/// - Cancelling releases the handler closure and everything it captured.
public final class Subscription: Sendable {
    private let target: any SubscriptionTarget

    init(_ target: any SubscriptionTarget) {
        self.target = target
    }

    /// Creates a subscription that runs `onCancel` once, when it is cancelled or released.
    ///
    /// Use it to bundle your own teardown work, or several subscriptions, behind one token.
    ///
    /// - Parameter onCancel: The work to run on the first cancellation.
    public convenience init(onCancel: @escaping @Sendable () -> Void) {
        self.init(ClosureTarget(onCancel))
    }

    /// Stops the subscription: no new call of its handler starts once this returns.
    public func cancel() {
        target.cancel()
    }

    /// Keeps this subscription alive in `bag` until the bag is emptied or released.
    ///
    /// - Parameter bag: The bag that takes ownership of the subscription.
    public func store(in bag: SubscriptionBag) {
        bag.insert(self)
    }

    deinit {
        target.cancel()
    }
}

/// Runs a closure on the first cancellation only.
final class ClosureTarget: SubscriptionTarget {
    private let action: Locked<(@Sendable () -> Void)?>

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = Locked(action)
    }

    func cancel() {
        let taken = action.withLock { action in
            defer { action = nil }
            return action
        }
        taken?()
    }
}
