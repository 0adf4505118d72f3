/// The hand-over between one subscription's handler (the producer, any thread) and one async
/// consumer (an iterator).
///
/// All state is a value type behind one ``Locked``; each operation changes it under the lock and
/// returns what to do next (resume a continuation, release dropped values), which the caller does
/// after unlocking. With the unbounded policy the consumer takes the whole buffer at once by
/// swapping arrays, so most `next()` calls take no lock at all.
final class AsyncChannel<Value: Sendable, Failure: Error>: Sendable {
    /// What a suspended consumer is resumed with: a value, the end (`nil` or a failure), or `nil`
    /// meaning "something arrived while you were suspending: look again".
    typealias Outcome = Result<Value?, Failure>
    typealias Waiter = UnsafeContinuation<Outcome?, Never>

    private let state: Locked<ChannelState<Value, Failure>>

    init(policy: BufferPolicy) {
        state = Locked(ChannelState(policy: policy))
    }

    // MARK: Producer

    /// Receives one event from the subscription.
    func receive(_ event: StreamEvent<Value, Failure>) {
        switch state.withLock({ $0.receive(event) }) {
        case .none:
            break
        case .resume(let waiter, let outcome):
            waiter.resume(returning: outcome)
        case .release(let dropped):
            _ = dropped  // released here, after the lock
        }
    }

    // MARK: Consumer

    /// Takes what is ready without suspending: a batch (swapped into `batch`), one value, the end,
    /// or nothing.
    @inline(__always)
    func poll(into batch: inout ContiguousArray<Value>) -> Poll<Value, Failure> {
        state.withLock { $0.poll(into: &batch) }
    }

    /// Parks the consumer until something arrives; resumes it at once if something already has.
    func wait(_ waiter: Waiter) {
        let ready = state.withLock { $0.park(waiter) }
        if ready { waiter.resume(returning: nil) }
    }

    /// Ends consumption: the waiting consumer (if any) gets `nil`, buffered values are dropped, and
    /// every later poll returns `nil`.
    func cancel() {
        let (waiter, dropped) = state.withLock { $0.cancel() }
        waiter?.resume(returning: .success(nil))
        _ = dropped  // released here, after the lock
    }
}

/// What ``AsyncChannel/poll(into:)`` found.
enum Poll<Value: Sendable, Failure: Error> {
    /// The buffer was swapped into the consumer's batch (not empty).
    case batch
    /// One value.
    case value(Value)
    /// The end: `nil` (finished or cancelled) or the failure.
    case end(Result<Value?, Failure>)
    /// Nothing yet.
    case empty
}

/// What the producer must do after unlocking.
enum ProducerAction<Value: Sendable, Failure: Error> {
    case none
    case resume(UnsafeContinuation<Result<Value?, Failure>?, Never>, Result<Value?, Failure>)
    case release(Value?)
}

/// The channel's state machine.
///
/// Every method runs under the channel's lock and calls no user code.
struct ChannelState<Value: Sendable, Failure: Error>: Sendable {
    private let policy: BufferPolicy
    /// Unbounded buffer: appended by the producer, swapped out whole by the consumer.
    private var pending: ContiguousArray<Value> = []
    /// Bounded buffer.
    private var ring = RingBuffer<Value>()
    /// The parked consumer; only set while both buffers are empty.
    private var waiter: UnsafeContinuation<Result<Value?, Failure>?, Never>?
    /// A termination received while values were still buffered.
    private var termination: Termination<Failure>?
    /// The consumer has been given the end, or was cancelled: everything else is `nil`.
    private var isDone = false

    init(policy: BufferPolicy) {
        switch policy {
        case .unbounded: self.policy = .unbounded
        case .newest(let limit): self.policy = .newest(Swift.max(0, limit))
        case .oldest(let limit): self.policy = .oldest(Swift.max(0, limit))
        }
    }

    mutating func receive(_ event: StreamEvent<Value, Failure>) -> ProducerAction<Value, Failure> {
        switch event {
        case .value(let value):
            return receive(value: value)
        case .finished:
            return receive(termination: .finished)
        case .failed(let error):
            return receive(termination: .failed(error))
        }
    }

    private mutating func receive(value: Value) -> ProducerAction<Value, Failure> {
        if isDone || termination != nil { return .release(value) }
        if let waiter {
            self.waiter = nil
            return .resume(waiter, .success(value))
        }
        switch policy {
        case .unbounded:
            pending.append(value)
            return .none
        case .oldest(let limit):
            guard ring.count < limit else { return .release(value) }
            ring.append(value)
            return .none
        case .newest(let limit):
            guard limit > 0 else { return .release(value) }
            let dropped = ring.count == limit ? ring.popFirst() : nil
            ring.append(value)
            return .release(dropped)
        }
    }

    private mutating func receive(termination: Termination<Failure>) -> ProducerAction<Value, Failure> {
        if isDone || self.termination != nil { return .none }
        if let waiter {
            self.waiter = nil
            isDone = true
            return .resume(waiter, Self.outcome(termination))
        }
        self.termination = termination
        return .none
    }

    mutating func poll(into batch: inout ContiguousArray<Value>) -> Poll<Value, Failure> {
        if !pending.isEmpty {
            swap(&pending, &batch)
            return .batch
        }
        if let value = ring.popFirst() { return .value(value) }
        if isDone { return .end(.success(nil)) }
        if let termination {
            self.termination = nil
            isDone = true
            return .end(Self.outcome(termination))
        }
        return .empty
    }

    /// Parks `waiter` if nothing is ready; returns `true` if the consumer should look again instead.
    mutating func park(_ waiter: UnsafeContinuation<Result<Value?, Failure>?, Never>) -> Bool {
        if !pending.isEmpty || !ring.isEmpty || isDone || termination != nil { return true }
        self.waiter = waiter
        return false
    }

    mutating func cancel() -> (
        UnsafeContinuation<Result<Value?, Failure>?, Never>?, (ContiguousArray<Value>, ContiguousArray<Value?>)
    ) {
        isDone = true
        defer { waiter = nil }
        var dropped = ContiguousArray<Value>()
        swap(&dropped, &pending)
        return (waiter, (dropped, ring.removeAll()))
    }

    private static func outcome(_ termination: Termination<Failure>) -> Result<Value?, Failure> {
        switch termination {
        case .finished: .success(nil)
        case .failed(let error): .failure(error)
        }
    }
}
