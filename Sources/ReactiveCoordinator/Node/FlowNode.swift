import Streams

/// Everything the library keeps for one running coordinator, and the only place its life is
/// carried out.
///
/// A user's coordinator is a value of theirs (``Coordinator``) that the node holds; the node owns
/// the lifecycle machine (``CoordinatorLifecycle``, written nowhere else), the routes to screens
/// (held weakly), the bound screen, the children, the starter's handler (in
/// ``TypedFlowNode``), the screens it showed, the tasks it owns and the audit's hooks. ``Flow``
/// and ``AnyFlow`` are handles to it; every public operation forwards here.
///
/// ## Ownership
/// A parent owns its children, and a running child its parent: the child's end removes it from
/// its parent and clears its `parent`, always, so the pair never outlives the child's end. The
/// node owns the user's coordinator until it ends, then lets go of it and of every closure the
/// coordinator gave it, so a coordinator that keeps its `Flow` makes no cycle that outlives it.
/// Screens are owned by the navigation hierarchy; a node holds them weakly and learns of their
/// release through their intent streams.
@MainActor
class FlowNode {
    // Each piece of state is a part that is its only writer (`Parts/`): the node holds them and
    // carries out what they decide. Every part keeps the runtime exclusivity check but the
    // lifecycle, which every routed intent reads and changes four times: with the check, routing
    // an intent took 14.5% more instructions (callgrind, `--profile route`, issue 32). Without it
    // the family and the placement saved at most 3.3% on any row, so they keep it. (The compiler
    // drops the family's itself: it changes only on the value moved out, `changeFamily(_:)`, so no
    // access to it spans other code, and none can overlap another.)
    /// Its name, parent and children, changed through ``changeFamily(_:)`` alone; read by field
    /// (a read of the whole would copy every field to return one).
    private var family: NodeFamily
    /// Its life; changed only through the lifecycle's own operations, and only in this folder.
    @exclusivity(unchecked) var lifecycle = CoordinatorLifecycle()
    /// Its end, observed by its parent (or, for the root, its tree): one value, then finished.
    let life = MainActorCore<CoordinatorEnd, Never>(sharing: nil)
    /// Its tree, log and path, and when it started.
    var placement: NodePlacement
    /// Its routes, made when it first routes a screen.
    private(set) var routeTable: RouteTable?
    /// Whether it was ever bound, and whether it ever held anything.
    var history = HeldHistory()
    /// The tasks it owns (``Flow/task(_:)``), cancelled when it ends.
    var work = OwnedWork()
    /// What it showed through its own navigation calls, removed again when it is torn down;
    /// changed through ``changeShownScreens(_:)`` alone, as the family is, and for the same reason:
    /// the leak audit reads every running flow's at every check.
    private(set) var shownScreens = ShownScreens()
    /// The gate for deep links and restoration records (``Flow/isReadyForLinks``).
    var linkGate = LinkGate()
    /// What the coordinator asked to hear of its life through its `Flow`, and its alerts and
    /// guards: made when first set (most flows set none, and an idle child then pays one
    /// pointer); let go when it ends.
    private(set) var hooks: FlowHooks?

    init(name: String, identity: AnyObject?) {
        coordinatorIdentity = identity
        family = NodeFamily(name: name)
        placement = NodePlacement(root: name)
    }

    /// Changes its family on the value moved out of the node, which holds an empty one meanwhile.
    ///
    /// The walks of the tree read each node's children at every state the flow explorer reaches,
    /// and an in-place change (a mutating call on the stored family, which runs other code while
    /// the access lasts) made every one of those reads an exclusivity check at run time. Moved
    /// out and back by swaps, which retain and release nothing; the value moved out is its only
    /// owner while it changes, so nothing is copied.
    func changeFamily<Result>(_ change: (inout NodeFamily) -> Result) -> Result {
        var changed = NodeFamily(name: "")
        swap(&changed, &family)
        let result = change(&changed)
        swap(&changed, &family)
        return result
    }

    /// Changes what it showed on the value moved out of the node, as ``changeFamily(_:)`` does.
    func changeShownScreens<Result>(_ change: (inout ShownScreens) -> Result) -> Result {
        var changed = ShownScreens()
        swap(&changed, &shownScreens)
        let result = change(&changed)
        swap(&changed, &shownScreens)
        return result
    }

    // MARK: What the rest of the library reads of the parts

