extension CoordinatorTree {
    /// Waits until the tree is settled: every queued main-actor delivery and every piece of
    /// work its coordinators own has run, or is suspended on something outside the tree.
    ///
    /// Tests call it after an action whose effects come in more than one main-actor turn (an
    /// awaited child's result, a cancelled task) instead of polling:
    ///
    /// <!-- mirrors Examples/ExampleFlowsTests/CoordinatorSampleTests.swift#settle -->
    /// ```swift
    /// window.userSwipesDown()
    /// await tree.settle()
    /// #expect(product.chosenOptions == nil)
    /// ```
    ///
    /// ## Contract
    /// - It gives the main actor up until a whole turn passes in which the tree made no progress
    ///   (no event logged, no owned task returned, no awaited child's result waiting to be
    ///   taken) and no `run` has a result waiting for its task to resume.
    /// - Work suspended on something outside the tree (a network call, a timer, a stream nobody
    ///   sends on) does not keep it waiting.
    /// - Owned work that was cancelled while suspended keeps it waiting until the work returns,
    ///   for up to one second: a cancellation reaches suspended work in a later
    ///   turn, sometimes through another thread (a cancelled `Task.sleep` resumes from the global
    ///   executor). Work that ignores its cancellation longer than that counts as outside work.
    /// - Call it on the main actor, from a task that does not hold the main actor in a loop.
    public func settle() async {
        let patience = ContinuousClock.now.advanced(by: Self.cancelledWorkPatience)
        var seen = progressMark
        repeat {
            seen = progressMark
            if pendingWakeups == 0, pendingCancelledWork > 0 {
                // What is left waits on other threads: give them the time, rather than spin.
                try? await Task.sleep(for: .milliseconds(1))
            } else {
                await Task.yield()
            }
        } while pendingWakeups > 0 || progressMark != seen
            || (pendingCancelledWork > 0 && ContinuousClock.now < patience)
    }

    /// How long ``settle()`` waits at most for cancelled owned work to return: one second.
    package static let cancelledWorkPatience: Duration = .seconds(1)
}
