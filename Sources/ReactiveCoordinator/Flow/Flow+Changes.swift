extension Flow {
    /// Asks for `change`, and returns how it ended, once it has: at once when it applies or is
    /// rejected, later when it waits.
    ///
    /// The one door every change of this flow goes through; ``push(_:on:)``,
    /// ``present(_:over:in:)``, ``dismiss(from:in:)`` and the others are this door with the change
    /// already made, and return whether it applied at once. Await it when what comes next depends
    /// on the change: a session cleared only once signing out replaced the screens, which waits
    /// for a draft's guard to ask the user.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/ChangeSamples.swift#apply -->
    /// ```swift
    /// flow.task {
    ///     guard await flow.apply(.setRoot(SignInScreen(), in: window)) == .applied else { return }
    ///     self.isSignedIn = false  // the draft was discarded, or there was none
    /// }
    /// ```
    ///
    /// ## Contract
    /// - A change that shows screens asked of a flow that cannot act (not started, finishing,
    ///   ended) is ``ChangeOutcome/rejected(reason:)``, as is one its container refuses
    ///   (``NavigationError``); both are logged `REJECTED`, nothing else.
    /// - A push or a presentation whose container is in a transition (``TransitioningContext``),
    ///   or behind others waiting there, waits (logged `waits`), then is carried out in its turn.
    /// - A change that would take a screen another flow guards waits for the guard's answer
    ///   (``guardLeaving(_:in:onAttempt:)``).
    /// - A change that waited ends with one logged outcome: ``ChangeOutcome/applied``,
    ///   ``ChangeOutcome/refused(by:)``, ``ChangeOutcome/superseded(reason:)`` (what it names
    ///   went meanwhile) or ``ChangeOutcome/cancelled(reason:)`` (this flow or the tree ended
    ///   first, a tree that was dropped included: the await never hangs).
    /// - Cancelling the awaiting task does not cancel the change: it stays asked, and ends as
    ///   above. The tree's `settle()` waits for the task to resume once the change ended.
    ///
    /// - Parameter change: The change to make.
    /// - Returns: How it ended.
    public func apply(_ change: ScreenChange) async -> ChangeOutcome {
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<ChangeOutcome, Never>) in
            node.request(change) { [weak tree = node.tree] outcome in
                tree?.noteWakeupPending()
                continuation.resume(returning: outcome)
            }
        }
        node.tree?.noteWakeupRan()
        return outcome
    }

    /// Asks for `change`, and hands how it ended to `onOutcome`, once: at once when it applies
    /// or is rejected, later when it waits.
    ///
    /// As ``apply(_:)``, for code that does not await.
    ///
    /// - Parameters:
    ///   - change: The change to make.
    ///   - onOutcome: Called once, on the main actor, with how it ended.
    /// - Returns: Whether it applied at once.
    @discardableResult
    public func apply(_ change: ScreenChange, onOutcome: @escaping @MainActor (ChangeOutcome) -> Void) -> Bool {
        node.request(change, onOutcome: onOutcome)
    }
}
