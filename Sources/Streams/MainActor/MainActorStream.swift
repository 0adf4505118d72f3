/// A read-only, multicast stream whose subscribers run on the main actor.
///
/// What a ``MainActorSource`` hands out. Subscribe on the main actor; for a consumer on another
/// thread or task, take ``eventStream``, the same events as a thread-agnostic ``EventStream``
/// (which is also an `AsyncSequence`).
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/StreamSourceSamples.swift#main-actor-stream -->
/// ```swift
/// let source = MainActorSource<Int, Never>()
/// let subscription = source.stream.subscribe(onValue: { print($0) })
/// source.send(1)  // prints 1 before send returns
/// ```
///
/// ## Contract
/// The contract of ``MainActorSource``. The stream does not keep its source alive.
public struct MainActorStream<Value: Sendable, Failure: Error>: Sendable {
    @usableFromInline let core: MainActorCore<Value, Failure>

    @usableFromInline
    package init(core: MainActorCore<Value, Failure>) {
        self.core = core
    }

    /// Subscribes a handler that receives every event, values and termination alike.
    ///
    /// - Parameter handler: Called on the main actor, once per event, never inside itself.
    /// - Returns: The token that keeps the subscription alive; drop or cancel it to stop.
    @MainActor
    @inlinable
    public func subscribe(_ handler: @escaping @MainActor (StreamEvent<Value, Failure>) -> Void)
        -> MainActorSubscription
    {
        core.subscribe(handler)
    }

    /// Subscribes separate handlers for values and for the termination.
    ///
    /// Disfavoured (`@_disfavoredOverload`, for the reason given on
    /// ``EventStream/subscribe(onValue:onTermination:)``) so that a lone trailing closure means
    /// ``subscribe(_:)``.
    ///
    /// - Parameters:
    ///   - onValue: Called once per value.
    ///   - onTermination: Called once, when the stream ends.
    /// - Returns: The token that keeps the subscription alive; drop or cancel it to stop.
    @MainActor
    @inlinable
    @_disfavoredOverload
    public func subscribe(
        onValue: @escaping @MainActor (Value) -> Void,
        onTermination: @escaping @MainActor (Termination<Failure>) -> Void = { _ in }
    ) -> MainActorSubscription {
        core.subscribe(onValue: onValue, onTermination: onTermination)
    }

    /// The events from now on as a thread-agnostic stream, for consumers off the main actor.
    ///
    /// This is the edge between the main actor and the rest: any thread may subscribe to the
    /// returned stream, cancel, or iterate it with `for await`, and doing so never delays or
    /// reorders the main-actor subscribers, which are served first. Asked for after the stream
    /// ended, it is a stream that has already ended the same way.
    @MainActor
    public var eventStream: EventStream<Value, Failure> {
        core.edgeStream()
    }
}
