/// A multicast source of events: send values into it, then finish or fail it.
///
/// Hand its ``stream`` to subscribers and keep the source to yourself. The source is `Sendable`:
/// any thread may send. When the last reference to the source goes away, its stream finishes,
/// so subscribers are released even if nobody called ``finish()``.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/StreamSourceSamples.swift#event-source -->
/// ```swift
/// let taps = EventSource<String, Never>()
/// let subscription = taps.stream.subscribe(onValue: { print("tapped", $0) }, onTermination: { _ in })
/// taps.send("login")
/// taps.finish()
/// ```
///
/// ## Contract
/// - Values sent after ``finish()`` or ``fail(_:)`` are ignored, and so is a second termination.
/// - Each subscriber sees events one at a time, in one order. A send, subscribe or cancel made
///   while a delivery is under way, from a handler or from another thread, is queued and runs
///   after that delivery, never inside it. So a subscriber added from a handler misses the
///   value being delivered, and nested sends reach every subscriber in the same order.
/// - Under contention a send may return before its value is delivered: the thread already
///   delivering delivers it. Sends from one thread are delivered in the order they were made.
/// - No user code runs under a lock, so handlers may call back into the source.
public final class EventSource<Value: Sendable, Failure: Error>: Sendable {
    @usableFromInline let core: StreamCore<Value, Failure>

    /// Creates an open source with no subscribers.
    public init() {
        core = StreamCore()
    }

    /// The read-only stream of this source's events.
    public var stream: EventStream<Value, Failure> {
        EventStream(core: core)
    }

    /// Sends a value to every current subscriber; ignored after termination.
    ///
    /// - Parameter value: The value to deliver.
    @inlinable
    public func send(_ value: Value) {
        core.send(value)
    }

    /// Ends the stream normally; ignored if it already ended.
    public func finish() {
        core.terminate(.finished)
    }

    /// Ends the stream with an error; ignored if it already ended.
    ///
    /// - Parameter error: The failure every subscriber receives.
    public func fail(_ error: Failure) {
        core.terminate(.failed(error))
    }

    /// The number of subscriptions to ``stream`` that are open now.
    ///
    /// Use it to know whether anyone listens: to start or stop work that only matters to
    /// subscribers, or, in a test, to check that a subscription was made or released without
    /// keeping a weak reference to its handler.
    ///
    /// <!-- mirrors Tests/StreamsTests/SubscriberCountTests.swift#subscriber-count -->
    /// ```swift
    /// let source = EventSource<Int, Never>()
    /// let subscription = source.stream.subscribe { _ in }
    /// #expect(source.subscriberCount == 1)
    /// subscription.cancel()
    /// #expect(source.subscriberCount == 0)
    /// ```
    ///
    /// ## Contract
    /// - A subscription counts from its `subscribe` until it is cancelled or the stream ends.
    ///   Each operator subscription and each `for await` loop over the stream is one.
    /// - A subscribe or a cancel made while a delivery is under way (from a handler, or while
    ///   another thread delivers) changes the count when it runs, after that delivery.
    /// - After termination the count is 0.
    public var subscriberCount: Int {
        core.subscriberCount
    }

    /// Whether ``stream`` has at least one open subscription; see ``subscriberCount``.
    public var hasSubscribers: Bool {
        subscriberCount > 0
    }

    /// Subscribes a handler to this source's stream.
    ///
    /// - Parameter handler: Called once per event, never concurrently with itself.
    /// - Returns: The token that keeps the subscription alive.
    public func subscribe(_ handler: @escaping @Sendable (StreamEvent<Value, Failure>) -> Void) -> Subscription {
        core.subscribe(handler)
    }

    deinit {
        core.terminate(.finished)
    }
}

extension EventSource where Value == Void {
    /// Sends an empty value, for streams that only signal.
    public func send() {
        send(())
    }
}
