extension EventStream {
    /// Waits for the first value that satisfies a predicate.
    ///
    /// Subscribes when called and cancels the subscription as soon as it has an answer.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/StreamOperatorSamples.swift#first -->
    /// ```swift
    /// if let draft = try await drafts.first(where: { $0.isSaved }) {
    ///     save(draft)
    /// }
    /// ```
    ///
    /// ## Contract
    /// - Returns the first matching value sent after the call (or replayed at subscription, for a
    ///   ``CurrentValueSource``), or `nil` if the stream finishes first.
    /// - Throws the stream's failure if it fails before a match.
    /// - Cancelling the awaiting task returns `nil` at once and cancels the subscription.
    /// - `predicate` runs on the thread delivering each value, one call at a time, and is not
    ///   called again once a value matched; it is released when the call returns.
    ///
    /// - Parameter predicate: Returns `true` for the value to return.
    /// - Returns: The first matching value, or `nil`.
    /// - Throws: The stream's failure, if it fails before a value matches.
    public func first(where predicate: @escaping @Sendable (Value) -> Bool) async throws(Failure) -> Value? {
        let waiter = FirstWaiter<Value, Failure>()
        let outcome = await withTaskCancellationHandler {
            await withUnsafeContinuation { continuation in
                guard waiter.install(continuation) else { return }
                let subscription = subscribe { event in
                    switch event {
                    case .value(let value):
                        if waiter.isWaiting, predicate(value) { waiter.complete(.success(value)) }
                    case .finished:
                        waiter.complete(.success(nil))
                    case .failed(let error):
                        waiter.complete(.failure(error))
                    }
                }
                waiter.keep(subscription)
            }
        } onCancel: {
            waiter.complete(.success(nil))
        }
        return try outcome.get()
    }

    /// Waits for the first value of the stream.
    ///
    /// The same as ``first(where:)`` with a predicate that accepts every value.
    ///
    /// - Returns: The first value, or `nil` if the stream finishes first or the task is cancelled.
    /// - Throws: The stream's failure, if it fails before delivering a value.
    public func first() async throws(Failure) -> Value? {
        try await first(where: { _ in true })
    }
}

/// The one-shot rendezvous behind ``EventStream/first(where:)``.
private final class FirstWaiter<Value: Sendable, Failure: Error>: Sendable {
    typealias Outcome = Result<Value?, Failure>

    private struct State: Sendable {
        var continuation: UnsafeContinuation<Outcome, Never>?
        var subscription: Subscription?
        /// Set once, by the first completion.
        var outcome: Outcome?
    }

    private let state = Locked(State())

    var isWaiting: Bool {
        state.withLock { $0.outcome == nil }
    }

    /// Stores the continuation; returns `false` (after resuming it) if the outcome is already known.
    func install(_ continuation: UnsafeContinuation<Outcome, Never>) -> Bool {
        let known = state.withLock { state -> Outcome? in
            if state.outcome == nil { state.continuation = continuation }
            return state.outcome
        }
        guard let known else { return true }
        continuation.resume(returning: known)
        return false
    }

    /// Keeps the subscription until completion; cancels it at once if the outcome is known.
    func keep(_ subscription: Subscription) {
        let done = state.withLock { state -> Bool in
            if state.outcome == nil { state.subscription = subscription }
            return state.outcome != nil
        }
        if done { subscription.cancel() }
    }

    /// Records the first outcome, resumes the waiter and cancels the subscription; later calls do nothing.
    func complete(_ outcome: Outcome) {
        let taken = state.withLock { state -> (UnsafeContinuation<Outcome, Never>?, Subscription?)? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            defer {
                state.continuation = nil
                state.subscription = nil
            }
            return (state.continuation, state.subscription)
        }
        guard let (continuation, subscription) = taken else { return }
        continuation?.resume(returning: outcome)
        subscription?.cancel()
    }
}
