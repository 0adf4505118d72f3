import Foundation
import Streams

/// One subscriber of the stress test: checks each event as it arrives and keeps only counts.
///
/// For each sender it tracks the first sequence number it saw and the next one it expects, so a
/// gap (a lost value), a repeat or a reordering is caught on arrival without storing the values.
final class ChurnSubscriber: @unchecked Sendable {
    // @unchecked Sendable: the per-event fields are only touched by `receive`, which the stream
    // calls one event at a time (its contract; the thread sanitizer checks it in CI), and read
    // after every sender has finished. `joinedAt` is written once by the subscribing thread, read
    // at the end. The rest is atomic or behind `tokenLock`.

    /// How the subscription ends.
    enum Role: Sendable {
        /// Stays until the stream terminates.
        case stayer
        /// Cancelled from another task, at random.
        case churned
        /// Cancels itself from inside its handler after this many values.
        case selfCancelling(after: Int)
        /// Subscribes a newcomer from inside its handler when its value count reaches this, then
        /// cancels itself in the same call.
        case spawner(at: Int)
        /// The newcomer: subscribed from inside a handler, stays until the stream terminates.
        case spawned
    }

    let id: Int
    let role: Role
    private(set) var first: [Int]
    private(set) var next: [Int]
    private(set) var received = 0
    private(set) var gaps = 0
    private(set) var repeatsOrReorders = 0
    private(set) var terminations = 0
    private(set) var eventsAfterTermination = 0
    private(set) var callsAfterSelfCancel = 0
    private(set) var callsAfterCancelReturned = 0
    private let cancelledItself = AtomicFlag(false)
    /// Per sender, the sends it had started when `subscribe` returned: every later value must come.
    var joinedAt: [Int] = []
    /// Set once `cancel()` from another task has returned.
    let cancelReturned = AtomicFlag(false)

    private let tokenLock = NSLock()
    private var token: Subscription?
    /// Called from inside the handler to subscribe a newcomer (the spawner role).
    var spawn: (@Sendable () -> Void)?

    init(id: Int, role: Role, senders: Int) {
        self.id = id
        self.role = role
        first = Array(repeating: -1, count: senders)
        next = Array(repeating: 0, count: senders)
    }

    func keep(_ subscription: Subscription) {
        tokenLock.withLock { token = subscription }
    }

    /// Cancels from outside the handler and records that `cancel()` returned.
    func cancelFromOutside() {
        let subscription = tokenLock.withLock { token }
        subscription?.cancel()
        cancelReturned.store(true, ordering: .sequentiallyConsistent)
    }

    /// Drops the token (cancelling if still subscribed); the handler is released with it.
    func release() {
        let subscription = tokenLock.withLock {
            defer { token = nil }
            return token
        }
        subscription?.cancel()
    }

    /// Whether the handler cancelled its own subscription.
    var didCancelItself: Bool { cancelledItself.load(ordering: .sequentiallyConsistent) }

    func receive(_ event: StreamEvent<Int, Never>) {
        // A call already running when cancel() returned may finish; at most one can be running.
        if cancelReturned.load(ordering: .sequentiallyConsistent) { callsAfterCancelReturned += 1 }
        if cancelledItself.load(ordering: .relaxed) { callsAfterSelfCancel += 1 }
        guard case .value(let stamp) = event else {
            terminations += 1
            return
        }
        if terminations > 0 {
            eventsAfterTermination += 1
            return
        }
        received += 1
        let sender = Stamp.sender(stamp)
        let sequence = Stamp.sequence(stamp)
        if first[sender] < 0 {
            first[sender] = sequence
            next[sender] = sequence + 1
        } else if sequence == next[sender] {
            next[sender] += 1
        } else if sequence > next[sender] {
            gaps += 1
            next[sender] = sequence + 1
        } else {
            repeatsOrReorders += 1
        }
        switch role {
        case .selfCancelling(let after) where received == after:
            cancelItself()
        case .spawner(let at) where received == at:
            spawn?()
            cancelItself()
        default:
            break
        }
    }

    private func cancelItself() {
        // The token is stored just after `subscribe` returns; a value may arrive before that.
        guard let subscription = tokenLock.withLock({ token }) else { return }
        subscription.cancel()
        cancelledItself.store(true, ordering: .sequentiallyConsistent)
    }
}
