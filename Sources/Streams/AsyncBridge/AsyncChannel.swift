/// The hand-over between one subscription's handler (the producer, any thread) and one async
/// consumer (an iterator).
///
/// All state is a value type behind one ``Locked``; each operation changes it under the lock and
/// returns what to do next (resume the parked consumer, release dropped values), which the caller
/// does after unlocking. With the unbounded policy the consumer takes the whole buffer at once by
/// swapping arrays, so most `next()` calls take no lock at all.
///
/// The parked consumer's continuation carries nothing: what it was woken for (values, the end, a
/// cancellation) is in the state, and it polls again. That keeps the producer's path free of
/// generic wrapper types, which cost a metadata lookup each in unspecialized code.
@usableFromInline
final class AsyncChannel<Value: Sendable, Failure: Error>: Sendable {
    @usableFromInline typealias Waiter = UnsafeContinuation<Void, Never>

    @usableFromInline let state: Locked<ChannelState<Value, Failure>>
    @usableFromInline let isUnbounded: Bool

    @usableFromInline
    init(policy: BufferPolicy) {
        state = Locked(ChannelState(policy: policy))
        isUnbounded = policy == .unbounded
    }

    // MARK: Producer

    /// Receives one event from the subscription.
    @inlinable
    func receive(_ event: StreamEvent<Value, Failure>) {
        switch event {
        case .value(let value):
            if isUnbounded {
                state.withLock { $0.append(value) }?.resume()
            } else {
                let (waiter, dropped) = state.withLock { $0.appendBounded(value) }
                waiter?.resume()
                _ = dropped  // released here, after the lock
            }
        case .finished:
            state.withLock { $0.terminate(.finished) }?.resume()
        case .failed(let error):
            state.withLock { $0.terminate(.failed(error)) }?.resume()
        }
    }

    // MARK: Consumer

    /// Takes what is ready without suspending: a batch (swapped into `batch`), one value, the end,
    /// or nothing.
    @inlinable
    func poll(into batch: inout ContiguousArray<Value>) -> Poll<Value, Failure> {
        state.withLock { $0.poll(into: &batch) }
    }

    /// Parks the consumer until something arrives; resumes it at once if something already has.
    @inlinable
    func wait(_ waiter: Waiter) {
        let ready = state.withLock { $0.park(waiter) }
        if ready { waiter.resume() }
    }

    /// Ends consumption: the parked consumer (if any) is woken, buffered values are dropped, and
    /// every later poll returns the end (`nil`).
    @usableFromInline
    func cancel() {
        let (waiter, dropped) = state.withLock { $0.cancel() }
        waiter?.resume()
        _ = dropped  // released here, after the lock
    }
}

/// What ``AsyncChannel/poll(into:)`` found.
@usableFromInline
enum Poll<Value: Sendable, Failure: Error>: Sendable {
    /// The buffer was swapped into the consumer's batch (not empty).
    case batch
    /// One value.
    case value(Value)
    /// The end: `nil` (finished or cancelled) or the failure.
    case end(Result<Value?, Failure>)
    /// Nothing yet.
    case empty
}

/// The channel's state machine.
///
/// Every method runs under the channel's lock and calls no user code. Values that must be
/// released and continuations that must be resumed are returned to the caller.
@usableFromInline
struct ChannelState<Value: Sendable, Failure: Error>: Sendable {
    @usableFromInline let policy: BufferPolicy
    /// Unbounded buffer: appended by the producer, swapped out whole by the consumer.
    @usableFromInline var pending: ContiguousArray<Value> = []
    /// Bounded buffer.
    @usableFromInline var ring = RingBuffer<Value>()
    /// The parked consumer; only set while nothing is ready for it.
    @usableFromInline var waiter: UnsafeContinuation<Void, Never>?
    /// A termination received while values were still buffered.
    @usableFromInline var termination: Termination<Failure>?
    /// The consumer has been given the end, or was cancelled: everything else is `nil`.
    @usableFromInline var isDone = false
    /// `isDone || termination != nil`, as one flag: the producer's path tests only this (a
    /// generic optional costs a metadata lookup in unspecialized code).
    @usableFromInline var isClosed = false

    @usableFromInline
    init(policy: BufferPolicy) {
        switch policy {
        case .unbounded: self.policy = .unbounded
        case .newest(let limit): self.policy = .newest(Swift.max(0, limit))
        case .oldest(let limit): self.policy = .oldest(Swift.max(0, limit))
        }
    }

    /// Unbounded policy: keeps the value; returns the consumer to wake, if it is parked.
    @inlinable
    mutating func append(_ value: Value) -> UnsafeContinuation<Void, Never>? {
        guard !isClosed else { return nil }
        pending.append(value)
        return takeWaiter()
    }

    /// Bounded policies: keeps the value if the policy allows (always when the consumer is
    /// parked); returns the consumer to wake and the value dropped, if any.
    @inlinable
    mutating func appendBounded(_ value: Value) -> (UnsafeContinuation<Void, Never>?, Value?) {
        guard !isClosed else { return (nil, value) }
        if let waiter = takeWaiter() {
            // The consumer is waiting: the value is its, whatever the limit (even 0).
            ring.append(value)
            return (waiter, nil)
        }
        switch policy {
        case .unbounded:
            ring.append(value)
            return (nil, nil)
        case .oldest(let limit):
            guard ring.count < limit else { return (nil, value) }
            ring.append(value)
            return (nil, nil)
        case .newest(let limit):
            guard limit > 0 else { return (nil, value) }
            let dropped = ring.count >= limit ? ring.popFirst() : nil
            ring.append(value)
            return (nil, dropped)
        }
    }

    /// Records the termination, delivered after the buffered values; returns the consumer to wake.
    @inlinable
    mutating func terminate(_ termination: Termination<Failure>) -> UnsafeContinuation<Void, Never>? {
        guard !isClosed else { return nil }
        isClosed = true
        self.termination = termination
        return takeWaiter()
    }

    @inlinable
    mutating func poll(into batch: inout ContiguousArray<Value>) -> Poll<Value, Failure> {
        if isDone { return .end(.success(nil)) }
        if !pending.isEmpty {
            swap(&pending, &batch)
            return .batch
        }
        if let value = ring.popFirst() { return .value(value) }
        guard let termination else { return .empty }
        isDone = true
        switch termination {
        case .finished: return .end(.success(nil))
        case .failed(let error): return .end(.failure(error))
        }
    }

    /// Parks `waiter` if nothing is ready; returns `true` if the consumer should poll again instead.
    @inlinable
    mutating func park(_ waiter: UnsafeContinuation<Void, Never>) -> Bool {
        if isDone || termination != nil || !pending.isEmpty || !ring.isEmpty { return true }
        self.waiter = waiter
        return false
    }

    @inlinable
    mutating func cancel() -> (UnsafeContinuation<Void, Never>?, (ContiguousArray<Value>, ContiguousArray<Value?>)) {
        isDone = true
        isClosed = true
        var dropped = ContiguousArray<Value>()
        swap(&dropped, &pending)
        return (takeWaiter(), (dropped, ring.removeAll()))
    }

    @inlinable
    mutating func takeWaiter() -> UnsafeContinuation<Void, Never>? {
        guard let waiter else { return nil }
        self.waiter = nil
        return waiter
    }
}
