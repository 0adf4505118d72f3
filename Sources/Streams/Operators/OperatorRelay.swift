/// The per-subscription heart of a one-input operator: its closures, its state and its downstream.
///
/// Keeping them behind one lock lets a stage stop at the first terminal event it sees and release
/// everything it holds on termination or on cancel, whatever its upstream does. User closures never
/// run under the lock: a stage copies what it needs with ``load()``, calls it, and writes new state
/// back with ``replace(_:)``. Upstream events arrive one at a time (the stream contract), so no
/// update is lost between the two.
final class Relay<Context: Sendable, Output: Sendable, Failure: Error>: Sendable {
    typealias Downstream = @Sendable (StreamEvent<Output, Failure>) -> Void

    struct Live: Sendable {
        var context: Context
        let downstream: Downstream
    }

    private let live: Locked<Live?>

    init(_ context: Context, downstream: @escaping Downstream) {
        live = Locked(Live(context: context, downstream: downstream))
    }

    /// A copy of the live state, or `nil` once the stage has ended.
    @inline(__always)
    func load() -> Live? {
        live.withLock { $0 }
    }

    /// Stores a new context and returns the previous live state, or `nil` once the stage has ended.
    ///
    /// The previous context is returned rather than dropped so that whatever it held is released by
    /// the caller, after the lock.
    func replace(_ context: Context) -> Live? {
        live.withLock { live in
            guard let previous = live else { return nil }
            live = Live(context: context, downstream: previous.downstream)
            return previous
        }
    }

    /// Ends the stage and delivers the terminal event; later calls do nothing.
    func terminate(_ termination: Termination<Failure>) {
        guard let last = end() else { return }
        last.downstream(StreamEvent(termination))
    }

    /// Ends the stage without an event, releasing its closures.
    func cancel() {
        _ = end()  // released here, after the lock
    }

    private func end() -> Live? {
        live.withLock { live in
            defer { live = nil }
            return live
        }
    }
}

extension EventStream {
    /// Builds a one-input operator whose every subscription gets a fresh ``Relay``.
    ///
    /// - Parameters:
    ///   - initial: The context (closures and state) each subscription starts with, as a copy.
    ///   - onValue: Handles one upstream value; forwards through the relay.
    /// - Returns: The operator's stream.
    func relaying<Context: Sendable, Output: Sendable>(
        _ initial: Context,
        onValue: @escaping @Sendable (Relay<Context, Output, Failure>, Value) -> Void
    ) -> EventStream<Output, Failure> {
        EventStream<Output, Failure> { downstream in
            let relay = Relay<Context, Output, Failure>(initial, downstream: downstream)
            let upstream = subscribe { event in
                switch event {
                case .value(let value): onValue(relay, value)
                case .finished: relay.terminate(.finished)
                case .failed(let error): relay.terminate(.failed(error))
                }
            }
            return Subscription {
                relay.cancel()
                upstream.cancel()
            }
        }
    }
}
