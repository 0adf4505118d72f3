import Streams

/// The part of every coordinator that the tree manager works with, whatever its output type.
///
/// Subclass ``Coordinator``, not this class (its initializer is not public): it adds the typed
/// result. This class holds the tree mechanics: the lifecycle state, the parent and the
/// children, the routes to screens (held weakly), and the event log of the tree it belongs to.
///
/// ## Ownership
/// A parent owns its children, and a running child its parent: the child's end removes it from
/// its parent and clears its ``parent``, always, so the pair never outlives the child's end.
/// Screens are owned by the navigation hierarchy; a coordinator holds them weakly and learns of
/// their release through their intent streams. So nothing here can keep a screen or a
/// coordinator alive after its part of the tree has ended.
///
/// ## Threading
/// Coordinators are `@MainActor`, as the navigation they drive is, and so are the streams they
/// are built on: a screen's intents, a coordinator's life and the tree's log call their
/// subscribers synchronously on the main actor.
@MainActor
open class AnyCoordinator {
    /// The coordinator's name in its parent, unique among its siblings (`compose`, `compose-2`).
    @exclusivity(unchecked) public internal(set) var name: String
    /// The coordinator that started it; `nil` for a root or once it has ended.
    ///
    /// Held strongly, a cycle with the parent's `children` that the child's end always breaks
    /// (the parent drops the child and the child its parent). Not weakly: a weak reference gives
    /// the parent a side table, and every retain and release of it then takes the slow path,
    /// which cost a parent's routed intent as much again as the rest of its work.
    @exclusivity(unchecked) public internal(set) var parent: AnyCoordinator?
    /// The children it started that have not ended, in start order.
    @exclusivity(unchecked) public internal(set) var children: [AnyCoordinator] = []

    /// Its life; changed only through the lifecycle's own operations.
    ///
    /// Those operations are pure value changes that never call out, so two accesses can never
    /// overlap and the runtime's exclusivity check on each is waste.
    @exclusivity(unchecked) var lifecycle = CoordinatorLifecycle()
    /// Its end, observed by its parent (or, for the root, its tree): one value, then finished.
    ///
    /// The bare core, with an order of its own: the coordinator owns it, and only the tree
    /// manager observes it, so it needs no source object, no queue and no subscription token.
    let life = MainActorCore<CoordinatorEnd, Never>(sharing: nil)

    // The tree manager's state below is main-actor state that is changed by plain assignments,
    // appends and removals, never across a call that could reach user code, so two accesses
    // never overlap and the runtime's exclusivity check (a quarter of a child's start and
    // teardown) is waste. State changed by calls that may release user objects in the middle
    // (`routes`, `shown`, `ownedTasks`) keeps the check.
    @exclusivity(unchecked) weak var tree: CoordinatorTree?
    /// Its tree's log, held strongly so that logging costs no weak load; nil outside a tree.
    @exclusivity(unchecked) var treeLog: TreeLog?
    @exclusivity(unchecked) var treePath: CoordinatorPath
    var routes: [RouteRegistration] = []
    var boundRoute: RouteRegistration?
    /// When its tree's leak audit first saw it (0: never), which orders the audit's report.
    @exclusivity(unchecked) var auditOrder = 0
    @exclusivity(unchecked) var childNameCounts: [String: Int] = [:]
    @exclusivity(unchecked) var nextRouteID = 0
    /// The name the next child attached takes, while a restoration recreates a child it recorded.
    @exclusivity(unchecked) var restoringChildName: String?
    /// When it started, counted across the process: a restoration record lists coordinators in
    /// this order, the order they showed their screens in (``CoordinatorTree/restorationRecord(schema:)``).
    @exclusivity(unchecked) var startOrder = 0
    /// The source of ``startOrder``; only the order of two coordinators of one tree matters.
    @exclusivity(unchecked) static var startsSoFar = 0
    /// Whether it was ever bound to a screen: a running coordinator that was, and is bound to
    /// nothing now, is a zombie the leak audit reports.
    @exclusivity(unchecked) var hasBeenBound = false
    /// Operations refused before it had a log (a child started from its `init`), logged when it
    /// starts in a tree.
    @exclusivity(unchecked) var refusalsBeforeStart: [(operation: String, reason: String)] = []
    /// The tasks it owns (``task(_:)``), cancelled when it ends.
    var ownedTasks: [Int: CoordinatorTask] = [:]
    @exclusivity(unchecked) var nextTaskID = 0
    /// What it showed through its own navigation calls, removed again when it is torn down.
    var shown: [ShownScreen] = []
    /// Whether it leaves what it showed on screen when it ends (``leavesScreensWhenEnded``).
    @exclusivity(unchecked) var keepsShownScreens = false

