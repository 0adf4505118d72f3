/// The transitions the search has taken that broke nothing, kept so that an app an action left
/// in a known state can be walked to the state it is needed in by the user's own actions, the
/// shortest way the search knows, instead of a path replayed into a fresh app.
///
/// A way found here is a guess from other apps: the caller plays it and keeps the app only if it
/// reaches the state's key, as for any other way back.
struct KnownTransitions {
    private struct Edge {
        let action: Int32
        let target: Int32
    }

    /// Every edge, each state's together, in the order taken.
    ///
    /// One flat list, not a list per state: a look-up visits a few hundred states at depth 6,
    /// and each state's own list was an object of its own among the apps' (a cache miss, and a
    /// retain and a release, per state visited).
    private var edgeList: [Edge] = []
    /// Each state's edges are `edgeList[edgeStart[state]..<edgeEnd[state]]`, by state number; a
    /// state with none has an empty range, or no entry past the end.
    private var edgeStart: [Int32] = []
    private var edgeEnd: [Int32] = []
    private var actions = ActionNumbers()
    /// One past the highest state number an edge names.
    private var stateBound = 0
    /// Scratch for ``actions(from:to:within:)``: the state each was reached from, -2 if not yet.
    private var reachedFrom: [Int32] = []
    private var reachedBy: [Int32] = []
    private var touched: [Int32] = []
    /// The look-up's levels, kept empty from one look-up to the next with their room: each
    /// look-up would otherwise allocate them again, and grow the next level a few times.
    private var spareLevel: [Int32] = []
    private var spareNext: [Int32] = []
    /// The target whose ways in are marked (-1 for none), from which state on, and the marks:
    /// whether each state has a known transition to it, and the states marked.
    private var markedTarget = -1
    private var markedFrom = 0
    private var comesIn: [Bool] = []
    private var markedWaysIn: [Int32] = []

    /// Remembers that `action` took an app from `source` to `target` and broke nothing.
    mutating func add(from source: Int, by action: FlowAction, to target: Int) {
        guard source != target else { return }
        if edgeStart.count <= source {
            edgeStart += repeatElement(0, count: source + 1 - edgeStart.count)
            edgeEnd += repeatElement(0, count: source + 1 - edgeEnd.count)
        }
        let (start, end) = (Int(edgeStart[source]), Int(edgeEnd[source]))
        // A state's edges are at most its actions: the scan is as long as its list of actions.
        for index in start..<end where edgeList[index].target == target { return }
        let edge = Edge(action: actions.number(of: action), target: Int32(target))
        if start == end || end != edgeList.count {
            // Not the edges added last: moved to the end. The search adds a state's edges while
            // it expands the state, so this is only ever a state's first edge.
            for index in start..<end { edgeList.append(edgeList[index]) }
            edgeStart[source] = Int32(edgeList.count - (end - start))
        }
        edgeList.append(edge)
        edgeEnd[source] = Int32(edgeList.count)
        stateBound = max(stateBound, source + 1, target + 1)
        if target == markedTarget { markedTarget = -1 }  // a way in more: marked again when asked
    }

    /// Whether a transition out of a state is known.
    func leaves(_ state: Int) -> Bool {
        state < edgeStart.count && edgeStart[state] < edgeEnd[state]
    }

    /// The shortest list of known transitions from one state to another, if one of at most
    /// `limit` actions is known; an empty list when they are the same state.
    ///
    /// The same answer as ``actions(from:toFirst:within:)`` for `{ $0 == target }`, found a level
    /// sooner: the states with a known transition into the target are marked first, and the
    /// walk stops when it reaches the first of them, which is the one whose transitions the walk
    /// would have taken first to the target, after walking every state it reached before it.
    ///
    /// - Parameters:
    ///   - source: The state the way starts from.
    ///   - target: The state it leads to.
    ///   - limit: The most actions it may take.
    ///   - firstWayIn: No state numbered below it has a known transition to `target`: the search
    ///     takes a state's transitions while it expands the state, breadth first, so none goes
    ///     more than one level deeper, and the states of the level before the target's are
    ///     numbered from there.
    /// - Returns: The actions, or `nil` if no such way is known.
    mutating func actions(
        from source: Int, to target: Int, within limit: Int, firstWayIn: Int = 0
    ) -> [FlowAction]? {
        let found = waysIn(from: source, to: target, within: limit, firstWayIn: firstWayIn)
        #if DEBUG
        // The walk that stops at the target finds the same way (unless it gave up first, after
        // visiting `maximumStatesVisited` states).
        if let walked = actions(from: source, toFirst: { $0 == target }, within: limit)?.actions {
            assert(found == walked, "ways in: \(String(describing: found)), walked: \(walked)")
        }
        #endif
        return found
    }

