extension EventStream {
    /// Accumulates the values into a running result and delivers each intermediate result.
    ///
    /// Each subscriber gets its own accumulator, starting from `initialResult`.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/StreamOperatorSamples.swift#scan -->
    /// ```swift
    /// let runningTotal = amounts.scan(0) { total, amount in total + amount }
    /// ```
    ///
    /// ## Contract
    /// - `nextPartialResult` runs once per value, on the thread delivering it, never concurrently
    ///   with itself for one subscriber.
    /// - The stage stops at the first terminal event it sees, and releases the closure, the
    ///   accumulator and the downstream handler on termination and on cancel.
    ///
    /// - Parameters:
    ///   - initialResult: The accumulator every new subscription starts from; not delivered itself.
    ///   - nextPartialResult: Combines the accumulator with a value into the next accumulator.
    /// - Returns: A stream of the successive accumulators.
    public func scan<Result: Sendable>(
        _ initialResult: Result,
        _ nextPartialResult: @escaping @Sendable (Result, Value) -> Result
    ) -> EventStream<Result, Failure> {
        relaying(ScanContext(combine: nextPartialResult, accumulator: initialResult)) { relay, value in
            guard let live = relay.load() else { return }
            let next = live.context.combine(live.context.accumulator, value)
            guard let previous = relay.replace(ScanContext(combine: live.context.combine, accumulator: next)) else {
                return
            }
            previous.downstream(.value(next))
        }
    }
}

/// The per-subscription state of ``EventStream/scan(_:_:)``.
private struct ScanContext<Result: Sendable, Value: Sendable>: Sendable {
    let combine: @Sendable (Result, Value) -> Result
    var accumulator: Result
}
