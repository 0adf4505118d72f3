/// The shared state behind every source: its subscribers, its termination, and the serial
/// delivery that keeps events to each subscriber one at a time and in one order.
///
/// ## Delivery policy
///
/// Every operation (send, terminate, subscribe, remove) runs on whichever thread holds the
/// *delivery token*. A caller that finds the token free takes it with one atomic exchange and
/// runs its operation at once: the common, uncontended send takes no lock and copies nothing.
/// A caller that finds the token taken (another thread delivering, or a handler of this very
/// source sending, subscribing or cancelling) appends its operation to the inbox queue under a lock
/// and returns; the token holder runs pending operations, in the order they were appended,
/// before it gives the token back. So a nested send is delivered after the delivery under way,
/// never inside it, and all subscribers see one global order. A holder that has delivered other
/// threads' operations for a few passes hands the token to the next thread that queues one, so
/// a steady sender on another thread cannot keep it (and, say, its `cancel()`) there for ever.
///
/// The lock guards only the inbox (the pending queue, and a replaying core's current value); no
/// user code runs under it. Handlers run while the
/// token is held, which is not a lock: nothing ever waits for the token, so a handler may call
/// anything (including this source) without deadlock.
@usableFromInline
final class StreamCore<Value: Sendable, Failure: Error>: @unchecked Sendable {
    // @unchecked Sendable: `subscribers`, `terminal` and `latest` are only touched by the thread
    // that holds the delivery token (acquired and released with acquire/release atomics), and
    // `inbox` is guarded by its lock.

    @usableFromInline typealias Event = StreamEvent<Value, Failure>
    @usableFromInline typealias Box = SubscriberBox<Value, Failure>

    @usableFromInline
    enum Operation: Sendable {
        case value(Value)
        case terminate(Termination<Failure>)
        case subscribe(Box)
        case remove(SubscriptionTicket<Value, Failure>)
    }

    @usableFromInline let token = AtomicInteger(Token.free)
    private let inbox: Locked<Inbox>
    @usableFromInline let replaysLatest: Bool
    /// The length of `subscribers`, published by the token holder for readers on any thread.
    private let publishedSubscriberCount = AtomicInteger(0)

    // Token-owned state.
    // Boxes are held +1 through `Unmanaged` (retained on subscribe, released on removal, on
    // termination and in deinit) so that delivering to one costs no retain/release pair.
    @usableFromInline var subscribers: ContiguousArray<Unmanaged<Box>> = []
    @usableFromInline var terminal: Termination<Failure>?
    @usableFromInline var latest: Value?

    init(replaysLatest: Bool = false, initial: Value? = nil) {
        self.replaysLatest = replaysLatest
        self.latest = initial
        self.inbox = Locked(Inbox(current: initial))
    }

    deinit {
        for box in subscribers { box.release() }
    }

    // MARK: Entry points

    @inlinable
    func send(_ value: Value) {
        if acquireToken() {
            deliver(value)
            releaseToken()
        } else {
            enqueue(.value(value))
        }
    }

    func terminate(_ termination: Termination<Failure>) {
        if replaysLatest {
            admit(.terminate(termination))
        } else {
            perform(.terminate(termination))
        }
    }

    // MARK: Current value (replaying cores)

    /// Sends `value` and makes it the current value, in one step with its place in the delivery
    /// order; ignored once a termination was admitted.
    ///
    /// The current value and the delivery order are decided under the inbox lock together, so
    /// the value every thread reads after the sends is the last one delivered, and the one a new
    /// subscriber is replayed.
    func sendCurrent(_ value: Value) {
        admit(.value(value))
    }

    /// The latest value admitted: the last one delivered, or queued to be delivered next.
    var currentValue: Value {
        // A replaying core is created with its initial value, and `current` is never emptied.
        inbox.withLock { $0.current }!
    }

    private func admit(_ operation: Operation) {
        switch inbox.withLock({ $0.admit(operation, claimToken: acquireToken) }) {
        case .ignored:
            break
        case .applyNow(let replaced):
            apply(operation)
            releaseToken()
            _ = replaced  // released here, after the lock
        case .queued(let replaced):
            claimTokenAfterEnqueue()
            _ = replaced
        }
    }

