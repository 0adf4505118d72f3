import Streams

/// The node of a coordinator whose output is `Output`: it holds the user's coordinator, and
/// keeps the output, the starter's handler and the `results` stream typed, so nothing is erased
/// and cast back between a child's finish and its parent's handler.
@MainActor
final class TypedFlowNode<Output: Sendable>: FlowNode, CoordinatorFace {
    /// The user's coordinator; let go when the node ends.
    private(set) var typedCoordinator: (any Coordinator<Output>)?
    /// The output of the finish the lifecycle accepted (one at most); the lifecycle says whether
    /// there is one.
    ///
    /// An array, not an optional: this generic node's optional field costs a run-time metadata
    /// look-up to free at every node's deinit and to read at every end, an array only a release.
    private var outputs: [Output] = []
    /// The public face of the coordinator's life, made when first asked for.
    private var resultSource: MainActorSource<Output, TeardownReason>?
    /// What `startChild` or `run` gave to hear its end, kept typed so that starting a child wraps
    /// nothing; handed to the parent with the end.
    private var starterHandler: (@MainActor (Result<Output, TeardownReason>) -> Void)?
    /// The coordinator's role in links, once a link first asks (the outer nil: not asked yet):
    /// a link asks each node on its way twice a step, and the coordinator's type never changes.
    private var linkRole: LinkRoutingRole?? = nil

    /// Makes the node of `coordinator`.
    ///
    /// - Parameters:
    ///   - coordinator: The user's coordinator.
    ///   - name: Its name, or nil for the default.
    ///   - identity: `coordinator` as an object if it is a class, when the caller already has it.
    init<C: Coordinator<Output>>(_ coordinator: C, name: String?, identity: AnyObject?? = nil) {
        self.typedCoordinator = coordinator
        // Decided once, from the static type: a struct coordinator has no identity to track. Not
        // `as AnyObject`, which on a generic value goes through the runtime's bridging (a dynamic
        // cast, about 6,000 instructions a root made, callgrind): a value whose type is a class is
        // one reference, handed over as it is after the check (as `adopt` does for a child).
        super.init(
            name: name ?? Self.defaultName(for: C.self),
            identity: identity ?? (C.self is AnyObject.Type ? unsafeBitCast(coordinator, to: AnyObject.self) : nil))
    }

    /// Gives it the handler of whoever starts it, before it starts.
    func reportEnd(to handler: @escaping @MainActor (Result<Output, TeardownReason>) -> Void) {
        starterHandler = handler
    }

    override var face: any CoordinatorFace {
        self
    }

    var coordinator: (any Coordinator)? {
        typedCoordinator
    }

    func startCoordinator() {
        typedCoordinator?.start(Flow(self))
    }

    /// How the coordinator ended: its output, or why it ended without one; nil while running.
    var outcome: Result<Output, TeardownReason>? {
        guard let reason = lifecycle.teardownReason else { return nil }
        if lifecycle.hasOutput, let output = outputs.first { return .success(output) }
        return .failure(reason)
    }

    /// ``outcome``, or a failure for `reason` if the flow has not ended: without the optional,
    /// whose metadata this generic node looks up at run time at every end.
    ///
    /// Always inlined into its callers in `publishEnd(_:)`: a function apart looked up the
    /// result type's metadata at run time once more at every end (callgrind).
    @inline(__always)
    private func outcome(orEndingFor reason: TeardownReason) -> Result<Output, TeardownReason> {
        guard let teardown = lifecycle.teardownReason else { return .failure(reason) }
        if lifecycle.hasOutput, !outputs.isEmpty { return .success(outputs[0]) }
        return .failure(teardown)
    }

    var erasedOutcome: Result<any Sendable, TeardownReason>? {
        outcome.map { $0.map { $0 as any Sendable } }
    }

    /// The coordinator's life as a stream: its output, then termination.
    var results: MainActorStream<Output, TeardownReason> {
        if let resultSource { return resultSource.stream }
        let made = MainActorSource<Output, TeardownReason>()
        resultSource = made
        switch outcome {
        case .success: made.finish()
        case .failure(let reason): made.fail(reason)
        case nil: break
        }
        return made.stream
    }

    /// Ends the coordinator with `output`, unless an end was asked for already (then logged).
    func finish(with output: Output) {
        // Kept before asking: an end that is not deferred tears down and reports to the parent
        // at once, and the parent reads the output then. A refused finish leaves the earlier one.
        let earlier = outputs
        outputs = [output]
        if !end(CoordinatorLifecycle.End(.finished, hasOutput: true), operation: "finish") {
            outputs = earlier
        }
    }

