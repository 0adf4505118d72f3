/// A list in insertion order from which any element is removed in constant amortised time.
///
/// Each element's owner keeps the slot ``append(_:)`` returned. Removing leaves a hole, except
/// at the end, where the list shrinks (and sheds the holes before it); once the holes outnumber
/// the elements, they are squeezed out and each moved element is told its new slot. So ending
/// N children (or N routed screens, or N scenes) oldest first, newest first or in any order costs time in proportion to N, where
/// a search and a shift per removal cost N² (issue 33).
///
/// The hole count is an `Int32` so that a node's list and its own slot in its parent's list fit
/// in 16 bytes; more than 2³¹ elements would not fit in memory.
package struct SlotList<Element: AnyObject> {
    /// The elements and holes in insertion order; the last slot is never a hole.
    private var slots: [Element?] = []
    private var holes: Int32 = 0

    package init() {}

    /// How many elements it holds.
    package var count: Int {
        slots.count - Int(holes)
    }

    package var isEmpty: Bool {
        slots.count == Int(holes)
    }

    /// The newest element.
    package var last: Element? {
        slots.last ?? nil
    }

    /// The elements, newest first, without copying them.
    package var newestFirst: some Sequence<Element> {
        slots.reversed().lazy.compactMap { $0 }
    }

    /// Removes every element.
    package mutating func removeAll() {
        slots.removeAll()
        holes = 0
    }

    /// Adds `element` at the end.
    ///
    /// - Returns: Its slot, to give back to ``remove(_:at:moved:)``.
    package mutating func append(_ element: Element) -> Int {
        slots.append(element)
        return slots.count - 1
    }

    /// Removes the element at `slot` if it is `element`.
    ///
    /// - Parameters:
    ///   - element: The element expected there.
    ///   - slot: The slot ``append(_:)`` or `moved` gave for it.
    ///   - moved: Told each element a compaction moved, with its new slot.
    /// - Returns: Whether it was there.
    @discardableResult
    package mutating func remove(_ element: Element, at slot: Int, moved: (Element, Int) -> Void) -> Bool {
        guard slot >= 0, slot < slots.count, slots[slot] === element else { return false }
        if slot == slots.count - 1 {
            slots.removeLast()
            while let last = slots.last, last == nil {
                slots.removeLast()
                holes -= 1
            }
            return true
        }
        slots[slot] = nil
        holes += 1
        if Int(holes) > count { compact(moved: moved) }
        return true
    }

    private mutating func compact(moved: (Element, Int) -> Void) {
        var kept: [Element?] = []
        kept.reserveCapacity(count)
        for case let element? in slots {
            moved(element, kept.count)
            kept.append(element)
        }
        slots = kept
        holes = 0
    }
}

extension SlotList: Sequence {
    package struct Iterator: IteratorProtocol {
        fileprivate var base: IndexingIterator<[Element?]>

        package mutating func next() -> Element? {
            while let slot = base.next() {
                if let element = slot { return element }
            }
            return nil
        }
    }

    package func makeIterator() -> Iterator {
        Iterator(base: slots.makeIterator())
    }

    package var underestimatedCount: Int {
        count
    }
}
