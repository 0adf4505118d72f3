extension EventStream {
    /// Transforms each value with a closure.
    ///
    /// Termination passes through unchanged. Each subscriber of the returned stream subscribes to
    /// this stream once.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/StreamOperatorSamples.swift#map -->
    /// ```swift
    /// let lengths = names.map { $0.count }
    /// ```
    ///
    /// ## Contract
    /// - `transform` runs once per value, on the thread delivering it, never concurrently with
    ///   itself for one subscriber.
    /// - The stage stops at the first terminal event it sees, and releases `transform` and the
    ///   downstream handler on termination and on cancel.
    ///
    /// - Parameter transform: Maps a value of this stream to a value of the new stream.
    /// - Returns: A stream of the transformed values.
    public func map<Output: Sendable>(
        _ transform: @escaping @Sendable (Value) -> Output
    ) -> EventStream<Output, Failure> {
        relaying(transform) { relay, value in
            guard let live = relay.load() else { return }
            live.downstream(.value(live.context(value)))
        }
    }
}
