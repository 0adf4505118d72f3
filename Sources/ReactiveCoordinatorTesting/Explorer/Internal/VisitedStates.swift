import ReactiveCoordinator

/// The canonical key of an app's state: its coordinator tree and its hierarchy as the snapshots
/// describe them (paths, states, screen names, kinds and positions, one line each), never an
/// object identity.
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

    /// The key's lines: one per coordinator, a separator, one per hierarchy node, and the app's
    /// distinguishing state if it has one.
    @MainActor
    static func lines(of app: ExploredApp) -> [String] {
        let tree = app.tree.snapshot()
        let hierarchy = HierarchySnapshot(of: app.root, coordinators: app.tree)
        var lines: [String] = []
        lines.reserveCapacity(tree.nodes.count + hierarchy.nodes.count + 2)
        for node in tree.nodes {
            var line = canonical(node.path)
            line += node.state == .active ? "|a|" : "|\(node.state.rawValue)|"
            line += node.boundScreen ?? ""
            for screen in node.routedScreens {
                line += ","
                line += screen
            }
            lines.append(line)
        }
        lines.append("--")
        for node in hierarchy.nodes {
            var line = String(node.depth)
            line += node.kind.rawValue
            line += node.isVisible ? "+" : "-"
            line += node.name
            line += "|"
            line += node.role ?? ""
            for path in node.boundBy {
                line += "|b:"
                line += canonical(path)
            }
            for path in node.routedBy {
                line += "|r:"
                line += canonical(path)
            }
            lines.append(line)
        }
        if let extra = app.distinguishingState?() {
            lines.append("--")
            lines.append(extra)
        }
        return lines
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

    /// A state's key: each of its lines by number.
    ///
    /// Lines repeat from state to state (the same inbox, the same tabs), so each is stored once.
    typealias Key = [UInt32]

    private(set) var keys: [Key: Int32] = [:]
    /// Every distinct line of a key seen so far, by number.
    private var lines: [String: UInt32] = [:]
    private var lineBytes = 0
    private(set) var records: [Record] = []
    private(set) var actions: [FlowAction] = []
    private var actionNumbers: [FlowAction: Int32] = [:]
    private var keyBytes = 0

    var count: Int {
        records.count
    }

    /// The key of an app's current state, numbering lines not seen before.
    @MainActor
    mutating func key(of app: ExploredApp) -> Key {
        StateKey.lines(of: app).map { line in
            if let known = lines[line] { return known }
            let number = UInt32(lines.count)
            lines[line] = number
            lineBytes += line.utf8.count > 15 ? line.utf8.count + 32 : 0
            return number
        }
    }

    /// Adds a state if its key is new.
    ///
    /// - Returns: The state's number, and whether it was new.
    @discardableResult
    mutating func insert(_ key: Key, from parent: Int, by action: FlowAction?) -> (state: Int, isNew: Bool) {
        if let known = keys[key] { return (Int(known), false) }
        let number = Int32(records.count)
        keys[key] = number
        keyBytes += 32 + key.count * MemoryLayout<UInt32>.stride
        var actionNumber: Int32 = -1
        if let action { actionNumber = self.number(of: action) }
        let depth = parent < 0 ? 0 : records[parent].depth + 1
        records.append(Record(parent: Int32(parent), action: actionNumber, depth: depth))
        return (Int(number), true)
    }

    func state(of key: Key) -> Int? {
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

    /// The actions from a state to one of its descendants on the shortest paths, or `nil` if
    /// `ancestor` is not on the path to `state`.
    func actions(from ancestor: Int, to state: Int) -> [FlowAction]? {
        var path: [FlowAction] = []
        var current = state
        while current != ancestor {
            guard current >= 0, records[current].action >= 0 else { return nil }
            path.append(actions[Int(records[current].action)])
            current = Int(records[current].parent)
        }
        return path.reversed()
    }

    /// An estimate of the bytes each state takes: its key's storage, the dictionary's slot and
    /// its record, plus a share of the distinct lines and actions.
    var bytesPerState: Int {
        guard !records.isEmpty else { return 0 }
        let slot = MemoryLayout<Key>.stride + MemoryLayout<Int32>.stride
        let table = keys.capacity * slot + records.capacity * MemoryLayout<Record>.stride
        let lineTable = lines.capacity * (MemoryLayout<String>.stride + MemoryLayout<UInt32>.stride) + lineBytes
        let actionTable = actions.count * (MemoryLayout<FlowAction>.stride * 2 + 32)
        return (keyBytes + table + lineTable + actionTable) / records.count
    }

    private mutating func number(of action: FlowAction) -> Int32 {
        if let known = actionNumbers[action] { return known }
        let number = Int32(actions.count)
        actions.append(action)
        actionNumbers[action] = number
        return number
    }
}