    // MARK: Subscribers

    /// How many subscribers the stream has, as of the last operation the token holder ran.
    var subscriberCount: Int {
        publishedSubscriberCount.load(ordering: .acquiring)
    }

    func subscribe(_ handler: @escaping @Sendable (Event) -> Void) -> Subscription {
        let ticket = SubscriptionTicket(core: self)
        perform(.subscribe(Box(handler: handler, ticket: ticket)))
        return Subscription(ticket)
    }

    func remove(_ ticket: SubscriptionTicket<Value, Failure>) {
        perform(.remove(ticket))
    }

    // MARK: Token

    private func perform(_ operation: Operation) {
        if acquireToken() {
            apply(operation)
            releaseToken()
        } else {
            enqueue(operation)
        }
    }

    @inlinable @inline(__always)
    func acquireToken() -> Bool {
        token.compareExchange(expected: Token.free, desired: Token.held, ordering: .acquiring).exchanged
    }

    /// Gives the token back, first running whatever was queued while it was held.
    @inlinable @inline(__always)
    func releaseToken() {
        if !token.compareExchange(expected: Token.held, desired: Token.free, ordering: .releasing).exchanged {
            releaseTokenAfterDraining()
        }
    }

    /// Drains what other threads queued, but not for ever.
    ///
    /// A thread that keeps sending while this one delivers could otherwise keep it here
    /// indefinitely (a `cancel()` that never returns). After a few passes the token is offered
    /// to the next thread that queues an operation, which then delivers everything pending, its
    /// own operation included; if nobody comes, the token is taken back, so nothing queued is
    /// ever stranded.
    @usableFromInline
    func releaseTokenAfterDraining() {
        var passes = 0
        while true {
            if passes == Self.passesBeforeHandOff {
                if handOff() { return }
                passes = 0
            }
            drainPending()
            passes += 1
            if token.compareExchange(expected: Token.held, desired: Token.free, ordering: .releasing).exchanged {
                return
            }
        }
    }

    /// How many passes (batches) over the pending queue a holder makes before it offers the token.
    static var passesBeforeHandOff: Int { 4 }
    /// How many times the holder looks for a taker before it takes the token back.
    static var handOffPolls: Int { 4_096 }

    /// Offers the token, with the pending operations, to the next thread that queues one.
    ///
    /// - Returns: `true` if another thread took the token; `false` if this one took it back and
    ///   still holds it.
    private func handOff() -> Bool {
        // Only the holder moves the token out of `heldWithPending`, so a plain store is safe.
        token.store(Token.handOff, ordering: .sequentiallyConsistent)
        for _ in 0..<Self.handOffPolls where token.load(ordering: .sequentiallyConsistent) != Token.handOff {
            return true
        }
        return !token.compareExchange(expected: Token.handOff, desired: Token.held, ordering: .sequentiallyConsistent)
            .exchanged
    }

    @usableFromInline
    func drainPending() {
        // Only the holder moves `heldWithPending` back to `held`; a later enqueue sets it again.
        token.store(Token.held, ordering: .sequentiallyConsistent)
        // At most one batch per pass, so that a pass, and so a hand-off, comes in bounded time
        // even when another thread queues faster than this one delivers.
        let operations = inbox.withLock { $0.queue.takeBatch(upTo: Self.batchSize) }
        if operations.count == Self.batchSize {
            // Possibly more left: make sure the holder comes back for it.
            token.store(Token.heldWithPending, ordering: .sequentiallyConsistent)
        }
        for operation in operations {
            apply(operation)
        }
    }

    /// How many queued operations one pass delivers.
    static var batchSize: Int { 256 }

    @usableFromInline
    func enqueue(_ operation: Operation) {
        inbox.withLock { $0.queue.append(operation) }
        claimTokenAfterEnqueue()
    }

