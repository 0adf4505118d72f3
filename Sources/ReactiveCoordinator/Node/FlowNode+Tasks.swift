extension FlowNode {
    /// Runs async work that belongs to this coordinator: it is cancelled when the coordinator
    /// ends, however it ends.
    @discardableResult
    func task(
        _ operation: @escaping @MainActor () async throws -> Void
    ) -> CoordinatorTask {
        let handle = CoordinatorTask(id: work.nextID(), owner: self)
        if let reason = refusalToAct(operation: "task") {
            reject("task", reason: reason)
            handle.markFinished()
            return handle
        }
        work.add(handle)
        let body: @MainActor () async -> Void = { [self] in
            do {
                try await CoordinatorTask.$current.withValue(handle) { try await operation() }
            } catch is CoordinatorError, is CancellationError {
                // Logged where it was thrown, or the expected end of cancelled work.
            } catch {
                self.reject("task", reason: "its work threw \(error)")
            }
            self.work.remove(handle)
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
                    self.work.remove(handle)
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
        guard !work.isEmpty else { return }
        for task in work.inOrder { task.cancel() }
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
