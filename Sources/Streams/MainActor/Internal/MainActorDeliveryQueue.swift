/// The one delivery order shared by main-actor sources: an event sent while any of them is
/// delivering waits here and is delivered after that delivery, never inside it.
///
/// Sources that share a queue share one order: `IntentChannel`s share one, so an intent a
/// screen sends while another screen's intent is being routed is routed after it, tree-wide.
/// A source created with ``MainActorSource/init()`` has a queue of its own.
///
/// The fast path (nothing delivering) takes no allocation: the caller marks the queue busy,
/// delivers, and drains whatever its handlers queued before it marks the queue idle.
@MainActor
@usableFromInline
package final class MainActorDeliveryQueue {
    // Changed only between deliveries, never across one: unchecked for the same measured reason as
    // the core's state.
    @exclusivity(unchecked) @usableFromInline var isDelivering = false
    @exclusivity(unchecked) @usableFromInline var pending: [@MainActor () -> Void] = []
    @exclusivity(unchecked) private var nextPending = 0
    /// Work waiting for the queue to be idle again; see ``whenIdle(_:)``.
    @exclusivity(unchecked) @usableFromInline var idleWork: [@MainActor () -> Void] = []

    /// Creates an idle queue.
    package init() {}

    /// Takes the queue if it is idle; the caller then delivers and calls ``endDelivery()``.
    ///
    /// - Returns: `false` when a delivery is under way: queue the work with ``enqueue(_:)``.
    @inlinable
    func beginDelivery() -> Bool {
        if isDelivering { return false }
        isDelivering = true
        return true
    }

    /// Runs what the delivery queued, in order, then marks the queue idle.
    @inlinable
    func endDelivery() {
        if !pending.isEmpty { drain() }
        isDelivering = false
        if !idleWork.isEmpty { runIdleWork() }
    }

    /// Runs `work` now if nothing is delivering, or else once the delivery under way, and
    /// everything it queued, is done and the queue is idle: so the sends `work` makes are
    /// delivered at once, not queued behind it.
    package func whenIdle(_ work: @escaping @MainActor () -> Void) {
        guard isDelivering else { return work() }
        idleWork.append(work)
    }

    @usableFromInline
    func runIdleWork() {
        // A work item's own sends deliver (and run the rest of this list) before it returns.
        while !isDelivering, !idleWork.isEmpty {
            let next = idleWork.removeFirst()
            next()
        }
    }

    /// Keeps work for after the delivery under way.
    @usableFromInline
    func enqueue(_ work: @escaping @MainActor () -> Void) {
        pending.append(work)
    }

    @usableFromInline
    func drain() {
        // Work queued while draining is appended behind, and taken in the same loop.
        while nextPending < pending.count {
            let work = pending[nextPending]
            pending[nextPending] = {}
            nextPending += 1
            work()
        }
        pending.removeAll(keepingCapacity: pending.count <= 64)
        nextPending = 0
    }
}