    /// The name in its parent, unique among its siblings (`compose`, `compose-2`).
    var name: String { family.name }
    /// The node that started it; nil for a root or once it has ended.
    var parent: FlowNode? { family.parent }
    /// The children it started that have not ended, in start order.
    var children: SlotList<FlowNode> { family.children }
    /// Its slot in its parent's children.
    var slotInParent: Int32 { family.slotInParent }
    var tree: CoordinatorTree? { placement.tree }
    /// Its tree's log; nil outside a tree.
    var treeLog: TreeLog? { placement.log }
    var treePath: CoordinatorPath { placement.path }
    /// When it started, counted in its tree (the root is 1).
    var startOrder: Int { placement.startOrder }
    /// When its tree's leak audit first saw it (0: never).
    var auditOrder: Int { placement.auditOrder }
    /// Whether it was ever bound to a screen.
    var hasBeenBound: Bool { history.wasBound }
    /// Whether it ever routed or showed a screen, or started a child.
    var hasHeldSomething: Bool { history.heldSomething }
    /// Whether it owns work that has not finished.
    var ownsWork: Bool { !work.isEmpty }
    /// What it showed and still tracks.
    var shown: [ShownScreen] { shownScreens.entries }
    /// The gate for deep links and restoration records.
    var readyForLinks: Bool { linkGate.isOpen }
    /// Whether an alert it showed still waits for an answer.
    var hasUnansweredAlert: Bool { hooks?.alerts.hasUnanswered ?? false }
    /// The screens it guards.
    var leaveGuards: [GuardedScreen] { hooks?.guards.guarded ?? [] }
    /// The handler of the guard numbered `id`, if it still guards.
    func leaveGuardHandler(_ id: Int) -> (@MainActor (LeaveAttempt) -> Void)? {
        hooks?.guards.entry(id)?.handler
    }

    /// Where it is in its life.
    var state: CoordinatorState {
        lifecycle.state
    }

    /// The path in its tree, such as `app/main/compose`.
    var path: String {
        treePath.rendered
    }

    // MARK: The user's coordinator

    /// What needs the coordinator's output type.
    ///
    /// Its coordinator, its roles, its outcome and the publication of its end. The typed node is
    /// the one conformer, and this is the one member it overrides.
    var face: any CoordinatorFace {
        preconditionFailure("every node is a TypedFlowNode, which overrides face")
    }

    /// The user's coordinator as an object, if it is a class and the node still holds it.
    ///
    /// Its identity, for the registry and the leak audit; set by the typed node's `init`, and
    /// let go when the coordinator ends.
    private(set) var coordinatorIdentity: AnyObject?

    /// Lets go of the user's coordinator and everything it gave the node, once it ended.
    ///
    /// - Returns: The user's coordinator if it is an object that something else still holds.
    func releaseCoordinator() -> AnyObject? {
        face.letGoOfCoordinator()
        hooks = nil
        guard var object = coordinatorIdentity else { return nil }
        coordinatorIdentity = nil
        // Held by this local alone, it goes when the local does: nothing to watch.
        return isKnownUniquelyReferenced(&object) ? nil : object
    }

    /// The routes, made on first use.
    var madeRouteTable: RouteTable {
        if let routeTable { return routeTable }
        let made = RouteTable()
        routeTable = made
        return made
    }

    /// The hooks, made on first use.
    var madeHooks: FlowHooks {
        if let hooks { return hooks }
        let made = FlowHooks()
        hooks = made
        return made
    }

    // MARK: Queries the rest of the library reads instead of the lifecycle

    /// Whether it is running and no end was asked for or is under way: it can be cancelled, route
    /// and act.
    var isLive: Bool {
        lifecycle.isRunning && !lifecycle.isEnding
    }

    /// Whether it has started and not finished (active, paused, or ending).
    var isRunning: Bool {
        lifecycle.isRunning
    }

    /// Whether an end was asked for (inside a route handler still running) or is under way.
    var isEnding: Bool {
        lifecycle.isEnding
    }

    /// Why it ended, once it has.
    var teardownReason: TeardownReason? {
        lifecycle.teardownReason
    }

    static func defaultName(for type: Any.Type) -> String {
        TypeNames.flowDefaults.name(of: type) { type in
            var name = TypeNames.describing(type)
            if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
            if name.hasSuffix("Coordinator"), name.count > "Coordinator".count {
                name.removeLast("Coordinator".count)
            }
            return name.prefix(1).lowercased() + name.dropFirst()
        }
    }
}