    private mutating func waysIn(
        from source: Int, to target: Int, within limit: Int, firstWayIn: Int
    ) -> [FlowAction]? {
        if source == target { return [] }
        guard limit > 0, source < edgeStart.count else { return nil }
        markWaysIn(to: target, from: firstWayIn)
        // No way in: the walk would reach every state it can, and not the target.
        guard !markedWaysIn.isEmpty else { return nil }
        if comesIn[source] { return [wayIn(from: source)] }
        // A copy for the walk, which changes the rest of `self`: the marks do not change in it.
        let marked = comesIn
        guard let (state, way) = nearest(from: source, levels: limit - 1, where: { marked[$0] }) else { return nil }
        return way + [wayIn(from: state)]
    }

    /// Marks in `comesIn` each state from `first` on with a known transition to `target`, unless
    /// they are marked already: the look-ups of one state's expansion all have it as their
    /// target, and a transition added into it unmarks it.
    private mutating func markWaysIn(to target: Int, from first: Int) {
        if markedTarget == target, markedFrom <= first { return }
        for state in markedWaysIn { comesIn[Int(state)] = false }
        markedWaysIn.removeAll(keepingCapacity: true)
        if comesIn.count < stateBound { comesIn += repeatElement(false, count: stateBound - comesIn.count) }
        for state in max(first, 0)..<edgeStart.count {
            for index in Int(edgeStart[state])..<Int(edgeEnd[state]) where edgeList[index].target == target {
                comesIn[state] = true
                markedWaysIn.append(Int32(state))
                break
            }
        }
        (markedTarget, markedFrom) = (target, first)
    }

    /// The action of the known transition from a marked state to the marked target.
    private func wayIn(from state: Int) -> FlowAction {
        for index in Int(edgeStart[state])..<Int(edgeEnd[state]) where edgeList[index].target == markedTarget {
            return actions[edgeList[index].action]
        }
        preconditionFailure("state \(state) has no known transition to \(markedTarget)")
    }

    /// The most states one look-up visits before it gives up: the cost of a look-up stays below
    /// that of the replay it would save, whatever the size of the search (the demo to depth 7
    /// visits 189 on average, 1,861 at most).
    static let maximumStatesVisited = 4_096

    /// The shortest list of known transitions from a state to the nearest state that `isTarget`
    /// accepts, if one of at most `limit` actions is known within ``maximumStatesVisited``
    /// states; ties go to the transitions taken first.
    mutating func actions(
        from source: Int, toFirst isTarget: (Int) -> Bool, within limit: Int
    ) -> (target: Int, actions: [FlowAction])? {
        if isTarget(source) { return (source, []) }
        guard limit > 0, source < edgeStart.count else { return nil }
        return nearest(from: source, levels: limit, where: isTarget)
    }

    /// The first state `isTarget` accepts, other than `source`, that a walk of the known
    /// transitions breadth first from `source` reaches within `levels` actions and
    /// ``maximumStatesVisited`` states, and the way there; ties go to the transitions taken first.
    private mutating func nearest(
        from source: Int, levels: Int, where isTarget: (Int) -> Bool
    ) -> (target: Int, actions: [FlowAction])? {
        if reachedFrom.count < stateBound {
            // Elements repeated in place, not a list made to be appended: the bound grows by a
            // state or two between look-ups.
            reachedFrom += repeatElement(-2, count: stateBound - reachedFrom.count)
            reachedBy += repeatElement(-1, count: stateBound - reachedBy.count)
        }
        defer {
            for state in touched { reachedFrom[Int(state)] = -2 }
            touched.removeAll(keepingCapacity: true)
        }
        reachedFrom[source] = -1
        touched.append(Int32(source))
        var level = spareLevel
        var next = spareNext
        (spareLevel, spareNext) = ([], [])
        defer {
            level.removeAll(keepingCapacity: true)
            next.removeAll(keepingCapacity: true)
            (spareLevel, spareNext) = (level, next)
        }
        level.append(Int32(source))
        for _ in 0..<max(levels, 0) {
            for state in level where Int(state) < edgeStart.count {
                guard touched.count < Self.maximumStatesVisited else { return nil }
                for index in Int(edgeStart[Int(state)])..<Int(edgeEnd[Int(state)]) {
                    let edge = edgeList[index]
                    guard reachedFrom[Int(edge.target)] == -2 else { continue }
                    reachedFrom[Int(edge.target)] = state
                    reachedBy[Int(edge.target)] = edge.action
                    touched.append(edge.target)
                    if isTarget(Int(edge.target)) { return (Int(edge.target), way(to: Int(edge.target))) }
                    next.append(edge.target)
                }
            }
            if next.isEmpty { return nil }
            swap(&level, &next)
            next.removeAll(keepingCapacity: true)
        }
        return nil
    }

    /// An estimate of the bytes the transitions take, for the report's bytes per state.
    var bytes: Int {
        edgeList.count * MemoryLayout<Edge>.stride + edgeStart.count * MemoryLayout<Int32>.stride * 2
            + actions.bytes
    }

    private func way(to target: Int) -> [FlowAction] {
        var way: [FlowAction] = []
        var state = Int32(target)
        while reachedFrom[Int(state)] >= 0 {
            way.append(actions[reachedBy[Int(state)]])
            state = reachedFrom[Int(state)]
        }
        return way.reversed()
    }
}
