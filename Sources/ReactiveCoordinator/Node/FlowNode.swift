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
    // Main-actor state changed by plain writes that call out to nothing, so no two accesses
    // overlap; the runtime check cost a child's start and teardown up to 1.3x, and every routed
    // intent its lifecycle checks (Benchmarks/run, issue 24's note). State whose changes can
    // release user objects midway (routes, shown screens, tasks, alerts, guards) keeps the check.
    /// The name in its parent, unique among its siblings (`compose`, `compose-2`).
    @exclusivity(unchecked) var name: String
    /// The node that started it; nil for a root or once it has ended.
    ///
    /// Held strongly, a cycle with the parent's `children` that the child's end always breaks.
    /// Not weakly: a weak reference gives the parent a side table, and every retain and release
    /// of it then takes the slow path.
    @exclusivity(unchecked) var parent: FlowNode?
    /// The children it started that have not ended, in start order; each knows its slot, so
    /// that one ending in any order leaves in constant time.
    @exclusivity(unchecked) var children = SlotList<FlowNode>()
    /// Its slot in its parent's `children`; beside them so that the two share 16 bytes.
    @exclusivity(unchecked) var slotInParent: Int32 = 0

    /// Its life; changed only through the lifecycle's own operations, and only in this folder.
    @exclusivity(unchecked) var lifecycle = CoordinatorLifecycle()
    /// Its end, observed by its parent (or, for the root, its tree): one value, then finished.
    let life = MainActorCore<CoordinatorEnd, Never>(sharing: nil)

    @exclusivity(unchecked) weak var tree: CoordinatorTree?
    /// Its tree's log, held strongly so that logging costs no weak load; nil outside a tree.
    @exclusivity(unchecked) var treeLog: TreeLog?
    @exclusivity(unchecked) var treePath: CoordinatorPath
    /// Its routes, made when it first routes a screen.
    var routeTable: RouteTable?
    /// When its tree's leak audit first saw it (0: never), which orders the audit's report.
    @exclusivity(unchecked) var auditOrder = 0
    @exclusivity(unchecked) var childNameCounts: [String: Int] = [:]
    /// The name the next child attached takes, while a restoration recreates a child it recorded.
    @exclusivity(unchecked) var restoringChildName: String?
    /// When it started, counted in its tree (the root is 1): a restoration record lists
    /// coordinators in this order, the order they showed their screens in, and a shortened path
    /// names the last coordinator it leaves out by it.
    @exclusivity(unchecked) var startOrder = 0
    /// Whether it was ever bound to a screen: a running coordinator that was, and is bound to
    /// nothing now, is a zombie the leak audit reports.
    @exclusivity(unchecked) var hasBeenBound = false
    /// Whether it ever routed or showed a screen, or started a child.
    ///
    /// A running child flow that did, and has none of them left, is left on nothing
    /// (`ShownScreensAudit.strandedFlow(_:)`); one that never did is driven by the app from
    /// outside, through a flow it kept.
    @exclusivity(unchecked) var hasHeldSomething = false
    /// The tasks it owns (``Flow/task(_:)``), cancelled when it ends.
    var ownedTasks: [Int: CoordinatorTask] = [:]
    @exclusivity(unchecked) var nextTaskID = 0
    /// What it showed through its own navigation calls, removed again when it is torn down.
    var shown: [ShownScreen] = []
    /// Whether it leaves what it showed on screen when it ends (``Flow/leavesScreensWhenEnded``).
    @exclusivity(unchecked) var keepsShownScreens = false
    /// The gate for deep links and restoration records (``Flow/isReadyForLinks``).
    @exclusivity(unchecked) var readyForLinks = true {
        didSet { Self.gateChanges &+= 1 }
    }
    /// How many times any gate was set, so that a restore's ``GatesOnTheWay`` knows when what it
    /// remembered may be stale.
    static var gateChanges = 0

    /// What the coordinator asked to hear of its life through its `Flow`, made when first set
    /// (most flows set none, and an idle child then pays one pointer); let go when it ends.
    @exclusivity(unchecked) var hooks: FlowHooks?

    init(name: String) {
        self.name = name
        self.treePath = CoordinatorPath(root: name)
    }

    /// Where it is in its life.
    var state: CoordinatorState {
        lifecycle.state
    }

    /// The path in its tree, such as `app/main/compose`.
    var path: String {
        treePath.rendered
    }

    // MARK: What the typed node answers for the user's coordinator

    /// The user's coordinator, while the node holds it (until it ends).
    var coordinatorObject: (any Coordinator)? {
        nil
    }

    /// The user's coordinator as an object, if it is a class and the node still holds it: its
    /// identity, for the registry and the leak audit.
    var coordinatorIdentity: AnyObject? {
        nil
    }

    /// Runs the user's `start(_:)`.
    func startCoordinator() {}

    /// The coordinator's answer to a deep link's step, or the default.
    func handle(linkStep step: any Sendable) -> LinkStepHandling {
        routeLinkStepToScreens(step)
    }

    /// The coordinator's preparation for a link step taken here or below.
    func prepareForLink(toward child: FlowNode?) {}

    /// The value that recreates the coordinator, if it is restorable.
    var restoration: CoordinatorRestoration? {
        nil
    }

    /// Recreates a child from its recorded value, if the coordinator restores that kind.
    func restoreChild(from restoration: CoordinatorRestoration) throws -> Bool {
        false
    }

    /// Hands the coordinator its recorded value once every step is applied.
    func didRestore(from restoration: CoordinatorRestoration) {}

    /// Publishes the end on the node's life stream; the typed node also feeds `results`.
    func publishEnd(_ end: CoordinatorEnd) {
        life.send(end)
        life.terminate(.finished)
    }

    /// How it ended, its output erased; nil while running (``AnyFlow/outcome``).
    var erasedOutcome: Result<any Sendable, TeardownReason>? {
        lifecycle.teardownReason.map { .failure($0) }
    }

    /// The output it finished with, for the log; nil when it ended without one.
    var loggedOutput: LoggedValue? {
        nil
    }

    /// Hands the end to whoever started it, once; the typed node keeps that handler, typed.
    func reportEndToStarter(_ end: CoordinatorEnd) {}

    /// Lets go of the user's coordinator and everything it gave the node, once it ended.
    ///
    /// - Returns: The user's coordinator if it is an object that something else still holds.
    func releaseCoordinator() -> AnyObject? {
        hooks = nil
        return nil
    }

    // The alerts and guards live in the hooks' box, made only by a flow that uses them, so an
    // idle child does not carry four empty collections.

    /// The alerts it showed that are still unanswered, taken away when it ends.
    var openAlerts: [OpenAlert] {
        get { hooks?.openAlerts ?? [] }
        set {
            if let hooks { hooks.openAlerts = newValue } else if !newValue.isEmpty { madeHooks.openAlerts = newValue }
        }
    }

    /// The screens it guards (``Flow/guardLeaving(_:in:onAttempt:)``), unguarded when it ends.
    var leaveGuards: [GuardedScreen] {
        get { hooks?.leaveGuards ?? [] }
        set {
            if let hooks { hooks.leaveGuards = newValue } else if !newValue.isEmpty { madeHooks.leaveGuards = newValue }
        }
    }

    /// The coordinator's handlers of refused gestures, by guard; let go when it ends.
    var leaveGuardHandlers: [Int: @MainActor (LeaveAttempt) -> Void] {
        get { hooks?.leaveGuardHandlers ?? [:] }
        set {
            if let hooks {
                hooks.leaveGuardHandlers = newValue
            } else if !newValue.isEmpty {
                madeHooks.leaveGuardHandlers = newValue
            }
        }
    }

    /// The number of the next guard.
    var nextGuardID: Int {
        get { hooks?.nextGuardID ?? 0 }
        set { madeHooks.nextGuardID = newValue }
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
        var name = String(describing: type)
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        if name.hasSuffix("Coordinator"), name.count > "Coordinator".count {
            name.removeLast("Coordinator".count)
        }
        return name.prefix(1).lowercased() + name.dropFirst()
    }
}

/// What a coordinator asked of its flow beyond routes and screens: to hear of its life
/// (``Flow/onPause(_:)`` and the others), and the alerts and guards it put up.
@MainActor
final class FlowHooks {
    var onPause: (@MainActor () -> Void)?
    var onResume: (@MainActor () -> Void)?
    var onEnd: (@MainActor (TeardownReason) -> Void)?
    var bubbledRoute: (@MainActor (any Sendable, AnyFlow) -> RouteResult)?
    var openAlerts: [OpenAlert] = []
    var leaveGuards: [GuardedScreen] = []
    var leaveGuardHandlers: [Int: @MainActor (LeaveAttempt) -> Void] = [:]
    var nextGuardID = 0
}
