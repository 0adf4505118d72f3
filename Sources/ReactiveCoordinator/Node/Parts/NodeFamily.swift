/// Where a coordinator sits among others: its name, the parent that started it, and the children
/// it started that have not ended.
///
/// The only writer of them: a node's family changes through these methods alone, called from the
/// node's folder, so a name, a parent link and a child list can never disagree.
@MainActor
struct NodeFamily {
    /// The name in its parent, unique among its siblings (`compose`, `compose-2`).
    private(set) var name: String
    /// The node that started it; nil for a root or once it has ended.
    ///
    /// Held strongly, a cycle with the parent's `children` that the child's end always breaks.
    /// Not weakly: a weak reference gives the parent a side table, and every retain and release
    /// of it then takes the slow path.
    private(set) var parent: FlowNode?
    /// The children it started that have not ended, in start order; each knows its slot, so
    /// that one ending in any order leaves in constant time.
    private(set) var children = SlotList<FlowNode>()
    /// Its slot in its parent's `children`; beside them so that the two share 16 bytes.
    private(set) var slotInParent: Int32 = 0
    /// How many children of each name it started, which numbers the next one.
    private var childNameCounts = ChildNameCounts()
    /// The name the next child takes, while a restoration recreates a child it recorded.
    private var restoringChildName: String?

    init(name: String) {
        self.name = name
    }

    /// Takes `child` in as its newest child and hands back the name and slot it takes: its base
    /// name, numbered when a sibling had it (`compose-2`), or the name it was recorded under while
    /// a restoration recreates it, so paths below it still hold.
    mutating func admit(_ child: FlowNode, named base: String) -> Admission {
        var restored = 0
        if let recorded = restoringChildName, let number = ChildNameNumber.restored(recorded, base: base) {
            restoringChildName = nil
            restored = number
        }
        // Bounded: a restored number is at most ChildNameNumber.maximum, and the count grows by one
        // per child started, so it cannot overflow.
        let count = childNameCounts.advance(base, toAtLeast: restored)
        let slot = Int32(children.append(child))
        return Admission(name: count > 1 ? "\(base)-\(count)" : base, slot: slot)
    }

    /// How many children of each name a node started, in the order of the names.
    ///
    /// A sorted list, not a dictionary: a parent's first children made and grew a dictionary's
    /// storage, and each child hashed its name twice (callgrind, about 900 instructions a child),
    /// while a flow starts children of a few names (the app's code names them) and a search
    /// of those takes a comparison or two. Sorted, a flow that names many children apart finds
    /// each name in logarithmic time, and moves the list's later names to insert a new one.
    private struct ChildNameCounts {
        private var entries: [NameCount] = []

        private struct NameCount {
            let name: String
            var count: Int
        }

        /// Counts one more child of `name`, or as many as a restored number says if more.
        mutating func advance(_ name: String, toAtLeast restored: Int) -> Int {
            // The first entry whose name is not before `name`.
            var low = 0
            var high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].name < name { low = middle + 1 } else { high = middle }
            }
            if low < entries.count, entries[low].name == name {
                entries[low].count = max(entries[low].count + 1, restored)
                return entries[low].count
            }
            let count = max(1, restored)
            entries.insert(NameCount(name: name, count: count), at: low)
            return count
        }
    }

    /// What a child takes when its parent admits it.
    struct Admission {
        let name: String
        let slot: Int32
    }

    /// Records that it was admitted by `parent` under `admission`.
    mutating func join(_ parent: FlowNode, as admission: Admission) {
        self.parent = parent
        name = admission.name
        slotInParent = admission.slot
    }

    /// Lets go of `child`, which ended; its slot finds it at once, in whatever order children end.
    ///
    /// The child lets go of its parent in any case: that breaks the cycle with `children`.
    ///
    /// - Returns: Whether it was a child here (a child leaves once).
    mutating func release(_ child: FlowNode) -> Bool {
        child.family.parent = nil
        return children.remove(child, at: Int(child.family.slotInParent)) { moved, slot in
            moved.family.slotInParent = Int32(slot)
        }
    }

    /// Names the next child it admits as `name` recorded it, for one restoration step.
    mutating func expectRestoredChild(named name: String?) {
        restoringChildName = name
    }
}
