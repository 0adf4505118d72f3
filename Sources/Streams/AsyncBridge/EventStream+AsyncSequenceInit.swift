extension EventStream {
    /// Creates a stream fed by an async sequence.
    ///
    /// The sequence is iterated once, in its own task, started by the first subscription; every
    /// subscriber receives the values delivered after it subscribed (the stream is multicast).
    /// The sequence's end finishes the stream, its error fails it.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/AsyncBridgeSamples.swift#from-async-sequence -->
    /// ```swift
    /// let ticks = EventStream<Int, Never>(
    ///     AsyncStream { continuation in
    ///         for tick in 1...3 { continuation.yield(tick) }
    ///         continuation.finish()
    ///     })
    /// let subscription = ticks.subscribe(onValue: { print($0) })  // starts iterating: prints 1, 2, 3
    /// ```
    ///
    /// ## Contract
    /// - Nothing is iterated before the first subscription.
    /// - Iteration stops (its task is cancelled) when the stream terminates or when the last copy
    ///   of the stream is released; in the second case the stream finishes, so its subscribers are
    ///   released too. Subscriptions do not keep the stream alive.
    /// - Values are delivered on the iterating task, one at a time.
    ///
    /// - Parameter sequence: The sequence whose elements become the stream's values.
    public init<Base: AsyncSequence & Sendable>(_ sequence: Base)
    where Base.Element == Value, Base.Failure == Failure {
        let feed = SequenceFeed(sequence)
        self.init { handler in feed.subscribe(handler) }
    }
}

/// Owns the iteration of an async sequence and the source it feeds.
///
/// Held only by the streams made from it; its release cancels the iterating task and finishes the
/// source. The task holds the source, never the feed.
private final class SequenceFeed<Base: AsyncSequence & Sendable>: Sendable where Base.Element: Sendable {
    private enum Phase: Sendable {
        case idle(Base)
        case starting
        case running(Task<Void, Never>)
    }

    private let source = EventSource<Base.Element, Base.Failure>()
    private let phase: Locked<Phase>

    init(_ base: Base) {
        phase = Locked(.idle(base))
    }

    func subscribe(_ handler: @escaping @Sendable (StreamEvent<Base.Element, Base.Failure>) -> Void) -> Subscription {
        let subscription = source.subscribe(handler)
        let base = phase.withLock { phase -> Base? in
            guard case .idle(let base) = phase else { return nil }
            phase = .starting
            return base
        }
        if let base {
            let task = Task { [source] in
                await Self.iterate(base, into: source)
            }
            phase.withLock { $0 = .running(task) }
        }
        return subscription
    }

    private static func iterate(_ base: Base, into source: EventSource<Base.Element, Base.Failure>) async {
        var iterator = base.makeAsyncIterator()
        do throws(Base.Failure) {
            while !Task.isCancelled, let value = try await iterator.next(isolation: nil) {
                source.send(value)
            }
            source.finish()
        } catch {
            source.fail(error)
        }
    }

    deinit {
        source.finish()
        let phase = phase.withLock { $0 }
        if case .running(let task) = phase { task.cancel() }
    }
}
