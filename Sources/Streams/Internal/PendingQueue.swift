/// A first-in, first-out queue that hands out its elements in batches.
///
/// The queue behind a contended source can grow long while one thread delivers and others
/// keep sending. Taking a batch off the front of an `Array` moves everything behind it, so a
/// long queue would cost quadratic time to drain; this queue moves a read index instead, and
/// compacts only once the consumed front is at least as long as what is left, so each
/// element is moved a constant number of times.
///
/// A taken slot is cleared at once, so the queue never keeps a delivered value (or a
/// subscriber's handler) alive. Clearing moves the element out, so no release happens in the
/// queue itself: callers that hold a lock around `takeBatch(upTo:)` release nothing under it.
struct PendingQueue<Element> {
    private var slots: [Element?] = []
    private var head = 0

    /// Whether every element appended has been taken.
    var isEmpty: Bool { head == slots.count }

    /// Adds an element at the back.
    mutating func append(_ element: Element) {
        slots.append(element)
    }

    /// Removes and returns up to `limit` elements from the front, oldest first.
    mutating func takeBatch(upTo limit: Int) -> [Element] {
        let end = min(head + limit, slots.count)
        var batch: [Element] = []
        batch.reserveCapacity(end - head)
        for index in head..<end {
            batch.append(slots[index].take()!)
        }
        head = end
        if head == slots.count {
            // Drained: start again at the front, keeping a modest buffer for the next burst.
            slots.removeAll(keepingCapacity: slots.capacity <= Self.retainedCapacity)
            head = 0
        } else if head >= Self.retainedCapacity, head * 2 >= slots.count {
            slots.removeFirst(head)
            head = 0
        }
        return batch
    }

    /// Slots kept allocated after a drain, and the consumed front that is worth compacting.
    private static var retainedCapacity: Int { 1_024 }
}
