public import Streams

/// The owner of a coordinator tree: it starts the root, carries the tree-wide event log, and
/// answers what is alive.
///
/// <!-- mirrors Examples/ExampleFlowsTests/CoordinatorSampleTests.swift#tree -->
/// ```swift
/// let window = HeadlessWindow()
/// let tree = CoordinatorTree(root: AppCoordinator(window: window))
/// let subscription = tree.events.subscribe { print($0) }
/// try tree.start()
/// // ... drive the app ...
/// #expect(tree.leakReport().leaks.isEmpty)
/// ```
///
/// ## Contract
/// - The tree owns its root; each parent owns its children.
/// - ``events`` carries every event of every coordinator in the tree, numbered from 1
///   without gaps, delivered synchronously on the main actor as they happen. Its
///   `eventStream` carries the same events to consumers off the main actor.
/// - An event is built (and its intent or result rendered as text) only when something
///   subscribes to ``events``; the numbering counts every event either way.
/// - When the root ends (finished, cancelled, screen released), the whole tree is torn down,
///   children first.
/// - Releasing a running tree cancels it: its coordinators are torn down, children first, the
///   root with the reason ``TeardownReason/cancelled`` and the others with
///   ``TeardownReason/parentTornDown`` (no events are logged: the log went with the tree).
@MainActor
public final class CoordinatorTree {
    /// The root's node; the tree lets go of it once it has ended, as a parent does a child.
    private(set) var rootNode: FlowNode?
    /// The root's name, kept for events logged after the root is gone.
    let rootPath: CoordinatorPath
    /// The scene (window) this tree runs in, named in its events and leak reports; nil for an app
    /// of one window.
    public let scene: String?

    let log = TreeLog()
    let audit = LeakAudit()
    /// Awaited children's ends whose `run` has not resumed yet; ``settle()`` waits for them.
    private(set) var pendingWakeups = 0
    /// Owned tasks cancelled while running that have not returned; ``settle()`` waits for them,
    /// for a while.
    private(set) var pendingCancelledWork = 0
    /// Owned work that returned or resumed; with the event count, what ``settle()`` watches.
    private var progressCount = 0
    /// The deep link waiting for the tree to be ready, if any: at most one, the newest.
    var waitingLink: WaitingLink?
    /// Whether a look at the waiting link is due on the main actor's next turn, after a flow
    /// ended (``lookAgainAtWaitingLinkAfterAnEnd()``).
    var waitingLinkLookIsDue = false
    /// Whether any flow of this tree ever guarded a screen: until one does, a removal asks nobody
    /// and costs one check.
    var guardsWereSet = false
    /// Whether any flow of this tree ever closed its gate for links: until one does, the flow
    /// explorer's key has no gate to look for.
    var gatesWereClosed = false
    /// The deep link step being prepared or taken, if any: a removal it asks is the link's.
    var linkStepUnderWay: Int?
    /// The step of a restoration record being applied, if any: a removal it asks is the record's.
    var restorationStepUnderWay: Int?
    /// Whether a removal asked by the link step under way waits for a guard.
    var linkStepWasHeld = false
    /// The asks whose change ended before the guard answered (cancelled or superseded), kept
    /// while their guard's flow lives: that guard's late answer is no mistake, and is not refused.
    var asksEndedUnanswered: [EndedAsk] = []
    /// How many removals it held for a guard: the source of each ask's ``GuardAsk/order``.
    var guardAsksSoFar = 0
    /// The guarded screens whose guard answered ``LeaveAnswer/leave``, while their removal applies.
    var screensLetGo: [ObjectIdentifier] = []
    /// How many coordinators it started: the source of each one's ``FlowNode/startOrder``.
    var startsSoFar = 0

    /// Creates a tree around a root coordinator that has not run; call ``start()`` to start it.
    ///
    /// - Parameters:
    ///   - root: A coordinator that has not run yet.
    ///   - name: The root's name, the first component of every path; by default its type name
    ///     without the `Coordinator` suffix, lower-cased (`AppCoordinator` is `app`).
    ///   - scene: The identifier of the scene (window) the tree runs in, for an app of several
    ///     (`HeadlessScenes`, `UISceneSession.persistentIdentifier`): every event and leak
    ///     report names it. `nil` for an app of one window.
    public init(root: some Coordinator, named name: String? = nil, scene: String? = nil) {
        let node = TypedFlowNode(root, name: name)
        self.rootNode = node
        self.rootPath = node.treePath
        self.scene = scene
        log.scene = scene
        node.life.observe { [weak self] event in
            if case .value = event { return }
            guard let self else { return }
            self.rootNode = nil
            self.dropWaitingLink(.treeNotRunning)
            self.cancelHeldRemovals(reason: "the tree ended")
        }
    }

