/// A first-in, first-out queue with O(1) append and removal at the front.
///
/// Slots are optional so that a removed element is moved out (`take()`), not copied: the queue
/// never holds on to, or releases, an element it handed back.
@usableFromInline
struct RingBuffer<Element> {
    @usableFromInline var slots: ContiguousArray<Element?> = []
    @usableFromInline var head = 0
    @usableFromInline var count = 0

    @inlinable
    var isEmpty: Bool { count == 0 }

    @inlinable
    mutating func append(_ element: Element) {
        if count == slots.count { grow() }
        slots[(head &+ count) & (slots.count &- 1)] = element
        count &+= 1
    }

    @inlinable
    mutating func popFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = slots[head].take()
        head = (head &+ 1) & (slots.count &- 1)
        count &-= 1
        return element
    }

    /// Moves out the element `offset` places from the front, leaving its slot empty.
    ///
    /// Returns `nil` if it was taken already. The queue's count does not change: see
    /// ``removeAllKeepingCapacity()``.
    @inlinable
    mutating func take(at offset: Int) -> Element? {
        slots[(head &+ offset) & (slots.count &- 1)].take()
    }

    /// Empties the queue, releasing the elements still in it, and keeps its capacity.
    @inlinable
    mutating func removeAllKeepingCapacity() {
        for offset in 0..<count {
            slots[(head &+ offset) & (slots.count &- 1)] = nil
        }
        head = 0
        count = 0
    }

    /// Empties the queue and returns its storage, so the caller decides where the elements are released.
    @inlinable
    mutating func removeAll() -> ContiguousArray<Element?> {
        defer {
            slots = []
            head = 0
            count = 0
        }
        return slots
    }

    /// Doubles the capacity (a power of two) and moves the elements to the front.
    ///
    /// Inlinable, so that moving the elements is specialized: generic code pays a metadata lookup
    /// for each element.
    @inlinable
    mutating func grow() {
        let capacity = Swift.max(4, slots.count * 2)
        var larger = ContiguousArray<Element?>(repeating: nil, count: capacity)
        for offset in 0..<count {
            larger[offset] = slots[(head &+ offset) & (slots.count &- 1)].take()
        }
        slots = larger
        head = 0
    }
}

extension RingBuffer: Sendable where Element: Sendable {}
