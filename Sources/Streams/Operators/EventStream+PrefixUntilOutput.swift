extension EventStream {
    /// Delivers this stream's events until another stream delivers its first value, then finishes.
    ///
    /// Use it to bound a subscription by a lifetime: `intents.prefix(untilOutputFrom: screenClosed)`.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/StreamOperatorSamples.swift#prefix-until-output -->
    /// ```swift
    /// let untilLogout = sessionEvents.prefix(untilOutputFrom: logout.stream)
    /// ```
    ///
    /// ## Contract
    /// - The trigger is subscribed first, so a trigger that delivers a value at once (a
    ///   ``CurrentValueSource``) finishes the result before any value of this stream; this stream
    ///   is then not subscribed at all.
    /// - At the trigger's first value the result finishes. A trigger that finishes or fails
    ///   without a value is ignored.
    /// - This stream's termination passes through.
    /// - Cancellation order, Combine's: the inputs still open are cancelled *before* the terminal
    ///   event is delivered, this stream's subscription first. When the trigger fires: this
    ///   stream's subscription is cancelled, then the trigger's, then `finished` is delivered
    ///   (Combine leaves the trigger's subscription without demand instead of cancelling it).
    ///   When this stream ends: the trigger's subscription is cancelled, then the termination is
    ///   delivered (this stream's own subscription, which has ended, is released after). Cancelling
    ///   the result cancels this stream's subscription, then the trigger's.
    /// - Events from both inputs reach each subscriber one at a time, even across threads; nothing
    ///   follows the first terminal event, and the downstream handler is released on termination
    ///   and on cancel.
    ///
    /// - Parameter trigger: The stream whose first value ends the result.
    /// - Returns: This stream's events up to the trigger's first value.
    public func prefix<TriggerValue: Sendable, TriggerFailure: Error>(
        untilOutputFrom trigger: EventStream<TriggerValue, TriggerFailure>
    ) -> EventStream {
        EventStream { downstream in
            let prefix = PrefixUntilOutput<Value, Failure>()
            let output = prefix.hub.subscribe(downstream)
            let triggerSubscription = trigger.subscribe { event in
                guard case .value = event else { return }
                prefix.update { $0.triggerFired() }
            }
            if prefix.attachTrigger(triggerSubscription) {
                let upstreamSubscription = subscribe { event in
                    switch event {
                    case .value(let value): prefix.send(value)
                    case .finished: prefix.update { $0.upstreamEnded(.finished) }
                    case .failed(let error): prefix.update { $0.upstreamEnded(.failed(error)) }
                    }
                }
                prefix.update { $0.attachUpstream(upstreamSubscription) }
            }
            return Subscription {
                output.cancel()
                prefix.update { $0.cancel() }
            }
        }
    }
}

/// One subscription to a `prefix(untilOutputFrom:)` stream: its output and its links.
private final class PrefixUntilOutput<Value: Sendable, Failure: Error>: Sendable {
    /// Puts the events of both inputs in one order for the downstream handler.
    let hub = EventSource<Value, Failure>()
    private let links = Locked(PrefixLinks<Failure>())

    /// Forwards an upstream value, unless the result is ending.
    func send(_ value: Value) {
        if links.withLock({ $0.passesValues }) { hub.send(value) }
    }

    /// Keeps the trigger's subscription; returns whether to subscribe upstream.
    func attachTrigger(_ trigger: Subscription) -> Bool {
        let (action, subscribesUpstream) = links.withLock { $0.attachTrigger(trigger) }
        run(action)
        return subscribesUpstream
    }

    /// Changes the links under their lock, then does what the change returned.
    func update(_ change: (inout PrefixLinks<Failure>) -> PrefixLinks<Failure>.Action) {
        run(links.withLock(change))
    }

    private func run(_ action: PrefixLinks<Failure>.Action) {
        guard case .end(let cancelled, let termination, let released) = action else { return }
        for subscription in cancelled { subscription.cancel() }
        switch termination {
        case .finished?: hub.finish()
        case .failed(let error)?: hub.fail(error)
        case nil: break
        }
        released?.cancel()
    }
}

/// The two input subscriptions of one `prefix(untilOutputFrom:)` subscription, and how it ends.
///
/// Each method runs under a lock and returns what to cancel and deliver, in Combine's order, for
/// the caller to do after the lock. An end that comes while an input is still being subscribed
/// (a trigger that fires at once, an input that has already ended) waits until that input's
/// subscription is attached, so it can be cancelled in its turn.
private struct PrefixLinks<Failure: Error>: Sendable {
    private enum Phase: Sendable {
        case subscribingTrigger
        case subscribingUpstream(trigger: Subscription)
        case open(trigger: Subscription, upstream: Subscription)
        case ended
    }

    /// Why the result ends, when it ends before both inputs are attached.
    private enum Ending: Sendable {
        case triggered
        case upstreamEnded(Termination<Failure>)
    }

    enum Action: Sendable {
        case none
        /// Cancel `cancelled` in order, deliver `termination` (if any), then cancel `released`,
        /// an input that has already ended.
        case end(cancelled: [Subscription], termination: Termination<Failure>?, released: Subscription?)
    }

    private var phase = Phase.subscribingTrigger
    private var pendingEnding: Ending?

    /// Whether an upstream value is still delivered.
    var passesValues: Bool {
        switch phase {
        case .subscribingUpstream, .open: pendingEnding == nil
        case .subscribingTrigger, .ended: false
        }
    }

    mutating func triggerFired() -> Action {
        switch phase {
        case .subscribingTrigger, .subscribingUpstream:
            if pendingEnding == nil { pendingEnding = .triggered }
            return .none
        case .open(let trigger, let upstream):
            phase = .ended
            return .end(cancelled: [upstream, trigger], termination: .finished, released: nil)
        case .ended:
            return .none
        }
    }

    mutating func upstreamEnded(_ termination: Termination<Failure>) -> Action {
        switch phase {
        case .subscribingTrigger, .subscribingUpstream:
            if pendingEnding == nil { pendingEnding = .upstreamEnded(termination) }
            return .none
        case .open(let trigger, let upstream):
            phase = .ended
            return .end(cancelled: [trigger], termination: termination, released: upstream)
        case .ended:
            return .none
        }
    }

    /// Keeps the trigger's subscription; returns what to do, and whether to subscribe upstream.
    mutating func attachTrigger(_ trigger: Subscription) -> (Action, subscribesUpstream: Bool) {
        guard case .subscribingTrigger = phase else { return (.none, false) }
        if pendingEnding != nil {
            // The trigger fired while it was being subscribed: this stream is never subscribed.
            phase = .ended
            return (.end(cancelled: [trigger], termination: .finished, released: nil), false)
        }
        phase = .subscribingUpstream(trigger: trigger)
        return (.none, true)
    }

    mutating func attachUpstream(_ upstream: Subscription) -> Action {
        guard case .subscribingUpstream(let trigger) = phase else { return .none }
        switch pendingEnding {
        case nil:
            phase = .open(trigger: trigger, upstream: upstream)
            return .none
        case .triggered:
            phase = .ended
            return .end(cancelled: [upstream, trigger], termination: .finished, released: nil)
        case .upstreamEnded(let termination):
            phase = .ended
            return .end(cancelled: [trigger], termination: termination, released: upstream)
        }
    }

    /// The result was cancelled: both inputs are cancelled, this stream's first.
    mutating func cancel() -> Action {
        guard case .open(let trigger, let upstream) = phase else { return .none }
        phase = .ended
        return .end(cancelled: [upstream, trigger], termination: nil, released: nil)
    }
}