    /// The root's flow, until it has ended: the tree lets go of it then, as a parent does a
    /// child.
    public var root: AnyFlow? {
        rootNode.map(AnyFlow.init)
    }

    /// Every event of every coordinator in the tree, in order, on the main actor.
    ///
    /// For a consumer off the main actor, take its `eventStream`.
    public var events: MainActorStream<CoordinatorEvent, Never> {
        log.source.stream
    }

    /// The number of events logged so far.
    package var eventCount: Int {
        log.nextSequence - 1
    }

    /// Starts the root coordinator.
    ///
    /// - Throws: ``CoordinatorError`` if the root was already started, already finished or has
    ///   a parent; the refusal is logged.
    public func start() throws(CoordinatorError) {
        guard let root = rootNode else {
            record(.rejected(operation: "start tree", reason: "the root already ended"), path: rootPath)
            throw .alreadyFinished(path: rootPath.rendered)
        }
        let error: CoordinatorError? =
            if root.tree === self {
                .treeAlreadyStarted
            } else {
                switch CoordinatorRegistry.refusal(toStart: root) {
                case .finished(let path): .alreadyFinished(path: path)
                case .running(let other):
                    if let parent = other.parent {
                        .alreadyHasParent(child: other.path, parent: parent.path)
                    } else {
                        .alreadyStarted(path: other.path)
                    }
                case nil: nil
                }
            }
        if let error {
            record(.rejected(operation: "start tree", reason: error.description), path: root.treePath)
            throw error
        }
        root.enter(self)
        root.activate()
    }

    /// Tears the whole tree down, children first, with the reason ``TeardownReason/cancelled``.
    public func cancel() {
        rootNode?.cancel()
    }

    /// Tears the whole tree down because its scene closed: the root ends with
    /// ``TeardownReason/sceneClosed``, the rest of the tree first, with
    /// ``TeardownReason/parentTornDown``.
    ///
    /// Call it from the scene delegate's `sceneDidDisconnect(_:)`; `HeadlessScenes` does.
    /// Each flow removes what it showed, as a cancelled one does, and every alert it showed
    /// resolves with ``AlertDismissal/flowEnded``. A tree that is not running ignores it.
    ///
    /// A closing scene cannot be refused: first, every guard of a screen still guarded is told
    /// (``LeaveCause/closing(_:)`` with ``TeardownReason/sceneClosed``, logged as
    /// `guarded EditorScreen: told: scene closed, which cannot be refused`), so the app can keep
    /// a draft; its answer changes nothing.
    public func closeScene() {
        guard let root = rootNode, root.isRunning else { return }
        tellGuards(.closing(.sceneClosed))
        root.end(CoordinatorLifecycle.End(.sceneClosed))
    }

    // Dropping a running tree cancels it, as dropping a subscription token does: every
    // coordinator gets its `didEnd` and its awaiting parent its end. Tearing down also detaches
    // each child from its parent, so the release that follows is flat and a chain 100,000 deep
    // does not overflow the stack in nested deinits. The log is gone with the tree: no events.
    isolated deinit {
        log.close()
        rootNode?.cancel()
        waitingLink?.completion(.failure(.treeNotRunning))
        // A change waiting for a guard ends with the tree: whoever awaits it resumes, and lets go.
        for held in WaitingChanges.takeHolds(askedIn: ObjectIdentifier(self), where: { _, _ in true }) {
            held.wait.ask?.onOutcome?(.cancelled(reason: "the tree ended"))
        }
    }

    func record(_ kind: @autoclosure () -> CoordinatorEvent.Kind, path: CoordinatorPath) {
        log.record(kind(), path: path)
    }

    /// How far the tree has come: events logged plus owned work returned or resumed.
    var progressMark: Int {
        log.nextSequence + progressCount
    }

    /// An awaited child ended: its `run` will resume on the main actor's next turn.
    func noteWakeupPending() {
        pendingWakeups += 1
    }

    /// A `run` resumed with its child's end.
    func noteWakeupRan() {
        pendingWakeups -= 1
        progressCount += 1
    }

    /// An owned task was cancelled while running: it returns once the cancellation reaches it.
    func noteCancelledWorkPending() {
        pendingCancelledWork += 1
    }

    /// A cancelled owned task returned.
    func noteCancelledWorkReturned() {
        pendingCancelledWork -= 1
    }

    /// Owned work returned.
    func noteProgress() {
        progressCount += 1
    }

    /// How many intents reached the root unhandled; deep links watch it.
    var unhandledCount: Int {
        log.unhandledCount
    }
}