    /// Creates an idle coordinator.
    ///
    /// Internal: users subclass ``Coordinator``, whose initializer is public, so every
    /// coordinator outside this module has a typed result.
    ///
    /// - Parameter name: The name used in paths and logs. By default, the type name without its
    ///   `Coordinator` suffix, lower-cased: `ComposeCoordinator` is `compose`.
    init(name: String? = nil) {
        self.name = ""
        self.treePath = CoordinatorPath(root: "")
        let chosen = name ?? Self.defaultName(for: type(of: self))
        self.name = chosen
        self.treePath = CoordinatorPath(root: chosen)
    }

    /// Where it is in its life.
    public var state: CoordinatorState {
        lifecycle.state
    }

    /// Why it ended, once it has.
    public var teardownReason: TeardownReason? {
        lifecycle.teardownReason
    }

    /// The path of this coordinator in its tree, such as `app/main/compose`.
    public var path: String {
        treePath.rendered
    }

    /// The depth of this coordinator in its tree: 0 for the root.
    public var depth: Int {
        treePath.depth
    }

    // MARK: Override points

    /// Called once when the coordinator starts: show the first screen and route it here.
    ///
    /// The state is already ``CoordinatorState/active``. The default does nothing.
    open func start() {}

    /// Called after this coordinator was paused (directly or as part of a paused subtree).
    open func didPause() {}

    /// Called after this coordinator resumed, before buffered intents are routed.
    open func didResume() {}

    /// Called once when the coordinator is torn down, after its children were.
    ///
    /// Its routes are already cancelled. Use it to release what it created outside the tree.
    ///
    /// - Parameter reason: Why it ended.
    open func didEnd(_ reason: TeardownReason) {}

    /// Routes an intent that a child did not handle; the default passes it on to the parent.
    ///
    /// Override to catch intents from deep in the tree (a logout tapped in settings, say):
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#bubbled -->
    /// ```swift
    /// override func route(bubbled intent: any Sendable, from child: AnyCoordinator) -> RouteResult {
    ///     guard intent is LogoutIntent else { return .unhandled }
    ///     finish(with: .loggedOut)
    ///     return .handled
    /// }
    /// ```
    ///
    /// Pausing does not apply here: the ``PausedIntentPolicy`` of the route the intent arrived
    /// on was applied once, where it arrived, and an intent that bubbles on reaches each
    /// ancestor whatever the ancestor's state. (An ancestor can be paused while a descendant
    /// routes: a route with ``PausedIntentPolicy/deliver``, or a descendant resumed alone.)
    /// Check ``state`` here if a paused coordinator should not act on what bubbles up.
    ///
    /// - Parameters:
    ///   - intent: The intent, as its screen sent it.
    ///   - child: The child it came from.
    /// - Returns: Whether this coordinator handled it.
    open func route(bubbled intent: any Sendable, from child: AnyCoordinator) -> RouteResult {
        .unhandled
    }

    // MARK: Deep links and restoration

    /// Answers a deep link's step that reached this coordinator on its way down the tree.
    ///
    /// Return ``LinkStepHandling/take(_:)`` with what taking it does (show a product, start the
    /// reviews flow), or ``LinkStepHandling/pass`` to let the link ask this coordinator's
    /// children, newest first. Answering must change nothing: the tree first prepares the way,
    /// then runs the action. The default is ``routeLinkStepToScreens(_:)``: an intent of a screen
    /// this coordinator routes is taken by sending it on that screen.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/DeepLinkSamples.swift#link-step -->
    /// ```swift
    /// override func handle(linkStep step: any Sendable) -> LinkStepHandling {
    ///     guard case ShopStep.product(let id) = step else { return super.handle(linkStep: step) }
    ///     return .take { [unowned self] in showProduct(id) }
    /// }
    /// ```
    ///
    /// - Parameter step: The step, as the link holds it.
    /// - Returns: Whether, and how, this coordinator takes it.
    open func handle(linkStep step: any Sendable) -> LinkStepHandling {
        routeLinkStepToScreens(step)
    }

    /// Makes the way visible for a link step taken here or below.
    ///
    /// Called on each coordinator from where the step's search began down to the one that takes
    /// it, parents first, before the step is taken: dismiss what is presented above your screens,
    /// select the tab of `child`, pop to the screen `child` shows. `child` is nil on the
    /// coordinator that takes the step. The default does nothing.
    ///
    /// - Parameter child: The next coordinator on the way, or nil when the step is taken here.
    open func prepareForLink(toward child: AnyCoordinator?) {}

