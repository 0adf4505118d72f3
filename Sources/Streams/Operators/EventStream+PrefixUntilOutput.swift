extension EventStream {
    /// Delivers this stream's events until another stream delivers its first value, then finishes.
    ///
    /// Use it to bound a subscription by a lifetime: `intents.prefix(untilOutputFrom: screenClosed)`.
    ///
    /// ```swift
    /// let untilLogout = sessionEvents.prefix(untilOutputFrom: logout.stream)
    /// ```
    ///
    /// ## Contract
    /// - The trigger is subscribed first, so a trigger that delivers a value at once (a
    ///   ``CurrentValueSource``) finishes the result before any value of this stream.
    /// - At the trigger's first value the result finishes and both subscriptions are cancelled.
    ///   A trigger that finishes or fails without a value is ignored.
    /// - This stream's termination passes through and cancels the trigger subscription.
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
            let hub = EventSource<Value, Failure>()
            let inputs = SubscriptionBag()
            let output = hub.subscribe(downstream)
            trigger.subscribe { event in
                guard case .value = event else { return }
                hub.finish()
                inputs.cancelAll()
            }
            .store(in: inputs)
            subscribe { event in
                hub.forward(event, cancellingOnEnd: inputs)
            }
            .store(in: inputs)
            return Subscription {
                output.cancel()
                inputs.cancelAll()
            }
        }
    }
}
