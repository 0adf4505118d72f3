/// A flow of any output: what a parent sees of its children, and what a tree shows of its root.
///
/// Read where a flow is and how it is doing, or pause, resume or cancel it; a ``Flow`` gives
/// its own coordinator the rest.
///
/// <!-- mirrors Examples/ExampleFlowsTests/CoordinatorSampleTests.swift#any-flow -->
/// ```swift
/// let inbox = try #require(tree.root)
/// #expect(inbox.children.map(\.path) == ["inbox/message"])
/// ```
@MainActor
public struct AnyFlow: Hashable, Sendable {
    let node: FlowNode

    init(_ node: FlowNode) {
        self.node = node
    }

    /// Erases the output type of `flow`.
    ///
    /// - Parameter flow: The flow.
    package init<Output>(_ flow: Flow<Output>) {
        self.node = flow.node
    }

    /// The flow's name in its parent, unique among its siblings (`compose`, `compose-2`).
    public var name: String {
        node.name
    }

    /// The path of this flow in its tree, such as `app/main/compose`.
    public var path: String {
        node.path
    }

    /// The depth of this flow in its tree: 0 for the root.
    public var depth: Int {
        node.treePath.depth
    }

    /// Where it is in its life.
    public var state: CoordinatorState {
        node.state
    }

    /// Why it ended, once it has.
    public var teardownReason: TeardownReason? {
        node.teardownReason
    }

    /// The flow that started it; nil for a root or once it has ended.
    public var parent: AnyFlow? {
        node.parent.map(AnyFlow.init)
    }

    /// The children it started that have not ended, in start order.
    public var children: [AnyFlow] {
        node.children.map(AnyFlow.init)
    }

    /// The screen (or container) its life is bound to, while that is alive.
    public var boundScreen: AnyObject? {
        node.boundScreen
    }

    /// The screens it routes that are still alive, in the order they were added.
    public var routedScreens: [AnyObject] {
        node.routedScreens
    }

    /// How the flow ended: its output (cast it to the flow's `Output`), or why it ended without
    /// one; nil while it runs.
    ///
    /// A handle kept from before the end reads it after the flow left the tree, as
    /// ``Flow/outcome`` does for the flow's own coordinator.
    public var outcome: Result<any Sendable, TeardownReason>? {
        node.face.erasedOutcome
    }

    /// The flow's own handle, as its coordinator got it in `start(_:)`, when its output is
    /// `Output`; for the testing kit, which gives it to tests (`ReactiveCoordinatorTesting`).
    package func typed<Output>(as output: Output.Type) -> Flow<Output>? {
        (node as? TypedFlowNode<Output>).map(Flow.init)
    }

    /// The screens this flow's guards keep (``Flow/guardLeaving(_:in:onAttempt:)``) that are
    /// still alive; for the flow explorer's check that none leaves unasked.
    package var guardedScreens: [AnyObject] {
        node.leaveGuards.compactMap(\.screen)
    }

    /// Why no release, intent or child's end can end this running flow, in the leak report's
    /// words, or nil: the rule the leak report and the flow explorer's zombie check share.
    package var whyNothingCanEndIt: String? {
        guard node.state == .active || node.state == .paused else { return nil }
        // Read once for both rules: each read loads a weak reference.
        let hasBoundScreen = node.boundScreen != nil
        if node.hasBeenBound && !hasBoundScreen {
            return "in the tree, \(node.state.rawValue), but the screen it was bound to is gone: a zombie bound to "
                + "nothing"
        }
        return ShownScreensAudit.strandedFlow(node, hasBoundScreen: hasBoundScreen)
    }

    /// The coordinator this flow runs, until the flow ends: cast it to your type to read it.
    public var coordinator: (any Coordinator)? {
        node.face.coordinator
    }

    /// Ends the flow without a result, with the reason ``TeardownReason/cancelled``; a logged
    /// no-op once it ended or is ending.
    public func cancel() {
        node.cancel()
    }

    /// Pauses this flow and every active flow below it; a logged no-op unless it is active.
    public func pause() {
        node.pause()
    }

    /// Resumes this flow and every paused flow below it, then routes what they buffered; a
    /// logged no-op unless it is paused.
    public func resume() {
        node.resume()
    }

    /// Whether two handles are to the same flow.
    ///
    /// - Parameters:
    ///   - lhs: A flow.
    ///   - rhs: Another flow.
    /// - Returns: `true` when both are handles to one flow.
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.node === rhs.node
    }

    /// Hashes the flow's identity.
    ///
    /// - Parameter hasher: The hasher to feed.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(node))
    }
}