    /// Makes sure an operation just queued is run: by the holder, or by this thread if the token
    /// is free or offered.
    private func claimTokenAfterEnqueue() {
        while true {
            let observed = token.load(ordering: .sequentiallyConsistent)
            switch observed {
            case Token.free, Token.handOff:
                // Free: the holder left before seeing our operation. Offered: the holder has
                // delivered for others long enough. Either way, take over and deliver everything
                // pending, ours included.
                if token.compareExchange(expected: observed, desired: Token.held, ordering: .sequentiallyConsistent)
                    .exchanged
                {
                    drainPending()
                    releaseToken()
                    return
                }
            case Token.held:
                // Tell the holder there is more; it drains before it can give the token back.
                if token.compareExchange(
                    expected: Token.held, desired: Token.heldWithPending, ordering: .sequentiallyConsistent
                ).exchanged {
                    return
                }
            default:
                return
            }
        }
    }

    // MARK: Token-owned work

    private func apply(_ operation: Operation) {
        switch operation {
        case .value(let value):
            deliver(value)
        case .terminate(let termination):
            guard terminal == nil else { return }
            terminal = termination
            let ending = subscribers
            subscribers = []
            publishSubscriberCount()
            for box in ending {
                box.takeUnretainedValue().deliver(Event(termination))
                // The list was the box's only owner: this releases the handler.
                box.release()
            }
        case .subscribe(let box):
            if let terminal {
                box.deliver(Event(terminal))
            } else if !box.ticket.isCancelled {
                subscribers.append(Unmanaged.passRetained(box))
                publishSubscriberCount()
                if replaysLatest, let latest {
                    box.deliver(.value(latest))
                }
            }
        case .remove(let ticket):
            if let index = subscribers.firstIndex(where: { $0.takeUnretainedValue().ticket === ticket }) {
                subscribers.remove(at: index).release()
                publishSubscriberCount()
            }
        }
    }

    private func publishSubscriberCount() {
        publishedSubscriberCount.store(subscribers.count, ordering: .releasing)
    }

    @inlinable @inline(__always)
    func deliver(_ value: Value) {
        guard terminal == nil else { return }
        if replaysLatest { latest = value }
        // Index loop: the list cannot change during delivery (changes queue behind the token).
        for index in subscribers.indices {
            subscribers[index]._withUnsafeGuaranteedRef { $0.deliver(.value(value)) }
        }
    }
}

extension StreamCore {
    /// What waits for the delivery token, and, on a replaying core, the current value.
    ///
    /// On a replaying core a send or a termination is admitted here, under the inbox lock: the
    /// current value is stored and the operation's place in the delivery order is taken (the
    /// token, if it is free and nothing is queued, or the back of the queue) in the same step.
    /// So the order of the stores is the order of the deliveries, and nothing stored after a
    /// termination was admitted.
    struct Inbox {
        var queue = PendingQueue<Operation>()
        /// Replaying cores: the latest value admitted.
        var current: Value?
        /// Replaying cores: a termination was admitted; later sends and terminations are ignored.
        var isClosed = false

        /// The outcome of an admission.
        ///
        /// A replaced current value is handed back so that it is released after the lock.
        enum Admission {
            /// The stream already ended: drop the operation.
            case ignored
            /// The token was claimed: run the operation now, then release the token.
            case applyNow(replaced: Value?)
            /// The operation was queued behind the token holder.
            case queued(replaced: Value?)
        }

        mutating func admit(_ operation: Operation, claimToken: () -> Bool) -> Admission {
            guard !isClosed else { return .ignored }
            var replaced: Value?
            switch operation {
            case .value(let value):
                replaced = current.take()
                current = value
            case .terminate:
                isClosed = true
            case .subscribe, .remove:
                break
            }
            // Anything already queued goes first, even if the token happens to be free.
            if queue.isEmpty, claimToken() { return .applyNow(replaced: replaced) }
            queue.append(operation)
            return .queued(replaced: replaced)
        }
    }
}

/// States of a core's delivery token.
@usableFromInline
enum Token: Sendable {
    @inlinable static var free: Int { 0 }
    @inlinable static var held: Int { 1 }
    @inlinable static var heldWithPending: Int { 2 }
    /// The holder offers the token and what is pending to the next thread that queues an operation.
    @inlinable static var handOff: Int { 3 }
}
