extension EventStream {
    /// Transforms each value with a closure and drops the `nil` results.
    ///
    /// Termination passes through unchanged.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/StreamOperatorSamples.swift#compact-map -->
    /// ```swift
    /// let numbers = texts.compactMap { Int($0) }
    /// ```
    ///
    /// ## Contract
    /// - `transform` runs once per value, on the thread delivering it, never concurrently with
    ///   itself for one subscriber.
    /// - The stage stops at the first terminal event it sees, and releases `transform` and the
    ///   downstream handler on termination and on cancel.
    ///
    /// - Parameter transform: Maps a value to a new value, or to `nil` to drop it.
    /// - Returns: A stream of the non-`nil` results.
    public func compactMap<Output: Sendable>(
        _ transform: @escaping @Sendable (Value) -> Output?
    ) -> EventStream<Output, Failure> {
        relaying(transform) { relay, value in
            guard let live = relay.load(), let output = live.context(value) else { return }
            live.downstream(.value(output))
        }
    }
}
