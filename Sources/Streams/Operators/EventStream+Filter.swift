extension EventStream {
    /// Keeps only the values that satisfy a predicate.
    ///
    /// Termination passes through unchanged.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/StreamOperatorSamples.swift#filter -->
    /// ```swift
    /// let evens = numbers.filter { $0.isMultiple(of: 2) }
    /// ```
    ///
    /// ## Contract
    /// - `isIncluded` runs once per value, on the thread delivering it, never concurrently with
    ///   itself for one subscriber.
    /// - The stage stops at the first terminal event it sees, and releases `isIncluded` and the
    ///   downstream handler on termination and on cancel.
    ///
    /// - Parameter isIncluded: Returns `true` for the values to keep.
    /// - Returns: A stream of the values that passed.
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> EventStream<Value, Failure> {
        relaying(isIncluded) { relay, value in
            guard let live = relay.load(), live.context(value) else { return }
            live.downstream(.value(value))
        }
    }
}
