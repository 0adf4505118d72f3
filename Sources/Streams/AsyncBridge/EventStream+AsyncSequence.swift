extension EventStream: AsyncSequence {
    /// The type of values the stream delivers to a `for await` loop.
    public typealias Element = Value

    /// Subscribes now and returns an iterator over the values sent from now on, with an unbounded
    /// buffer.
    ///
    /// Every iterator has its own subscription, so several `for await` loops over one stream each
    /// receive every value (unlike `AsyncStream`, which hands each value to one of them). Use
    /// ``values(buffering:)`` to bound the buffer.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/AsyncBridgeSamples.swift#for-await -->
    /// ```swift
    /// for await price in prices.stream {
    ///     print(price)
    /// }
    /// // the stream finished
    /// ```
    ///
    /// ## Contract
    /// - The iterator subscribes when it is created, not at its first `next()`.
    /// - Finishing ends the loop; a failure is thrown, after the values buffered before it.
    ///   An iterator created after the stream ended gets the termination at once.
    /// - Cancelling the consuming task ends the loop by returning `nil` (it does not throw) and
    ///   cancels the subscription; other consumers are not affected.
    /// - Dropping the iterator cancels the subscription.
    ///
    /// - Returns: An iterator subscribed to this stream.
    @inlinable
    public func makeAsyncIterator() -> Iterator {
        Iterator(self, policy: .unbounded)
    }

    /// A sequence of this stream's values with a chosen buffer policy.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/AsyncBridgeSamples.swift#values-buffering -->
    /// ```swift
    /// for await state in store.states.values(buffering: .newest(1)) {
    ///     render(state)  // skips states that arrived while the previous render ran
    /// }
    /// ```
    ///
    /// ## Contract
    /// As ``makeAsyncIterator()``: each iterator made from the result subscribes when it is made.
    /// A value counts against the limit from its arrival until `next()` returns it. With a limit
    /// of `0`, a value is kept only if the consumer is already waiting for it, which it is from
    /// the moment its `next()` suspends (see ``BufferPolicy``).
    ///
    /// - Parameter policy: How many values to keep while the consumer is busy, and which ones.
    /// - Returns: An async sequence over this stream.
    public func values(buffering policy: BufferPolicy) -> Values {
        Values(stream: self, policy: policy)
    }

    /// An async sequence of a stream's values with a chosen buffer policy.
    ///
    /// Made by ``EventStream/values(buffering:)``. Each iterator it makes is a new subscription to
    /// the stream, created with the iterator.
    public struct Values: AsyncSequence, Sendable {
        /// The type of values delivered to a `for await` loop.
        public typealias Element = Value

        @usableFromInline let stream: EventStream
        @usableFromInline let policy: BufferPolicy

        @usableFromInline
        init(stream: EventStream, policy: BufferPolicy) {
            self.stream = stream
            self.policy = policy
        }

        /// Subscribes now and returns an iterator over the values sent from now on.
        ///
        /// - Returns: An iterator subscribed to the stream with this sequence's buffer policy.
        @inlinable
        public func makeAsyncIterator() -> Iterator {
            Iterator(stream, policy: policy)
        }
    }

    /// Iterates a stream's values through its own subscription and buffer.
    ///
    /// Use it from one task, as a `for await` loop does. A copy of an iterator shares its
    /// subscription, but not the values already taken from the buffer: iterate one copy only.
    ///
    /// ## Contract
    /// - `next()` returns the buffered values in order, then `nil` when the stream finished or
    ///   throws its failure; after the end it returns `nil`.
    /// - A `next()` that finds values buffered returns without suspending; one that finds none
    ///   suspends to wait for a value, and for nothing else.
    /// - Cancelling the task ends iteration: `next()` returns `nil` and the subscription is
    ///   cancelled.
    /// - Dropping the iterator cancels its subscription.
    public struct Iterator: AsyncIteratorProtocol {
        @usableFromInline let channel: AsyncChannel<Value, Failure>
        @usableFromInline let subscription: Subscription
        /// Values taken from the channel in one go (unbounded policy), consumed from `batchIndex`.
        @usableFromInline var batch: ContiguousArray<Value> = []
        @usableFromInline var batchIndex = 0
        /// Values taken from the channel in one go (bounded policies), consumed from the index the
        /// channel's cursor hands out.
        @usableFromInline var ringBatch = RingBuffer<Value>()

        // Inlinable so that the subscription's handler, the producer's whole path, is
        // specialized in the consumer's module.
        @inlinable
        init(_ stream: EventStream, policy: BufferPolicy) {
            let channel = AsyncChannel<Value, Failure>(policy: policy)
            self.channel = channel
            self.subscription = stream.subscribe { event in channel.receive(event) }
        }

        /// Returns the next value, waiting for one if none is buffered.
        ///
        /// Inlinable so that the path for a buffered value (an index check, a cancellation check
        /// and a read) is specialized in the caller's module.
        ///
        /// - Parameter actor: The actor the caller runs on; the wait resumes there.
        /// - Returns: The next value, or `nil` when the stream finished or the task was cancelled.
        /// - Throws: The stream's failure, once, after the values sent before it.
        @inlinable
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Value? {
            if let value = takeBuffered() { return value }
            emptyBatches()
            return try await refill(isolation: actor)
        }

        /// Returns the next value, waiting for one if none is buffered.
        ///
        /// - Returns: The next value, or `nil` when the stream finished or the task was cancelled.
        /// - Throws: The stream's failure, once, after the values sent before it.
        @inlinable
        public mutating func next() async throws(Failure) -> Value? {
            if let value = takeBuffered() { return value }
            emptyBatches()
            return try await refill(isolation: #isolation)
        }

        /// The next value of the batch, if there is one and the task was not cancelled.
        @inlinable
        mutating func takeBuffered() -> Value? {
            if channel.isUnbounded {
                guard batchIndex < batch.count, !Task.isCancelled else { return nil }
                defer { batchIndex &+= 1 }
                return batch[batchIndex]
            }
            guard !ringBatch.isEmpty, !Task.isCancelled else { return nil }
            let index = channel.claimIndex()
            return index < ringBatch.count ? ringBatch.take(at: index) : nil
        }

        /// Releases the values already returned (or dropped), outside any lock, and keeps the
        /// capacity for the next swap.
        ///
        /// Inlinable, and called from `next()`, so that it is specialized: in generic code, clearing
        /// a ring buffer costs a metadata lookup for each slot.
        @inlinable
        mutating func emptyBatches() {
            if !batch.isEmpty {
                batch.removeAll(keepingCapacity: true)
                batchIndex = 0
            }
            if !ringBatch.isEmpty { ringBatch.removeAllKeepingCapacity() }
        }

        /// The path for an empty batch: take what the channel has, or suspend until it has something.
        @usableFromInline
        mutating func refill(isolation actor: isolated (any Actor)?) async throws(Failure) -> Value? {
            while true {
                if Task.isCancelled { channel.cancel() }
                switch channel.poll(into: &batch, &ringBatch) {
                case .batch:
                    if let value = takeBuffered() { return value }
                    // Bounded: every value of the batch was dropped for a newer one already.
                    emptyBatches()
                    continue
                case .end(let failure):
                    // Ending (finished, failed or cancelled) releases the subscription at once.
                    subscription.cancel()
                    if let failure { throw failure }
                    return nil
                case .empty:
                    break
                }
                let channel = self.channel
                await withTaskCancellationHandler(
                    operation: {
                        await withUnsafeContinuation(isolation: actor) { waiter in channel.wait(waiter) }
                    },
                    onCancel: { channel.cancel() },
                    isolation: actor
                )
            }
        }
    }
}

@available(*, unavailable)
extension EventStream.Iterator: Sendable {}
