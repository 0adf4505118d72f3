/// One subscriber of a ``MainActorCore``: its handler, until cancellation or termination.
@MainActor
final class MainActorSlot<Value: Sendable, Failure: Error>: MainActorCancelling {
    private(set) var handler: (@MainActor (StreamEvent<Value, Failure>) -> Void)?
    private weak var core: MainActorCore<Value, Failure>?
    /// Whether the core holds it in its subscriber list (a subscribe made during a delivery is
    /// attached after it).
    var isAttached = false

    init(core: MainActorCore<Value, Failure>, handler: @escaping @MainActor (StreamEvent<Value, Failure>) -> Void) {
        self.core = core
        self.handler = handler
    }

    /// Drops the handler and returns it, so that a terminal event runs it once.
    func take() -> (@MainActor (StreamEvent<Value, Failure>) -> Void)? {
        defer { handler = nil }
        return handler
    }

    func cancel() {
        guard handler != nil else { return }
        handler = nil
        core?.cancel(self)
    }
}

/// What a ``MainActorSubscription`` cancels, whatever the source's types.
@MainActor
protocol MainActorCancelling: AnyObject {
    func cancel()
}
