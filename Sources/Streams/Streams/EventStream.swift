/// A read-only, multicast stream of events: subscribe to it, transform it, or iterate it.
///
/// An `EventStream` is what a source hands out to the world: it can be subscribed to but not
/// sent into. Every subscriber receives every event sent after it subscribed. Operators such
/// as ``map(_:)`` return new streams; each subscription to an operator's stream gets its own
/// operator state.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/StreamSourceSamples.swift#event-stream -->
/// ```swift
/// let source = EventSource<Int, Never>()
/// let doubled = source.stream.map { $0 * 2 }
/// let subscription = doubled.subscribe { event in print(event) }
/// source.send(21)  // prints value(42)
/// ```
///
/// ## Contract
/// - Zero or more values, then at most one terminal event; nothing after it.
/// - A subscriber that arrives after termination receives the terminal event at once.
/// - Termination and cancellation release the subscriber's handler.
/// - Events reach each subscriber one at a time, in one order, on the thread that sent them
///   or on the thread delivering at that moment (see ``EventSource``).
/// - The stream does not keep its source alive: when the last reference to an ``EventSource``
///   goes away, its stream finishes.
public struct EventStream<Value: Sendable, Failure: Error>: Sendable {
    /// The handler type subscribers provide.
    public typealias Handler = @Sendable (StreamEvent<Value, Failure>) -> Void

    private let subscribeBody: @Sendable (@escaping Handler) -> Subscription

    /// Creates a stream from a subscribe function.
    ///
    /// Use this to build your own operators. The function receives the downstream handler and
    /// returns the token that cancels everything it set up. It must honour the stream contract:
    /// one event at a time, nothing after a terminal event.
    ///
    /// - Parameter subscribe: Called once for each subscriber.
    public init(subscribe: @escaping @Sendable (@escaping Handler) -> Subscription) {
        self.subscribeBody = subscribe
    }

    init(core: StreamCore<Value, Failure>) {
        self.subscribeBody = { handler in core.subscribe(handler) }
    }

    /// Subscribes a handler that receives every event, values and termination alike.
    ///
    /// - Parameter handler: Called once per event, never concurrently with itself.
    /// - Returns: The token that keeps the subscription alive; drop or cancel it to stop.
    public func subscribe(_ handler: @escaping Handler) -> Subscription {
        subscribeBody(handler)
    }

    /// Subscribes separate handlers for values and for the termination.
    ///
    /// A lone trailing closure (`subscribe { event in ... }`) always means ``subscribe(_:)``:
    /// this overload is disfavoured so that the two never clash. `@_disfavoredOverload` is an
    /// underscored attribute; it is kept because Swift has no public way to rank two overloads
    /// that a trailing closure can both match, and if a Swift release changed it, the cost would be
    /// an ambiguity error at compile time, never a change of behaviour.
    ///
    /// ## Contract
    /// The subscription stops at the first terminal event it receives, even from a stream built
    /// with ``init(subscribe:)`` that breaks the stream contract: `onTermination` runs at most
    /// once, and no `onValue` call starts after it. So `onTermination` may resume a continuation.
    ///
    /// - Parameters:
    ///   - onValue: Called once per value, until the stream ends.
    ///   - onTermination: Called once, when the stream ends.
    /// - Returns: The token that keeps the subscription alive; drop or cancel it to stop.
    @_disfavoredOverload
    public func subscribe(
        onValue: @escaping @Sendable (Value) -> Void,
        onTermination: @escaping @Sendable (Termination<Failure>) -> Void = { _ in }
    ) -> Subscription {
        let end = EndLatch()
        return subscribeBody { event in
            switch event {
            case .value(let value):
                if !end.isSet { onValue(value) }
            case .finished:
                if end.set() { onTermination(.finished) }
            case .failed(let error):
                if end.set() { onTermination(.failed(error)) }
            }
        }
    }

    /// A stream that has already finished: subscribers get `.finished` at once.
    public static var finished: EventStream {
        let core = StreamCore<Value, Failure>()
        core.terminate(.finished)
        return EventStream(core: core)
    }

    /// A stream that has already failed: subscribers get the failure at once.
    ///
    /// - Parameter error: The failure every subscriber receives.
    /// - Returns: The failed stream.
    public static func failed(_ error: Failure) -> EventStream {
        let core = StreamCore<Value, Failure>()
        core.terminate(.failed(error))
        return EventStream(core: core)
    }
}

/// Remembers that a subscription saw its terminal event, so that nothing is handled after it.
private final class EndLatch: Sendable {
    private let ended = AtomicFlag(false)

    var isSet: Bool { ended.load(ordering: .acquiring) }

    /// Sets the latch; returns `true` for the first call only.
    func set() -> Bool {
        !ended.exchange(true, ordering: .acquiringAndReleasing)
    }
}
