/// A source that holds a current value and replays it to each new subscriber.
///
/// Use it for state: a subscriber receives the latest value as soon as it subscribes, then
/// every change.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/StreamSourceSamples.swift#current-value -->
/// ```swift
/// let isLoggedIn = CurrentValueSource<Bool, Never>(false)
/// let subscription = isLoggedIn.stream.subscribe { print($0) }  // prints value(false)
/// isLoggedIn.value = true  // prints value(true)
/// ```
///
/// ## Contract
/// All of ``EventSource``'s, and:
/// - ``value`` is the latest value sent; it is updated at once, even when its delivery is
///   queued behind a delivery under way.
/// - Storing the value and taking its place in the delivery order are one step, whatever the
///   threads: once concurrent sends have returned, ``value``, the value a new subscriber is
///   replayed and the last value every subscriber received are the same value.
/// - A subscriber added from inside a handler receives the latest value exactly once, after
///   the delivery under way.
/// - After termination the value is frozen: neither ``send(_:)`` nor an assignment changes it,
///   and late subscribers receive only the terminal event. A send that races with ``finish()``
///   either is delivered before the terminal event and is the final value, or changes nothing.
public final class CurrentValueSource<Value: Sendable, Failure: Error>: Sendable {
    private let core: StreamCore<Value, Failure>

    /// Creates a source holding `initial`.
    ///
    /// - Parameter initial: The value new subscribers receive until the first send.
    public init(_ initial: Value) {
        core = StreamCore(replaysLatest: true, initial: initial)
    }

    /// The read-only stream: the current value on subscription, then every change.
    public var stream: EventStream<Value, Failure> {
        EventStream(core: core)
    }

    /// The latest value; assigning sends it.
    public var value: Value {
        get { core.currentValue }
        set { send(newValue) }
    }

    /// The number of subscriptions to ``stream`` that are open now.
    ///
    /// Counted as ``EventSource/subscriberCount`` is: from `subscribe` until cancel or the end,
    /// a subscribe or cancel made during a delivery once it runs, and 0 after termination.
    public var subscriberCount: Int {
        core.subscriberCount
    }

    /// Whether ``stream`` has at least one open subscription; see ``subscriberCount``.
    public var hasSubscribers: Bool {
        subscriberCount > 0
    }

    /// Stores `value` as current and sends it; ignored after termination.
    ///
    /// - Parameter value: The new current value.
    public func send(_ value: Value) {
        core.sendCurrent(value)
    }

    /// Ends the stream normally and freezes the value; ignored if it already ended.
    public func finish() {
        core.terminate(.finished)
    }

    /// Ends the stream with an error and freezes the value; ignored if it already ended.
    ///
    /// - Parameter error: The failure every subscriber receives.
    public func fail(_ error: Failure) {
        core.terminate(.failed(error))
    }

    deinit {
        core.terminate(.finished)
    }
}
