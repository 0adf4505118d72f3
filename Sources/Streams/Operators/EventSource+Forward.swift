extension EventSource {
    /// Forwards an input's event to this source, as the operators with several inputs do: a value
    /// is sent; a failure fails the source and cancels every input; a finish does the same when
    /// `endsOutput` says that it ends the output (a merge waits for its last input).
    ///
    /// - Parameters:
    ///   - event: The input's event.
    ///   - inputs: The subscriptions to every input, cancelled when the output ends.
    ///   - endsOutput: Called on a finish only: whether that finish ends the output.
    func forward(
        _ event: StreamEvent<Value, Failure>, cancellingOnEnd inputs: SubscriptionBag,
        endsOutput: () -> Bool = { true }
    ) {
        switch event {
        case .value(let value):
            send(value)
        case .finished:
            guard endsOutput() else { return }
            finish()
            inputs.cancelAll()
        case .failed(let error):
            fail(error)
            inputs.cancelAll()
        }
    }
}
