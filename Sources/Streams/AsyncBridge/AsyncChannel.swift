/// The hand-over between one subscription's handler (the producer, any thread) and one async
/// consumer (an iterator).
///
/// All state is a value type behind one ``Locked``; each operation changes it under the lock and
/// returns what to do next (resume the parked consumer, release dropped values), which the caller
/// does after unlocking. The consumer takes everything buffered at once, into its own batch, so
/// most `next()` calls take no lock at all:
/// - with the unbounded policy by swapping arrays, and walking the batch with a private index;
/// - with a bounded policy by swapping ring buffers. The values in the batch still count against
///   the limit until `next()` returns them, so the policy stays exact:
///   the consumer takes each one by advancing ``cursor``, and the producer, to make room for a
///   newer value under `.newest(n)`, may advance it too, which drops the oldest value the consumer
///   has not taken yet. Whoever advances the cursor owns that index.
///
/// The parked consumer's continuation carries nothing: what it was woken for (values, the end, a
/// cancellation) is in the state, and it polls again. That keeps the producer's path free of
/// generic wrapper types, which cost a metadata lookup each in unspecialized code.
@usableFromInline
final class AsyncChannel<Value: Sendable, Failure: Error>: Sendable {
    @usableFromInline typealias Waiter = UnsafeContinuation<Void, Never>

    @usableFromInline let state: Locked<ChannelState<Value, Failure>>
    @usableFromInline let isUnbounded: Bool
    /// Bounded policies: the index of the next value in the consumer's batch.
    ///
    /// Reset to 0, under the lock, when the consumer takes a new batch.
    @usableFromInline let cursor = PaddedCursor()

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
                let (waiter, dropped) = state.withLock { $0.appendBounded(value, cursor: cursor.value) }
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

    /// Bounded policies: claims the next index of the consumer's batch (it may be past the end).
    @inlinable
    func claimIndex() -> Int {
        cursor.value.wrappingAdd(1, ordering: .relaxed)
    }

    /// Takes what is ready without suspending: a batch (swapped into the empty `batch`, or into
    /// the empty `ringBatch` with a bounded policy), the end, or nothing.
    @inlinable
    func poll(into batch: inout ContiguousArray<Value>, _ ringBatch: inout RingBuffer<Value>) -> Poll<Failure> {
        state.withLock { $0.poll(into: &batch, &ringBatch, cursor: cursor.value) }
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

/// An atomic index alone on its cache line.
///
/// The consumer advances it for every value while the producer reads the channel's other fields
/// for every value: sharing a line, the two would take it from each other's cache every time.
@usableFromInline
final class PaddedCursor: Sendable {
    private let before: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    @usableFromInline let value = AtomicInteger(0)
    private let after: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)

    @usableFromInline
    init() {}
}

/// What ``AsyncChannel/poll(into:_:)`` found.
@usableFromInline
enum Poll<Failure: Error>: Sendable {
    /// Values were moved into the consumer's batch (not empty).
    case batch
    /// The end: finished or cancelled (`nil`), or the failure.
    case end(Failure?)
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
    /// Bounded buffer: the values not yet moved to the consumer.
    @usableFromInline var ring = RingBuffer<Value>()
    /// Bounded policies: how many values the consumer's current batch holds.
    ///
    /// Those at or past the channel's cursor are still buffered, as far as the policy is concerned.
    @usableFromInline var handedOut = 0
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
    ///
    /// A value dropped from the consumer's batch (`.newest`, by advancing the cursor) stays in the
    /// batch until the consumer empties it, and is released there.
    @inlinable
    mutating func appendBounded(
        _ value: Value, cursor: AtomicInteger
    ) -> (UnsafeContinuation<Void, Never>?, Value?) {
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
            guard !isFull(limit, cursor: cursor) else { return (nil, value) }
            ring.append(value)
            return (nil, nil)
        case .newest(let limit):
            guard limit > 0 else { return (nil, value) }
            var dropped: Value?
            if isFull(limit, cursor: cursor), !dropOldestHandedOut(cursor: cursor) {
                dropped = ring.popFirst()
            }
            ring.append(value)
            return (nil, dropped)
        }
    }

    /// Whether `limit` values are buffered: in the ring, or in the consumer's batch and not yet
    /// taken.
    @inlinable
    func isFull(_ limit: Int, cursor: AtomicInteger) -> Bool {
        // The cursor is only read when the batch could matter, so that a producer far from the
        // limit never touches the consumer's cache line.
        guard ring.count + handedOut >= limit else { return false }
        let untaken = Swift.max(0, handedOut - cursor.load(ordering: .relaxed))
        return ring.count + untaken >= limit
    }

    /// Drops the oldest value of the consumer's batch that it has not taken yet; returns `false`
    /// if it has taken them all.
    @inlinable
    func dropOldestHandedOut(cursor: AtomicInteger) -> Bool {
        var index = cursor.load(ordering: .relaxed)
        while index < handedOut {
            let (exchanged, current) = cursor.compareExchange(
                expected: index, desired: index + 1, ordering: .relaxed)
            if exchanged { return true }
            index = current
        }
        return false
    }

    /// Records the termination, delivered after the buffered values; returns the consumer to wake.
    @inlinable
    mutating func terminate(_ termination: Termination<Failure>) -> UnsafeContinuation<Void, Never>? {
        guard !isClosed else { return nil }
        isClosed = true
        self.termination = termination
        return takeWaiter()
    }

    /// Swaps what is buffered with the consumer's emptied batch, or reports the end.
    @inlinable
    mutating func poll(
        into batch: inout ContiguousArray<Value>, _ ringBatch: inout RingBuffer<Value>, cursor: AtomicInteger
    ) -> Poll<Failure> {
        if isDone { return .end(nil) }
        if !pending.isEmpty {
            swap(&pending, &batch)
            return .batch
        }
        if !ring.isEmpty {
            swap(&ring, &ringBatch)
            handedOut = ringBatch.count
            cursor.store(0, ordering: .relaxed)
            return .batch
        }
        handedOut = 0
        guard let termination else { return .empty }
        isDone = true
        switch termination {
        case .finished: return .end(nil)
        case .failed(let error): return .end(error)
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
        handedOut = 0
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
