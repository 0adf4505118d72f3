import ReactiveCoordinator

/// The canonical key of an app's state: its coordinator tree and its hierarchy as the snapshots
/// describe them (paths, states, screen names, kinds and positions), never an object identity.
///
/// A coordinator's name carries a counter of the siblings of that name started before it
/// (`login-2` after one sign-out): the key drops each counter, so that signing in again reaches
/// the state it reached the first time. Siblings still differ by their order.
enum StateKey {
    /// A path with each segment's counter suffix (`-2`) dropped.
    static func canonical(_ path: String) -> String {
        guard path.utf8.contains(UInt8(ascii: "-")) else { return path }
        return path.split(separator: "/", omittingEmptySubsequences: false).map { segment -> Substring in
            guard let dash = segment.lastIndex(of: "-") else { return segment }
            let digits = segment[segment.index(after: dash)...]
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return segment }
            return segment[..<dash]
        }.joined(separator: "/")
    }

    @MainActor
    static func of(_ app: ExploredApp) -> String {
        let tree = app.tree.snapshot()
        let hierarchy = HierarchySnapshot(of: app.root, coordinators: app.tree)
        var key = ""
        key.reserveCapacity(64 * (tree.nodes.count + hierarchy.nodes.count))
        for node in tree.nodes {
            key += canonical(node.path)
            key += node.state == .active ? "|a|" : "|\(node.state.rawValue)|"
            key += node.boundScreen ?? ""
            for screen in node.routedScreens {
                key += ","
                key += screen
            }
            key += "\n"
        }
        key += "--\n"
        for node in hierarchy.nodes {
            key += String(node.depth)
            key += node.kind.rawValue
            key += node.isVisible ? "+" : "-"
            key += node.name
            key += "|"
            key += node.role ?? ""
            for path in node.boundBy {
                key += "|b:"
                key += canonical(path)
            }
            for path in node.routedBy {
                key += "|r:"
                key += canonical(path)
            }
            key += "\n"
        }
        if let extra = app.distinguishingState?() {
            key += "--\n"
            key += extra
        }
        return key
    }
}

/// The states seen so far, each with the action that first reached it: the explorer's visited
/// set and, read level by level, its breadth-first frontier.
///
/// A value type with no object inside: states are numbered in the order they were found, so
/// the states of one depth are a contiguous range and the path to a state is a walk up its
/// parents.
struct VisitedStates {
    struct Record {
        /// The state this one was reached from, or -1 for the initial state.
        var parent: Int32
        /// The index in ``actions`` of the action that reached it, or -1 for the initial state.
        var action: Int32
        var depth: Int32
    }

    private(set) var keys: [String: Int32] = [:]
    private(set) var records: [Record] = []
    private(set) var actions: [FlowAction] = []
    private var actionNumbers: [FlowAction: Int32] = [:]
    private var keyBytes = 0

    var count: Int {
        records.count
    }

    /// Adds a state if its key is new.
    ///
    /// - Returns: The state's number, and whether it was new.
    @discardableResult
    mutating func insert(_ key: String, from parent: Int, by action: FlowAction?) -> (state: Int, isNew: Bool) {
        if let known = keys[key] { return (Int(known), false) }
        let number = Int32(records.count)
        keys[key] = number
        keyBytes += key.utf8.count > 15 ? key.utf8.count + 32 : 0
        var actionNumber: Int32 = -1
        if let action { actionNumber = self.number(of: action) }
        let depth = parent < 0 ? 0 : records[parent].depth + 1
        records.append(Record(parent: Int32(parent), action: actionNumber, depth: depth))
        return (Int(number), true)
    }

    func state(of key: String) -> Int? {
        keys[key].map(Int.init)
    }

    func depth(of state: Int) -> Int {
        Int(records[state].depth)
    }

    /// The actions from the initial state to a state, first first.
    func path(to state: Int) -> [FlowAction] {
        var path: [FlowAction] = []
        var current = state
        while current >= 0, records[current].action >= 0 {
            path.append(actions[Int(records[current].action)])
            current = Int(records[current].parent)
        }
        return path.reversed()
    }

    /// An estimate of the bytes each state takes: its key's storage, the dictionary's slot and
    /// its record, plus a share of the distinct actions.
    var bytesPerState: Int {
        guard !records.isEmpty else { return 0 }
        let slot = MemoryLayout<String>.stride + MemoryLayout<Int32>.stride
        let table = keys.capacity * slot + records.capacity * MemoryLayout<Record>.stride
        let actionTable = actions.count * (MemoryLayout<FlowAction>.stride * 2 + 32)
        return (keyBytes + table + actionTable) / records.count
    }

    private mutating func number(of action: FlowAction) -> Int32 {
        if let known = actionNumbers[action] { return known }
        let number = Int32(actions.count)
        actions.append(action)
        actionNumbers[action] = number
        return number
    }
}
