extension EventStream {
    /// Drops a value when a predicate says it duplicates the last value delivered.
    ///
    /// The comparison is with the last value this stage *delivered*, not the last one it received:
    /// with a predicate such as "differ by at most 1", the values 1, 2, 3 deliver 1 and 3.
    /// Each subscriber has its own last value.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/StreamOperatorSamples.swift#remove-duplicates-by -->
    /// ```swift
    /// let changes = readings.removeDuplicates { abs($0 - $1) < 0.5 }
    /// ```
    ///
    /// ## Contract
    /// - `isDuplicate(last, new)` runs once per value after the first, on the thread delivering
    ///   it, never concurrently with itself for one subscriber.
    /// - The stage stops at the first terminal event it sees, and releases the predicate, the last
    ///   value and the downstream handler on termination and on cancel.
    ///
    /// - Parameter isDuplicate: Returns `true` when the new value (second argument) duplicates the
    ///   last delivered value (first argument).
    /// - Returns: A stream without the duplicates.
    public func removeDuplicates(
        by isDuplicate: @escaping @Sendable (Value, Value) -> Bool
    ) -> EventStream<Value, Failure> {
        relaying(DeduplicationContext(isDuplicate: isDuplicate, last: nil)) { relay, value in
            guard let live = relay.load() else { return }
            if let last = live.context.last, live.context.isDuplicate(last, value) { return }
            guard let previous = relay.replace(DeduplicationContext(isDuplicate: live.context.isDuplicate, last: value))
            else {
                return
            }
            previous.downstream(.value(value))
        }
    }
}

extension EventStream where Value: Equatable {
    /// Drops a value equal to the last value delivered.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/StreamOperatorSamples.swift#remove-duplicates -->
    /// ```swift
    /// let titleChanges = titles.removeDuplicates()
    /// ```
    ///
    /// ## Contract
    /// As ``removeDuplicates(by:)`` with `==`.
    ///
    /// - Returns: A stream without consecutive equal values.
    public func removeDuplicates() -> EventStream<Value, Failure> {
        removeDuplicates(by: ==)
    }
}

/// The per-subscription state of ``EventStream/removeDuplicates(by:)``.
private struct DeduplicationContext<Value: Sendable>: Sendable {
    let isDuplicate: @Sendable (Value, Value) -> Bool
    var last: Value?
}
