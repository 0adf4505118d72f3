/// A container that keeps many subscriptions alive and cancels them together.
///
/// Cancel the bag, or release it, and every subscription it holds is cancelled. After
/// ``cancelAll(keepingOpen:)`` the bag is closed: a subscription added later is cancelled at
/// once, so nothing slips past a teardown. Pass `keepingOpen: true` to cancel what the bag holds
/// and go on using it.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/StreamSourceSamples.swift#bag -->
/// ```swift
/// let bag = SubscriptionBag()
/// taps.stream.subscribe { print($0) }.store(in: bag)
/// bag.insert(contentsOf: [first, second])
/// bag.cancel(first)  // cancels that one; the bag keeps the others
/// bag.cancelAll()  // cancels the rest and closes the bag
/// ```
///
/// ## Contract
/// - Every method may be called from any thread. Subscriptions are cancelled after the bag's
///   lock is released, so a cancellation that runs other code cannot deadlock with the bag.
/// - Releasing the bag cancels everything it holds.
public final class SubscriptionBag: Sendable {
    private let state = Locked(BagState())

    /// Creates an empty, open bag.
    public init() {}

    /// The number of subscriptions the bag holds.
    public var count: Int {
        state.withLock { $0.subscriptions.count }
    }

    /// Adds a subscription; if the bag is closed, cancels it instead.
    ///
    /// - Parameter subscription: The subscription to keep.
    public func insert(_ subscription: Subscription) {
        insert(contentsOf: CollectionOfOne(subscription))
    }

    /// Adds several subscriptions at once; if the bag is closed, cancels them instead.
    ///
    /// <!-- mirrors Tests/StreamsTests/SubscriptionContractTests.swift#bag-insert-several -->
    /// ```swift
    /// bag.insert(contentsOf: [
    ///     source.stream.subscribe(onValue: { received.append($0) }),
    ///     source.stream.map { $0 * 10 }.subscribe(onValue: { received.append($0) }),
    /// ])
    /// ```
    ///
    /// - Parameter subscriptions: The subscriptions to keep.
    public func insert(contentsOf subscriptions: some Sequence<Subscription>) {
        // Iterated here, not under the lock: a sequence may run any code.
        let new = Array(subscriptions)
        cancel(state.withLock { $0.insert(new) })
    }

    /// Cancels one subscription and drops it from the bag; the others stay.
    ///
    /// The subscription is cancelled whether or not the bag held it.
    ///
    /// - Parameter subscription: The subscription to cancel.
    /// - Returns: Whether the bag held it.
    @discardableResult
    public func cancel(_ subscription: Subscription) -> Bool {
        let held = state.withLock { $0.remove(subscription) }
        subscription.cancel()
        return held != nil
    }

    /// Cancels every subscription the bag holds and, unless `keepingOpen`, closes the bag.
    ///
    /// A closed bag cancels any subscription added later at once: use the default when the
    /// bag's owner is being torn down, and `keepingOpen: true` to cancel what it holds and
    /// keep using it.
    ///
    /// - Parameter keepingOpen: Whether subscriptions added afterwards are kept (`true`) or
    ///   cancelled at once (`false`, the default).
    public func cancelAll(keepingOpen: Bool = false) {
        cancel(state.withLock { $0.takeAll(closing: !keepingOpen) })
    }

    /// Cancels and drops every subscription; the bag stays open.
    @available(
        *, deprecated,
        message: "use cancelAll(keepingOpen: true): it cancels every subscription, and the bag stays open"
    )
    public func removeAll() {
        cancelAll(keepingOpen: true)
    }

    deinit {
        cancel(state.withLock { $0.takeAll(closing: false) })
    }

    // Outside the lock: cancelling releases handlers, which runs other objects' code.
    private func cancel(_ subscriptions: [Subscription]) {
        for subscription in subscriptions { subscription.cancel() }
    }
}

/// A bag's contents: changed under its lock, cancelled by the caller after it.
private struct BagState: Sendable {
    var subscriptions: [Subscription] = []
    var isClosed = false

    /// Keeps `new` if the bag is open; returns what to cancel instead.
    mutating func insert(_ new: [Subscription]) -> [Subscription] {
        if isClosed { return new }
        subscriptions.append(contentsOf: new)
        return []
    }

    /// Drops `subscription` if it is held, and returns it.
    mutating func remove(_ subscription: Subscription) -> Subscription? {
        guard let index = subscriptions.firstIndex(where: { $0 === subscription }) else { return nil }
        return subscriptions.remove(at: index)
    }

    /// Empties the bag, closing it if asked; returns what it held.
    mutating func takeAll(closing: Bool) -> [Subscription] {
        if closing { isClosed = true }
        defer { subscriptions = [] }
        return subscriptions
    }
}
