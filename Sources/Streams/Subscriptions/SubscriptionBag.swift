/// A container that keeps many subscriptions alive and cancels them together.
///
/// Cancel the bag, or release it, and every subscription it holds is cancelled. A subscription
/// added to a bag that was already cancelled is cancelled at once, so nothing slips past a
/// teardown.
///
/// ```swift
/// let bag = SubscriptionBag()
/// screen.intents.subscribe { print($0) }.store(in: bag)
/// bag.cancelAll()
/// ```
public final class SubscriptionBag: Sendable {
    private struct State: Sendable {
        var subscriptions: [Subscription] = []
        var isCancelled = false
    }

    private let state = Locked(State())

    /// Creates an empty bag.
    public init() {}

    /// The number of subscriptions the bag holds.
    public var count: Int {
        state.withLock { $0.subscriptions.count }
    }

    /// Adds a subscription; if the bag was already cancelled, cancels it instead.
    ///
    /// - Parameter subscription: The subscription to keep.
    public func insert(_ subscription: Subscription) {
        let rejected = state.withLock { state -> Bool in
            if state.isCancelled { return true }
            state.subscriptions.append(subscription)
            return false
        }
        if rejected { subscription.cancel() }
    }

    /// Cancels and drops every subscription; the bag stays usable for new ones.
    public func removeAll() {
        cancel(takeAll(closing: false))
    }

    /// Cancels every subscription and rejects any added later.
    public func cancelAll() {
        cancel(takeAll(closing: true))
    }

    deinit {
        cancel(takeAll(closing: false))
    }

    private func takeAll(closing: Bool) -> [Subscription] {
        state.withLock { state in
            if closing { state.isCancelled = true }
            defer { state.subscriptions = [] }
            return state.subscriptions
        }
    }

    // Outside the lock: cancelling releases handlers, which runs other objects' code.
    private func cancel(_ subscriptions: [Subscription]) {
        for subscription in subscriptions { subscription.cancel() }
    }
}
