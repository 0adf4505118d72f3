extension EventStream {
    /// Interleaves this stream's events with those of other streams.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/StreamOperatorSamples.swift#merge -->
    /// ```swift
    /// let anyTap = loginTaps.merge(with: signupTaps, helpTaps)
    /// ```
    ///
    /// ## Contract
    /// - Values from all inputs reach each subscriber one at a time, in one order, even when the
    ///   inputs send from different threads.
    /// - The merged stream finishes when every input has finished, and fails at the first failure
    ///   of any input. When it ends, and when it is cancelled, it cancels its subscriptions to the
    ///   inputs still running, and it releases the downstream handler.
    ///
    /// - Parameter others: The streams to merge with this one.
    /// - Returns: A stream of the events of all inputs.
    public func merge(with others: EventStream...) -> EventStream {
        Self.merge([self] + others)
    }

    /// Interleaves the events of several streams.
    ///
    /// The same as ``merge(with:)``, for a collection of streams. Merging no streams gives a
    /// stream that has already finished.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/StreamOperatorSamples.swift#merge-all -->
    /// ```swift
    /// let anyTap = EventStream.merge(buttons.map(\.taps))
    /// ```
    ///
    /// - Parameter streams: The streams to merge.
    /// - Returns: A stream of the events of all inputs.
    public static func merge(_ streams: [EventStream]) -> EventStream {
        guard !streams.isEmpty else { return .finished }
        return EventStream { downstream in
            // Each subscription gets its own source: it serializes events that the inputs deliver
            // on different threads, and it ignores everything after the first termination.
            let hub = EventSource<Value, Failure>()
            let inputs = SubscriptionBag()
            let running = InputCounter(streams.count)
            let output = hub.subscribe(downstream)
            for stream in streams {
                let input = InputGate()
                stream.subscribe { event in
                    // Each input stops at its own first terminal event, even if it breaks the contract.
                    guard input.isOpen else { return }
                    if event.termination != nil { input.close() }
                    hub.forward(event, cancellingOnEnd: inputs, endsOutput: running.finishOne)
                }
                .store(in: inputs)
            }
            return Subscription {
                output.cancel()
                inputs.cancelAll()
            }
        }
    }
}

/// Whether one input of a merge is still open.
private final class InputGate: Sendable {
    private let open = AtomicFlag(true)

    var isOpen: Bool { open.load(ordering: .relaxed) }

    func close() {
        open.store(false, ordering: .relaxed)
    }
}

/// Counts the inputs of a merge that have not finished yet.
private final class InputCounter: Sendable {
    private let remaining: Locked<Int>

    init(_ count: Int) {
        remaining = Locked(count)
    }

    /// Records one finished input; returns `true` when it was the last one.
    func finishOne() -> Bool {
        remaining.withLock { remaining in
            remaining -= 1
            return remaining == 0
        }
    }
}
