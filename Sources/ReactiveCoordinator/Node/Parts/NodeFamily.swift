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
    ///
    /// A table, not a sorted list, though a list is cheaper for a few names: a flow that names
    /// each child apart (by an id) would move the list's later names at every new name, a cost
    /// that grows with the names the flow ever used.
    private var childNameCounts: [String: Int] = [:]
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
        // per child started, so it cannot overflow. Read and written in place: the name is hashed once.
        let count = Self.advance(&childNameCounts[base, default: 0], toAtLeast: restored)
        let slot = Int32(children.append(child))
        return Admission(name: count > 1 ? "\(base)-\(count)" : base, slot: slot)
    }

    /// Counts one more child of a name, or as many as a restored number says if more.
    private static func advance(_ count: inout Int, toAtLeast restored: Int) -> Int {
        count = max(count + 1, restored)
        return count
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
        child.changeFamily { $0.parent = nil }
        return children.remove(child, at: Int(child.slotInParent)) { moved, slot in
            moved.changeFamily { $0.slotInParent = Int32(slot) }
        }
    }

    /// Names the next child it admits as `name` recorded it, for one restoration step.
    mutating func expectRestoredChild(named name: String?) {
        restoringChildName = name
    }
}
