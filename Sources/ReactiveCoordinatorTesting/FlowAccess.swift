public import ReactiveCoordinator

extension CoordinatorTree {
    /// For tests: the running flow at `path` (`app/main/compose`), or nil when no running flow
    /// of this tree has that path.
    ///
    /// With ``ReactiveCoordinator/AnyFlow/flow(as:)`` it reaches a flow without the app's help:
    /// no coordinator needs to keep its `Flow` in a property for its tests.
    ///
    /// <!-- mirrors Examples/ExampleFlowsTests/FlowAccessSampleTests.swift#flow-at -->
    /// ```swift
    /// let inbox = try #require(tree.flow(at: "inbox")?.flow(as: Void.self))
    /// try inbox.startChild(MessageCoordinator(stack: stack, id: 7), named: "message")
    /// let message = try #require(tree.flow(at: "inbox/message"))
    /// try #require(message.flow(as: Int.self)).finish(with: 7)
    /// #expect(try message.outcome?.get() as? Int == 7)
    /// ```
    ///
    /// - Parameter path: The flow's path, its ancestors' names and its own joined by `/`.
    /// - Returns: The flow, while it runs.
    public func flow(at path: String) -> AnyFlow? {
        var pending = root.map { [$0] } ?? []
        while let flow = pending.popLast() {
            if flow.path == path { return flow.state == .finished ? nil : flow }
            if path.hasPrefix(flow.path + "/") { pending += flow.children }
        }
        return nil
    }
}

extension AnyFlow {
    /// For tests: this flow's own handle, as its coordinator got it in `start(_:)`, when its
    /// output is `Output`; nil otherwise.
    ///
    /// What a test does with it is what the coordinator could do: start a child on it
    /// (``ReactiveCoordinator/Flow/startChild(_:named:onFinish:)``), finish it
    /// (``ReactiveCoordinator/Flow/finish(with:)``), cancel it, and read its
    /// ``ReactiveCoordinator/Flow/outcome`` after it ended. It lives in the testing kit, not on
    /// `AnyFlow`, because in an app those calls belong to the flow's own coordinator: a parent
    /// that could finish its child with a made-up output, or start grandchildren under it, would
    /// bypass the child's routing. `AnyFlow` itself keeps what any holder of a flow may do:
    /// read where it is and how it ended (``ReactiveCoordinator/AnyFlow/outcome``), pause,
    /// resume and cancel it.
    ///
    /// - Parameter output: The flow's output type.
    /// - Returns: The flow's handle, or nil when its output is another type.
    public func flow<Output: Sendable>(as output: Output.Type) -> Flow<Output>? {
        typed(as: output)
    }
}
