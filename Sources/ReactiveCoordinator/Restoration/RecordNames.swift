/// How a restoration record names a coordinator: by its path down to 16 levels, and below them
/// from the nearest step above it (`@12/detail`: step 12's coordinator, then its child
/// `detail`).
///
/// A path deeper than 16 levels is shortened for display and keeps only its first and last
/// eight names, so two branches that differ in the middle would share it, and a record naming
/// parents by it restored children under the wrong parent while it reported every step restored
/// (issue 33). A name from a step cannot collide: steps are numbered, and names are unique among
/// siblings. It is as short as the distance to that step, so a record of N nested steps holds
/// text in proportion to N.
@MainActor
struct RecordNames {
    /// The index of each coordinator's step, for the writer.
    private var stepIndex: [ObjectIdentifier: Int] = [:]
    /// The names already made for parents that are not steps, for the writer.
    private var made: [ObjectIdentifier: String] = [:]

    /// Notes that `coordinator` is written as step `index`, for its children to name it.
    mutating func noteStep(_ coordinator: FlowNode, index: Int) {
        stepIndex[ObjectIdentifier(coordinator)] = index
    }

    /// The name of `coordinator` in the record being written.
    mutating func name(of coordinator: FlowNode) -> String {
        guard coordinator.treePath.isShortened else { return coordinator.path }
        if let index = stepIndex[ObjectIdentifier(coordinator)] { return "@\(index)" }
        if let name = made[ObjectIdentifier(coordinator)] { return name }
        // Up to the nearest step, or to the first ancestor whose path is whole; the names on the
        // way are those of coordinators that do not opt in, which their parents recreate.
        var below = [coordinator.name]
        var anchor = coordinator.parent
        while let current = anchor, current.treePath.isShortened, stepIndex[ObjectIdentifier(current)] == nil {
            below.append(current.name)
            anchor = current.parent
        }
        let start: String =
            if let anchor {
                stepIndex[ObjectIdentifier(anchor)].map { "@\($0)" } ?? anchor.path
            } else {
                ""
            }
        let name = ([start] + below.reversed()).joined(separator: "/")
        made[ObjectIdentifier(coordinator)] = name
        return name
    }

    /// The running coordinator a name from a step (`@12/detail`) stands for, or nil when the name
    /// is not of that form or nothing runs there.
    ///
    /// - Parameters:
    ///   - name: A step's parent, as written.
    ///   - restoredAt: The coordinators restored so far, by step index.
    ///   - cache: What earlier steps' names found, by name.
    /// - Returns: The coordinator, or nil.
    static func follow(
        _ name: String, from restoredAt: [Int: FlowNode], cache: inout [String: FlowNode]
    ) -> FlowNode? {
        guard name.hasPrefix("@") else { return nil }
        if let cached = cache[name], cached.isLive { return cached }
        var components = name.dropFirst().split(separator: "/", omittingEmptySubsequences: false)[...]
        // `Int(_:)` refuses a number too large for an index rather than trapping.
        guard let first = components.popFirst(), let index = Int(first), var node = restoredAt[index] else {
            return nil
        }
        for component in components {
            guard let child = node.children.first(where: { $0.name == component && $0.isLive }) else { return nil }
            node = child
        }
        guard node.isLive else { return nil }
        cache[name] = node
        return node
    }
}
