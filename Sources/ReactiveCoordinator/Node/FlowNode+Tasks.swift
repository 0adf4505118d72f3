extension FlowNode {
    /// Runs async work that belongs to this coordinator: it is cancelled when the coordinator
    /// ends, however it ends.
    ///
    /// This is the place for a flow that awaits: a child's result, a network call, a
    /// confirmation. It runs on the main actor. On iOS 26, macOS 26 and their siblings it starts
    /// at once (`Task.immediate`) and runs synchronously up to its first suspension, so a child
    /// it starts with ``run(_:)`` is added, started and logged before `task` returns; on earlier
    /// systems it starts on the main actor's next turn (see "Before iOS 26" below). The
    /// coordinator is kept alive until the work returns, so `self`
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
    /// ## Before iOS 26
    /// `Task.immediate` is iOS 26 / macOS 26 / tvOS 26 / watchOS 26 / visionOS 26. Below them
    /// the work is a main-actor `Task` that takes its first step on the main actor's next turn:
    /// - the log reads the intent and `routed` first, then what the work did up to its first
    ///   `await`;
    /// - work whose coordinator ended, or which was cancelled, before that turn never runs;
    /// - ``CoordinatorTree/settle()`` waits for the first step too, so a test that settles after
    ///   the intent that starts the work (as it must for what follows the first `await`) reads
    ///   the same outcome on every system.
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
    func task(
        _ operation: @escaping @MainActor () async throws -> Void
    ) -> CoordinatorTask {
        nextTaskID += 1
        let handle = CoordinatorTask(id: nextTaskID, owner: self)
        if let reason = refusalToAct(operation: "task") {
            reject("task", reason: reason)
            handle.markFinished()
            return handle
        }
        ownedTasks[handle.id] = handle
        let body: @MainActor () async -> Void = { [self] in
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
        let work: Task<Void, Never>
        switch WorkStart.current {
        case .immediately:
            guard #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) else {
                preconditionFailure("WorkStart.immediately on a system without Task.immediate")
            }
            work = Task.immediate { @MainActor in await body() }
        case .onNextTurn:
            // settle() counts the work as a pending wakeup until it takes its first step. Work whose
            // coordinator ended before that turn never starts, as work asked of an ended
            // coordinator never does.
            tree?.noteWakeupPending()
            work = Task { @MainActor [weak tree] in
                tree?.noteWakeupRan()
                if Task.isCancelled {
                    self.ownedTasks[handle.id] = nil
                    handle.markFinished()
                } else {
                    await body()
                }
            }
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
        guard isLive else { return }
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
