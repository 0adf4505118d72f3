/// Which node carries each coordinator object that has started, so that an object cannot run
/// twice: started again while it runs, adopted by a second parent, made its own ancestor, or
/// started after it ended.
///
/// Only class coordinators are recorded: a struct has no identity, and each start of one is a
/// flow of its own. A running object's entry holds its node strongly (the node holds the object),
/// and is let go at the end: a weak reference would give every node, and every running object, a
/// side table, and each retain and release of a node the slow path. An object that outlives its
/// flow (something of the app's holds it) is then held weakly with the path it ended at, so
/// starting it again is refused for as long as it lives; once released, its entry is swept.
@MainActor
enum CoordinatorRegistry {
    /// An object that ended and outlives its flow, held weakly, with the path it ended at.
    private struct Finished {
        weak var object: AnyObject?
        let path: String
    }

    /// Why an object may not start now.
    enum Refusal {
        /// It runs under `node`.
        case running(FlowNode)
        /// It ended, at this path.
        case finished(String)
    }

    /// Both tables, in one static variable: each access to a static variable is checked at run
    /// time for exclusivity, so each operation below makes one access to it, not one per table.
    private static var tables = Tables()

    /// Why the object `object` may not start now, or nil if it may.
    static func refusal(toStartObject object: AnyObject?) -> Refusal? {
        guard let object else { return nil }
        return tables.refusal(toStart: object)
    }

    /// Whether the coordinator of `node` runs under another node, or ended.
    static func refusal(toStart node: FlowNode) -> Refusal? {
        guard let refusal = refusal(toStartObject: node.coordinatorIdentity) else { return nil }
        if case .running(let other) = refusal, other === node { return nil }
        return refusal
    }

    static func noteStarted(_ node: FlowNode) {
        guard let object = node.coordinatorIdentity else { return }
        tables.running[ObjectIdentifier(object)] = node
    }

    /// Forgets the node that ended; the object, if it outlives the end, is refused from now on.
    ///
    /// - Parameters:
    ///   - node: The node that ended.
    ///   - key: The identifier of its coordinator object, taken while the node held it.
    ///   - outliving: That object, if something other than the node still holds it.
    static func noteEnded(_ node: FlowNode, key: ObjectIdentifier?, outliving: AnyObject?) {
        guard let key else { return }
        tables.noteEnded(node, key: key, outliving: outliving)
    }

    @MainActor
    private struct Tables {
        /// The running objects' nodes.
        ///
        /// Each node holds its object, so an identifier here cannot be reused while its entry
        /// stands; 16 bytes a slot, as every running child has one.
        var running: [ObjectIdentifier: FlowNode] = [:]
        /// The objects that ended and that something of the app's still held then.
        var finished: [ObjectIdentifier: Finished] = [:]
        /// The size of `finished` after its last sweep of released objects; the next sweep runs
        /// at twice that, so sweeping stays linear in the number of ends.
        var sweptCount = 64

        func refusal(toStart object: AnyObject) -> Refusal? {
            let key = ObjectIdentifier(object)
            if let node = running[key] { return .running(node) }
            // A released object's address can be reused by a new one: only the same object counts.
            if let entry = finished[key], entry.object === object { return .finished(entry.path) }
            return nil
        }

        mutating func noteEnded(_ node: FlowNode, key: ObjectIdentifier, outliving: AnyObject?) {
            // One lookup: the entry found is removed by its index.
            guard let index = running.index(forKey: key), running.values[index] === node else { return }
            running.remove(at: index)
            guard let outliving else { return }
            finished[key] = Finished(object: outliving, path: node.path)
            if finished.count >= sweptCount * 2 {
                finished = finished.filter { $0.value.object != nil }
                sweptCount = max(64, finished.count)
            }
        }
    }
}
