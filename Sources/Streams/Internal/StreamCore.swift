import Synchronization

/// The shared state behind every source: its subscribers, its termination, and the serial
/// delivery that keeps events to each subscriber one at a time and in one order.
///
/// ## Delivery policy
///
/// Every operation (send, terminate, subscribe, remove) runs on whichever thread holds the
/// *delivery token*. A caller that finds the token free takes it with one atomic exchange and
/// runs its operation at once: the common, uncontended send takes no lock and copies nothing.
/// A caller that finds the token taken (another thread delivering, or a handler of this very
/// source sending, subscribing or cancelling) appends its operation to `pending` under a lock
/// and returns; the token holder runs pending operations, in the order they were appended,
/// before it gives the token back. So a nested send is delivered after the delivery under way,
/// never inside it, and all subscribers see one global order.
///
/// The lock guards only the pending queue; no user code runs under it. Handlers run while the
/// token is held, which is not a lock: nothing ever waits for the token, so a handler may call
/// anything (including this source) without deadlock.
final class StreamCore<Value: Sendable, Failure: Error>: @unchecked Sendable {
    // @unchecked Sendable: `subscribers`, `terminal` and `latest` are only touched by the thread
    // that holds the delivery token (acquired and released with acquire/release atomics), and
    // `pending` is guarded by its lock.

    typealias Event = StreamEvent<Value, Failure>
    typealias Box = SubscriberBox<Value, Failure>

    enum Operation {
        case value(Value)
        case terminate(Termination<Failure>)
        case subscribe(Box)
        case remove(Box)
    }

    private let token = Atomic<Int>(Token.free)
    private let pending = Locked<[Operation]>([])
    private let replaysLatest: Bool

    // Token-owned state.
    private var subscribers: ContiguousArray<Box> = []
    private var terminal: Termination<Failure>?
    private var latest: Value?

    init(replaysLatest: Bool = false, initial: Value? = nil) {
        self.replaysLatest = replaysLatest
        self.latest = initial
    }

    // MARK: Entry points

    func send(_ value: Value) {
        if acquireToken() {
            deliver(value)
            releaseToken()
        } else {
            enqueue(.value(value))
        }
    }

    func terminate(_ termination: Termination<Failure>) {
        perform(.terminate(termination))
    }

    func subscribe(_ handler: @escaping @Sendable (Event) -> Void) -> Subscription {
        let box = Box(core: self, handler: handler)
        perform(.subscribe(box))
        return Subscription(box)
    }

    func remove(_ box: Box) {
        perform(.remove(box))
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

    @inline(__always)
    private func acquireToken() -> Bool {
        token.compareExchange(expected: Token.free, desired: Token.held, ordering: .acquiring).exchanged
    }

    /// Gives the token back, first running whatever was queued while it was held.
    @inline(__always)
    private func releaseToken() {
        while !token.compareExchange(expected: Token.held, desired: Token.free, ordering: .releasing).exchanged {
            drainPending()
        }
    }

    private func drainPending() {
        // Only the holder moves `heldWithPending` back to `held`; a later enqueue sets it again.
        token.store(Token.held, ordering: .sequentiallyConsistent)
        let operations = pending.withLock { queue in
            let taken = queue
            queue.removeAll(keepingCapacity: true)
            return taken
        }
        for operation in operations {
            apply(operation)
        }
    }

    private func enqueue(_ operation: Operation) {
        pending.withLock { $0.append(operation) }
        while true {
            switch token.load(ordering: .sequentiallyConsistent) {
            case Token.free:
                // The holder left before seeing our operation: take over and run it ourselves.
                if token.compareExchange(expected: Token.free, desired: Token.held, ordering: .sequentiallyConsistent)
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
            for box in ending {
                box.deliverTerminal(Event(termination))
            }
        case .subscribe(let box):
            if let terminal {
                box.deliverTerminal(Event(terminal))
            } else if box.isCancelled {
                box.releaseHandler()
            } else {
                subscribers.append(box)
                if replaysLatest, let latest {
                    box.deliver(.value(latest))
                }
            }
        case .remove(let box):
            if let index = subscribers.firstIndex(where: { $0 === box }) {
                subscribers.remove(at: index)
            }
            box.releaseHandler()
        }
    }

    @inline(__always)
    private func deliver(_ value: Value) {
        guard terminal == nil else { return }
        if replaysLatest { latest = value }
        for box in subscribers {
            box.deliver(.value(value))
        }
    }
}

/// States of a core's delivery token.
private enum Token {
    static let free = 0
    static let held = 1
    static let heldWithPending = 2
}