    func publishEnd(_ reason: TeardownReason) {
        var report: (@MainActor () -> Void)?
        if let handler = starterHandler {
            starterHandler = nil
            // The node, not its outcome, is captured: a captured generic `Result` costs a run-time
            // metadata look-up to box it and another to free it, at every end. The node has
            // ended, so its outcome no longer changes; the end sent below holds the node anyway.
            report = { [self] in handler(outcome(orEndingFor: reason)) }
        }
        // Boxed for the parent's log line only when something reads the log, as that line is.
        var logged: LoggedValue?
        if lifecycle.hasOutput, !outputs.isEmpty, treeLog?.source.hasSubscribers == true {
            logged = LoggedValue(outputs[0])
        }
        // The parent hears first, as it subscribed first: by the time a subscriber of `results`
        // runs, the child is out of its parent's `children`.
        life.send(CoordinatorEnd(coordinator: self, reason: reason, output: logged, reportToStarter: report))
        life.terminate(.finished)
        guard let resultSource else { return }
        publishOutcome(to: resultSource, endingFor: reason)
    }

    /// Ends `results` for those who subscribed to it, apart from `publishEnd(_:)`: inlined there,
    /// it made every end look up the result type's metadata at run time, subscribers or not.
    @inline(never)
    private func publishOutcome(
        to resultSource: MainActorSource<Output, TeardownReason>, endingFor reason: TeardownReason
    ) {
        if case .success(let output) = outcome(orEndingFor: reason) {
            resultSource.send(output)
            resultSource.finish()
        } else {
            resultSource.fail(reason)
        }
    }

    func letGoOfCoordinator() {
        typedCoordinator = nil
    }

    // MARK: Opt-in roles

    // Whether the coordinator routes links is found once per coordinator type
    // (`LinkRoutingRoles`), never by a cast at each question, and kept by the node (`linkRole`)
    // from its first link: a link asks every node on its way at every step. The table is asked
    // with the coordinator's dynamic type, not the type it was started as: a subclass that adopts
    // the role, started where its plain superclass is expected, has a role of its own.

    // A node known not to route links answers without its coordinator: copying the coordinator
    // out of the node (an existential, checked for exclusivity at run time) was most of each
    // question, and most nodes on a link's way route no links.

    func handle(linkStep step: any Sendable) -> LinkStepHandling {
        if case .some(nil) = linkRole { return routeLinkStepToScreens(step) }
        guard let coordinator = typedCoordinator else { return routeLinkStepToScreens(step) }
        return handle(step, by: coordinator)
    }

    private func handle<Role: Coordinator<Output>>(_ step: any Sendable, by coordinator: Role) -> LinkStepHandling {
        guard let role = linkRole(of: coordinator),
            let handling = role.handle(step, by: coordinator, of: self)
        else { return routeLinkStepToScreens(step) }
        return handling
    }

    func prepareForLink(toward child: FlowNode?) {
        if case .some(nil) = linkRole { return }
        guard let coordinator = typedCoordinator else { return }
        prepare(coordinator, toward: child)
    }

    private func prepare<Role: Coordinator<Output>>(_ coordinator: Role, toward child: FlowNode?) {
        linkRole(of: coordinator)?.prepare(coordinator, toward: child, of: self)
    }

    private func linkRole<Role: Coordinator<Output>>(of coordinator: Role) -> LinkRoutingRole? {
        if let known = linkRole { return known }
        let found = LinkRoutingRoles.role(of: type(of: coordinator))
        linkRole = .some(found)
        return found
    }

    /// This node's flow, typed as `coordinator` takes it.
    ///
    /// The coordinator is this node's, so its `Output` is `Output`, and the cast compares a type
    /// with itself: it never fails.
    private func flow<Role: Coordinator>(of coordinator: Role) -> Flow<Role.Output>? {
        Flow(self) as? Flow<Role.Output>
    }

    var restoration: CoordinatorRestoration? {
        (typedCoordinator as? any RestorableCoordinator)?.restoration
    }

    func restoreChild(from restoration: CoordinatorRestoration) throws -> Bool {
        guard let restorable = typedCoordinator as? any RestorableCoordinator else { return false }
        return try restoreChild(from: restoration, by: restorable)
    }

    private func restoreChild<Role: RestorableCoordinator>(from restoration: CoordinatorRestoration, by role: Role)
        throws -> Bool
    {
        guard let flow = flow(of: role) else { return false }
        return try role.restoreChild(from: restoration, in: flow)
    }

    func didRestore(from restoration: CoordinatorRestoration) {
        guard let restorable = typedCoordinator as? any RestorableCoordinator else { return }
        didRestore(from: restoration, by: restorable)
    }

    private func didRestore<Role: RestorableCoordinator>(from restoration: CoordinatorRestoration, by role: Role) {
        flow(of: role).map { role.didRestore(from: restoration, in: $0) }
    }
}
