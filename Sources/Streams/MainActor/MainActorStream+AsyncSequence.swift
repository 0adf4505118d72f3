extension MainActorStream: @MainActor AsyncSequence {
    /// The type of values the stream delivers to a `for await` loop.
    public typealias Element = Value

    /// Subscribes now and returns an iterator over the values sent from now on.
    ///
    /// A main-actor stream is an `AsyncSequence` on the main actor: a `for await` loop in
    /// main-actor code (a view model, a coordinator's `task`, a test) iterates it directly.
    /// The iterator is ``eventStream``'s, so the loop has the contract of
    /// ``EventStream/makeAsyncIterator()``: its own subscription, made now, with an unbounded
    /// buffer; the end of the stream ends the loop, a failure is thrown; cancelling the task
    /// ends the loop. The main-actor subscribers are served first, as for any consumer of
    /// ``eventStream``.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/StreamSourceSamples.swift#main-actor-for-await -->
    /// ```swift
    /// for await tap in taps.stream {
    ///     print("tapped \(tap)")
    /// }
    /// // the source finished
    /// ```
    ///
    /// - Returns: An iterator subscribed to this stream.
    @MainActor
    public func makeAsyncIterator() -> EventStream<Value, Failure>.Iterator {
        eventStream.makeAsyncIterator()
    }
}
