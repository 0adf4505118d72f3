/// Which node carries each coordinator object that has started, so that an object cannot run
/// twice: started again while it runs, adopted by a second parent, made its own ancestor, or
/// started after it ended.
///
/// Only class coordinators are recorded: a struct has no identity, and each start of one is a
/// flow of its own. A running object's entry holds its node strongly (the node holds the object),
/// and is let go at the end: a weak reference would give every node, and every running object, a
/// side table, and each retain and release of a node the slow path. An ended object's entry holds
/// it weakly and keeps the path it ended at, so starting it again is refused for as long as it
/// lives; once it is released its entry is stale and swept.
@MainActor
enum CoordinatorRegistry {
    /// What is known of one object: the node that runs it, or, once it ended, where.
    private enum Entry {
        /// It runs under this node, which holds it strongly, so its identifier cannot be reused
        /// while this entry stands.
        case running(FlowNode)
        /// It ended at `path`; held weakly, as nothing of the library's holds it any more.
        case finished(WeakObject, path: String)
    }

    private struct WeakObject {
        weak var object: AnyObject?
    }

    /// Why an object may not start now.
    enum Refusal {
        /// It runs under `node`.
        case running(FlowNode)
        /// It ended, at this path.
        case finished(String)
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    /// The size after the last sweep of stale entries; the next sweep runs at twice that, so
    /// sweeping stays linear in the number of starts.
    private static var sweptCount = 64

    /// Why the object `object` may not start now, or nil if it may.
    static func refusal(toStartObject object: AnyObject?) -> Refusal? {
        guard let object, let entry = entries[ObjectIdentifier(object)] else { return nil }
        switch entry {
        case .running(let node):
            return .running(node)
        case .finished(let weak, let path):
            // A released object's address can be reused by a new one: only the same object counts.
            return weak.object === object ? .finished(path) : nil
        }
    }

    /// Whether the coordinator of `node` runs under another node, or ended.
    static func refusal(toStart node: FlowNode) -> Refusal? {
        guard let refusal = refusal(toStartObject: node.coordinatorIdentity) else { return nil }
        if case .running(let other) = refusal, other === node { return nil }
        return refusal
    }

    static func noteStarted(_ node: FlowNode) {
        guard let object = node.coordinatorIdentity else { return }
        entries[ObjectIdentifier(object)] = .running(node)
        if entries.count >= sweptCount * 2 {
            entries = entries.filter { _, entry in
                if case .finished(let weak, _) = entry { weak.object != nil } else { true }
            }
            sweptCount = max(64, entries.count)
        }
    }

    /// Forgets the node that ended; the object, if it outlives the end, is refused from now on.
    ///
    /// - Parameters:
    ///   - node: The node that ended.
    ///   - key: The identifier of its coordinator object, taken while the node held it.
    ///   - outliving: That object, if something other than the node still holds it.
    static func noteEnded(_ node: FlowNode, key: ObjectIdentifier?, outliving: AnyObject?) {
        guard let key, case .running(let running) = entries[key], running === node else { return }
        if let outliving {
            entries[key] = .finished(WeakObject(object: outliving), path: node.path)
        } else {
            // Released with the node: its identifier may be reused by a new object at once.
            entries[key] = nil
        }
    }
}
