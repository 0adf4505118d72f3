/// Which node carries each coordinator object that has started, so that an object cannot run
/// twice: started again while it runs, adopted by a second parent, made its own ancestor, or
/// started after it ended.
///
/// Only class coordinators are recorded: a struct has no identity, and each start of one is a
/// flow of its own. An entry holds its object weakly, so a released object's entry is stale (its
/// address may be reused) and is dropped; a finished object keeps the path it ended at, so
/// starting it again is refused for as long as it lives. The running node is held strongly and
/// let go at its end: a weak reference would give every node a side table, and each retain and
/// release of a node the slow path.
@MainActor
enum CoordinatorRegistry {
    private struct Entry {
        weak var object: AnyObject?
        /// The node that runs it; nil once it ended.
        var node: FlowNode?
        var finishedPath: String?
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
        guard let object, let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
        if let path = entry.finishedPath { return .finished(path) }
        if let node = entry.node { return .running(node) }
        return nil
    }

    /// Whether the coordinator of `node` runs under another node, or ended.
    static func refusal(toStart node: FlowNode) -> Refusal? {
        guard let refusal = refusal(toStartObject: node.coordinatorIdentity) else { return nil }
        if case .running(let other) = refusal, other === node { return nil }
        return refusal
    }

    static func noteStarted(_ node: FlowNode) {
        guard let object = node.coordinatorIdentity else { return }
        entries[ObjectIdentifier(object)] = Entry(object: object, node: node)
        if entries.count >= sweptCount * 2 {
            entries = entries.filter { $0.value.object != nil }
            sweptCount = max(64, entries.count)
        }
    }

    static func noteEnded(_ node: FlowNode) {
        guard let object = node.coordinatorIdentity else { return }
        let key = ObjectIdentifier(object)
        guard entries[key]?.node === node else { return }
        entries[key]?.node = nil
        entries[key]?.finishedPath = node.path
    }
}
