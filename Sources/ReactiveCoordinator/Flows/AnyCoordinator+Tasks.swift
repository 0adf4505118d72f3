extension AnyCoordinator {
    /// Runs async work that belongs to this coordinator: it is cancelled when the coordinator
    /// ends, however it ends.
    ///
    /// This is the place for a flow that awaits: a child's result, a network call, a
    /// confirmation. The work starts at once, on the main actor, and runs synchronously up to
    /// its first suspension, so a child it starts with ``run(_:)`` is added, started and logged
    /// before `task` returns. The coordinator is kept alive until the work returns, so `self`
    /// needs no capture list: after the coordinator ended, `run` returns the reason at once and
    /// whatever the work then asks of the coordinator (a finish, a push, a child) is refused
    /// and logged.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/AsyncFlowSamples.swift#task -->
    /// ```swift
    /// bind(to: product) { [unowned self] intent in
    ///     switch intent {
    ///     case .chooseOptions:
    ///         task {
    ///             switch try await run(OptionsCoordinator(window: window)) {
    ///             case .success(let options): addToCart(options)
    ///             case .failure: break  // swiped away, cancelled, or torn down with us
    ///             }
    ///         }
    ///     }
    ///     return .handled
    /// }
    /// ```
    ///
    /// A route whose handler starts a task counts as routed when the handler returns, which is
    /// at the task's first suspension: the log reads the intent, what the work did up to its
    /// first `await` (a child added and started), then `routed`; what it does after resuming is
    /// logged as it happens. ``CoordinatorTree/settle()`` waits for that part.
    ///
    /// ## Contract
    /// - When the coordinator ends it cancels its tasks, after its children were torn down and
    ///   before its `didEnd`: a `run` it was awaiting returns the child's end reason.
    /// - Asking an idle, finishing or finished coordinator for a task is refused and logged; the
    ///   work never runs and the returned task reads ``CoordinatorTask/isFinished``.
    /// - An error the work throws is logged as a refused `task`, never dropped: except a
    ///   ``CoordinatorError`` (its refusal was logged where it was thrown) and a
    ///   `CancellationError`.
    ///
    /// - Parameter operation: The work; it runs on the main actor and may use `self` freely.
    /// - Returns: The task, to cancel it early.
    @discardableResult
    public func task(
        @_implicitSelfCapture _ operation: @escaping @MainActor () async throws -> Void
    ) -> CoordinatorTask {
        nextTaskID += 1
        let handle = CoordinatorTask(id: nextTaskID, owner: self)
        if let reason = refusalToAct(operation: "task") {
            reject("task", reason: reason)
            handle.markFinished()
            return handle
        }
        ownedTasks[handle.id] = handle
        let work = Task.immediate { @MainActor [self] in
            do {
                try await CoordinatorTask.$current.withValue(handle) { try await operation() }
            } catch is CoordinatorError, is CancellationError {
                // Logged where it was thrown, or the expected end of cancelled work.
            } catch {
                self.reject("task", reason: "its work threw \(error)")
            }
            self.ownedTasks[handle.id] = nil
            handle.markFinished()
            self.tree?.noteProgress()
        }
        if !handle.isFinished { handle.task = work }
        return handle
    }

    /// The tasks it owns, cancelled as it ends.
    func cancelOwnedTasks() {
        guard !ownedTasks.isEmpty else { return }
        let tasks = ownedTasks.values.sorted { $0.id < $1.id }
        for task in tasks { task.cancel() }
    }

    /// Cancels it if it is running and no end is under way; otherwise does nothing.
    func cancelIfRunning() {
        guard lifecycle.isRunning, !lifecycle.isEnding else { return }
        cancel()
    }

    /// Why it cannot act (route a screen, show one, start work) now, or nil if it can.
    func refusalToAct(operation: String) -> String? {
        switch lifecycle.routeRefusal {
        case nil: nil
        case .notRunning(let state): "\(path) is \(state.rawValue); only a running coordinator can \(operation)"
        case .ending: "\(path) is finishing; what it starts now would be cut off at once"
        }
    }
}
