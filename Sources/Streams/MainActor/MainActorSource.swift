/// A multicast source whose subscribers run on the main actor, synchronously, as it sends.
///
/// Use it where the sender and every subscriber live on the main actor, as a coordinator tree
/// does: the type system, not a runtime check, guarantees that a handler runs on the main actor,
/// and a send has reached every subscriber when it returns (unless it was made from inside a
/// delivery: see the contract). Consumers elsewhere take the thread-agnostic
/// ``MainActorStream/eventStream`` at the edge.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/StreamSourceSamples.swift#main-actor-source -->
/// ```swift
/// let taps = MainActorSource<String, Never>()
/// var seen: [String] = []
/// let subscription = taps.stream.subscribe { event in
///     if case .value(let tap) = event { seen.append(tap) }
/// }
/// taps.send("login")  // seen == ["login"] when send returns
/// ```
///
/// ## Contract
/// - Zero or more values, then at most one terminal event; sends and terminations after it are
///   ignored. Releasing the source finishes its stream.
/// - Handlers run on the main actor, synchronously, in subscription order.
/// - A send, subscribe or termination made while a delivery is under way (a handler that sends,
///   subscribes or releases the source) is queued and runs after that delivery, never inside it:
///   a subscriber added from a handler misses the value being delivered.
/// - A subscriber that arrives after termination receives the terminal event at once.
/// - Termination and cancellation release the handler.
@MainActor
public final class MainActorSource<Value: Sendable, Failure: Error> {
    @usableFromInline let core: MainActorCore<Value, Failure>

    /// Creates an open source with no subscribers and a delivery order of its own.
    public init() {
        core = MainActorCore(sharing: nil)
    }

    /// Creates an open source that shares its delivery order with every source on `queue`.
    ///
    /// - Parameter queue: The order to share: a send to any of its sources made while one of them
    ///   delivers is queued behind that delivery.
    package init(sharing queue: MainActorDeliveryQueue) {
        core = MainActorCore(sharing: queue)
    }

    /// The read-only stream of this source's events.
    public var stream: MainActorStream<Value, Failure> {
        MainActorStream(core: core)
    }

    /// Whether anything would receive a value sent now: a main-actor subscriber, or the
    /// thread-agnostic edge once it has been requested.
    @inlinable
    public var hasSubscribers: Bool {
        core.hasSubscribers
    }

    /// The number of main-actor subscribers (the thread-agnostic edge not counted).
    public var subscriberCount: Int {
        core.subscriberCount
    }

    /// Whether the stream has ended.
    public var isTerminated: Bool {
        core.isTerminated
    }

    /// Sends a value to every subscriber; ignored after termination.
    ///
    /// - Parameter value: The value to deliver.
    @inlinable
    public func send(_ value: Value) {
        core.send(value)
    }

    /// Ends the stream normally; ignored if it already ended.
    @inlinable
    public func finish() {
        core.terminate(.finished)
    }

    /// Ends the stream with an error; ignored if it already ended.
    ///
    /// - Parameter error: The failure every subscriber receives.
    @inlinable
    public func fail(_ error: Failure) {
        core.terminate(.failed(error))
    }

    isolated deinit {
        // Most sources have ended by now (a screen's channel ends when its container removes it):
        // asked first, so that an ended one builds no termination, whose type's metadata is looked
        // up at run time where this deinit runs unspecialised.
        guard !core.isTerminated else { return }
        finishAtRelease()
    }

    /// Apart from the deinit, so that an ended source's release does not look up the termination's
    /// type: built here, it is looked up only when one is built.
    @inline(never)
    private func finishAtRelease() {
        core.terminate(.finished)
    }
}

extension MainActorSource where Failure == Never {
    /// Ends the stream of a source that cannot fail, as ``finish()`` does.
    ///
    /// For callers that do not know the value type (an intent channel finished by a container):
    /// here the termination's type is known, so ending costs no run-time metadata look-ups.
    package func finishNeverFailing() {
        core.finishNeverFailing()
    }
}