    /// Whether deep links may run now, and restoration records go past this point: a gate.
    ///
    /// Return `false` while, say, the user is signed out, and call
    /// ``linkReadinessChanged()`` when that changes. A link waits, whole, while any coordinator
    /// says no, and runs once every one says yes; a restoration record is refused from its first
    /// step below the root (``RestorationError/gated(by:)``), so an edited record cannot take the
    /// app past sign-in. The default is `true`.
    open var isReadyForLinks: Bool {
        true
    }

    /// The value that recreates this coordinator from its parent, or nil (the default) when it
    /// is not restored.
    ///
    /// ``CoordinatorTree/restorationRecord(schema:)`` writes one step for each coordinator with a
    /// value, in start order; restoring hands the value to the parent's
    /// ``restoreChild(from:)``, then, once every step is applied, to this coordinator's
    /// ``didRestore(from:)``. A root's value is the record's first step: the app makes the root,
    /// and restoring gives the value to its ``didRestore(from:)`` alone.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/RestorationSamples.swift#restoration -->
    /// ```swift
    /// override var restoration: CoordinatorRestoration? {
    ///     try? CoordinatorRestoration(kind: "product", shown: .pushed, value: productID)
    /// }
    /// ```
    open var restoration: CoordinatorRestoration? {
        nil
    }

    /// Recreates a child from a value one of its children wrote: start the child (showing it as
    /// `restoration.presentation` says) and return `true`, or return `false` for a kind this
    /// coordinator does not restore.
    ///
    /// Throw when the value no longer decodes or applies (an older ``CoordinatorRestoration/schema``
    /// that cannot be read): restoration stops there and reports the error. The default returns
    /// `false`.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/RestorationSamples.swift#restore-child -->
    /// ```swift
    /// override func restoreChild(from restoration: CoordinatorRestoration) throws -> Bool {
    ///     guard restoration.kind == "product" else { return false }
    ///     try startChild(ProductCoordinator(id: restoration.value(Int.self), stack: stack))
    ///     return true
    /// }
    /// ```
    ///
    /// - Parameter restoration: The value the child wrote, with the record's schema.
    /// - Returns: Whether this coordinator restores that kind of child.
    /// - Throws: Whatever says why the value no longer decodes or applies.
    open func restoreChild(from restoration: CoordinatorRestoration) throws -> Bool {
        false
    }

    /// Restores what this coordinator's value recorded beyond its children, once a restoration
    /// has rebuilt every coordinator of the record.
    ///
    /// Called on each coordinator the record restored that is still running, in the record's
    /// order (parents first), with the value it wrote; on the root too when the root wrote one
    /// (the record's first step). By then every child is back, so this is where what lies among
    /// or above their screens returns: a screen this coordinator pushed above a child's, the tab
    /// it had selected, a pause. The default does nothing.
    ///
    /// A root that recorded its selected tab:
    ///
    /// <!-- mirrors Tests/ReactiveCoordinatorTests/Restoration/RestorationShapeTests.swift#didRestore -->
    /// ```swift
    /// override func didRestore(from restoration: CoordinatorRestoration) {
    ///     if let selected = try? restoration.value(Int?.self) { try? tabs.selectTab(at: selected) }
    /// }
    /// ```
    ///
    /// - Parameter restoration: The value this coordinator wrote, with the record's schema.
    open func didRestore(from restoration: CoordinatorRestoration) {}

    // MARK: Ending

    /// Ends the coordinator without a result, with the reason ``TeardownReason/cancelled``.
    ///
    /// Its subtree is torn down first, children first; its parent receives the end. Cancelling
    /// a coordinator that finished, or is already finishing, is a logged no-op.
    public func cancel() {
        end(CoordinatorLifecycle.End(.cancelled))
    }

    /// Publishes the end on the coordinator's own streams; ``Coordinator`` also feeds `results`.
    func publishEnd(_ end: CoordinatorEnd) {
        life.send(end)
        life.terminate(.finished)
    }

    /// Hands the end to whoever started it (``startChild(_:onFinish:)`` or ``run(_:)``), once;
    /// ``Coordinator`` keeps that handler, typed.
    func reportEndToStarter(_ end: CoordinatorEnd) {}

    static func defaultName(for type: AnyCoordinator.Type) -> String {
        var name = String(describing: type)
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        if name.hasSuffix("Coordinator"), name.count > "Coordinator".count {
            name.removeLast("Coordinator".count)
        }
        return name.prefix(1).lowercased() + name.dropFirst()
    }
}
