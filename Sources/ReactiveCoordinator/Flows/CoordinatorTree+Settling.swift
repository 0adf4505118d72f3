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
    /// - Call it on the main actor, from a task that does not hold the main actor in a loop.
    public func settle() async {
        var seen = progressMark
        repeat {
            seen = progressMark
            await Task.yield()
        } while pendingWakeups > 0 || progressMark != seen
    }
}
