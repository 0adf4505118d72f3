extension EventStream {
    /// Creates a stream fed by an async sequence, with the sequence's failure type.
    ///
    /// The sequence is iterated once, in its own task, started by the first subscription; every
    /// subscriber receives the values delivered after it subscribed (the stream is multicast).
    /// The sequence's end finishes the stream, its error fails it.
    ///
    /// For example `EventStream<Update, NetworkError>(updates)` over a sequence whose iterator
    /// throws `NetworkError`; the `AsyncStream` initialiser has a compiled sample.
    ///
    /// ## Contract
    /// - Nothing is iterated before the first subscription.
    /// - Iteration stops (its task is cancelled) when the stream terminates or when the last copy
    ///   of the stream is released; in the second case the stream finishes, so its subscribers are
    ///   released too. Subscriptions do not keep the stream alive.
    /// - Values are delivered on the iterating task, one at a time.
    ///
    /// A sequence's `Failure` type is iOS 18 / macOS 15 (SE-0421). Below them, feed the stream
    /// from an `AsyncStream` (`init(_: AsyncStream<Value>)`) or an `AsyncThrowingStream`
    /// (`init(_: AsyncThrowingStream<Value, any Error>)`), which have the same contract.
    ///
    /// - Parameter sequence: The sequence whose elements become the stream's values.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init<Base: AsyncSequence & Sendable>(_ sequence: Base)
    where Base.Element == Value, Base.Failure == Failure {
        let feed = SequenceFeed<Value, Failure> { source in
            var iterator = sequence.makeAsyncIterator()
            do throws(Failure) {
                while !Task.isCancelled, let value = try await iterator.next(isolation: nil) {
                    source.send(value)
                }
                source.finish()
            } catch {
                source.fail(error)
            }
        }
        self.init { handler in feed.subscribe(handler) }
    }

    /// Creates a stream fed by an `AsyncStream`, on every system the package supports.
    ///
    /// The stream is iterated once, in its own task, started by the first subscription; every
    /// subscriber receives the values delivered after it subscribed. Its end finishes the stream.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/AsyncBridgeSamples.swift#from-async-sequence -->
    /// ```swift
    /// let ticks = EventStream<Int, Never>(
    ///     AsyncStream<Int> { continuation in
    ///         for tick in 1...3 { continuation.yield(tick) }
    ///         continuation.finish()
    ///     })
    /// let subscription = ticks.subscribe(onValue: { print($0) })  // starts iterating: prints 1, 2, 3
    /// ```
    ///
    /// ## Contract
    /// The same as the sequence initialiser's (`init(_:)` over any `AsyncSequence`): nothing is iterated before the
    /// first subscription; iteration stops when the stream terminates or its last copy is
    /// released, which finishes it; values are delivered on the iterating task, one at a time.
    ///
    /// - Parameter stream: The stream whose elements become this stream's values.
    public init(_ stream: AsyncStream<Value>) where Failure == Never {
        let feed = SequenceFeed<Value, Never> { source in
            // The iterator's `next()`, not `for await`: on Linux `for await` calls
            // `next(isolation:)`, which is iOS 18, and the availability check would rightly flag it.
            var iterator = stream.makeAsyncIterator()
            while !Task.isCancelled, let value = await iterator.next() {
                source.send(value)
            }
            source.finish()
        }
        self.init { handler in feed.subscribe(handler) }
    }

    /// Creates a stream fed by an `AsyncThrowingStream`, on every system the package supports.
    ///
    /// As the `AsyncStream` initialiser, and the sequence's error fails the stream.
    ///
    /// ## Contract
    /// The same as the sequence initialiser's (`init(_:)` over any `AsyncSequence`).
    ///
    /// - Parameter stream: The stream whose elements become this stream's values.
    public init(_ stream: AsyncThrowingStream<Value, any Error>) where Failure == any Error {
        let feed = SequenceFeed<Value, any Error> { source in
            do {
                var iterator = stream.makeAsyncIterator()  // `next()`, as above
                while !Task.isCancelled, let value = try await iterator.next() {
                    source.send(value)
                }
                source.finish()
            } catch {
                source.fail(error)
            }
        }
        self.init { handler in feed.subscribe(handler) }
    }
}

/// Owns the iteration of an async sequence and the source it feeds.
///
/// Held only by the streams made from it; its release cancels the iterating task and finishes the
/// source. The task holds the source, never the feed.
private final class SequenceFeed<Value: Sendable, Failure: Error>: Sendable {
    typealias Iteration = @Sendable (EventSource<Value, Failure>) async -> Void

    private enum Phase: Sendable {
        case idle(Iteration)
        case starting
        case running(Task<Void, Never>)
    }

    private let source = EventSource<Value, Failure>()
    private let phase: Locked<Phase>

    init(_ iteration: @escaping Iteration) {
        phase = Locked(.idle(iteration))
    }

    func subscribe(_ handler: @escaping @Sendable (StreamEvent<Value, Failure>) -> Void) -> Subscription {
        let subscription = source.subscribe(handler)
        let iteration = phase.withLock { phase -> Iteration? in
            guard case .idle(let iteration) = phase else { return nil }
            phase = .starting
            return iteration
        }
        if let iteration {
            let task = Task { [source] in
                await iteration(source)
            }
            phase.withLock { $0 = .running(task) }
        }
        return subscription
    }

    deinit {
        source.finish()
        let phase = phase.withLock { $0 }
        if case .running(let task) = phase { task.cancel() }
    }
}
