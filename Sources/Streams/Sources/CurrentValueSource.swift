/// A source that holds a current value and replays it to each new subscriber.
///
/// Use it for state: a subscriber receives the latest value as soon as it subscribes, then
/// every change.
///
/// ```swift
/// let isLoggedIn = CurrentValueSource<Bool, Never>(false)
/// let subscription = isLoggedIn.stream.subscribe { print($0) }   // prints value(false)
/// isLoggedIn.value = true                                       // prints value(true)
/// ```
///
/// ## Contract
/// All of ``EventSource``'s, and:
/// - ``value`` is the latest value sent; it is updated at once, even when its delivery is
///   queued behind a delivery under way.
/// - A subscriber added from inside a handler receives the latest value exactly once, after
///   the delivery under way.
/// - After termination the value is frozen: neither ``send(_:)`` nor an assignment changes it,
///   and late subscribers receive only the terminal event.
public final class CurrentValueSource<Value: Sendable, Failure: Error>: Sendable {
    private struct State: Sendable {
        var value: Value
        var isTerminated = false
    }

    private let core: StreamCore<Value, Failure>
    private let state: Locked<State>

    /// Creates a source holding `initial`.
    ///
    /// - Parameter initial: The value new subscribers receive until the first send.
    public init(_ initial: Value) {
        core = StreamCore(replaysLatest: true, initial: initial)
        state = Locked(State(value: initial))
    }

    /// The read-only stream: the current value on subscription, then every change.
    public var stream: EventStream<Value, Failure> {
        EventStream(core: core)
    }

    /// The latest value; assigning sends it.
    public var value: Value {
        get { state.withLock { $0.value } }
        set { send(newValue) }
    }

    /// Stores `value` as current and sends it; ignored after termination.
    ///
    /// - Parameter value: The new current value.
    public func send(_ value: Value) {
        let accepted = state.withLock { state -> Bool in
            guard !state.isTerminated else { return false }
            state.value = value
            return true
        }
        if accepted { core.send(value) }
    }

    /// Ends the stream normally and freezes the value; ignored if it already ended.
    public func finish() {
        terminate(.finished)
    }

    /// Ends the stream with an error and freezes the value; ignored if it already ended.
    ///
    /// - Parameter error: The failure every subscriber receives.
    public func fail(_ error: Failure) {
        terminate(.failed(error))
    }

    private func terminate(_ termination: Termination<Failure>) {
        state.withLock { $0.isTerminated = true }
        core.terminate(termination)
    }

    deinit {
        core.terminate(.finished)
    }
}
