/// The state behind a ``MainActorSource``: its subscribers, its termination, and the edge to a
/// thread-agnostic ``EventSource``, all isolated to the main actor.
///
/// Deliveries are serialised by the ``MainActorDeliveryQueue`` the core shares: a send, subscribe
/// or termination made while a delivery is under way is queued behind it. A cancel takes effect
/// at once (the handler is dropped and never called again); the slot is removed when no delivery
/// of this core is iterating the subscribers.
@MainActor
final class MainActorCore<Value: Sendable, Failure: Error> {
    typealias Event = StreamEvent<Value, Failure>

    let queue: MainActorDeliveryQueue
    private var slots: ContiguousArray<MainActorSlot<Value, Failure>> = []
    private(set) var terminal: Termination<Failure>?
    private var isIterating = false
    /// Cancelled slots still in `slots`; they are removed in one pass once they are half of it,
    /// so that cancelling any number of subscriptions costs linear time in all.
    private var cancelledSlots = 0
    /// The thread-agnostic copy of this core's events, made on first request.
    private var edge: EventSource<Value, Failure>?

    init(queue: MainActorDeliveryQueue) {
        self.queue = queue
    }

    var hasSubscribers: Bool {
        slots.count > cancelledSlots || edge != nil
    }

    var subscriberCount: Int {
        slots.count - cancelledSlots
    }

    // MARK: Entry points

    @inline(__always)
    func send(_ value: Value) {
        if queue.beginDelivery() {
            deliver(.value(value))
            queue.endDelivery()
        } else {
            queue.enqueue { [self] in deliver(.value(value)) }
        }
    }

    func terminate(_ termination: Termination<Failure>) {
        if queue.beginDelivery() {
            deliver(StreamEvent(termination))
            queue.endDelivery()
        } else {
            queue.enqueue { [self] in deliver(StreamEvent(termination)) }
        }
    }

    func subscribe(_ handler: @escaping @MainActor (Event) -> Void) -> MainActorSubscription {
        let slot = MainActorSlot(core: self, handler: handler)
        if queue.beginDelivery() {
            attach(slot)
            queue.endDelivery()
        } else {
            queue.enqueue { [self] in attach(slot) }
        }
        return MainActorSubscription(slot)
    }

    /// The events from now on as a thread-agnostic stream, for consumers off the main actor.
    func edgeStream() -> EventStream<Value, Failure> {
        if let edge { return edge.stream }
        if let terminal {
            switch terminal {
            case .finished: return .finished
            case .failed(let error): return .failed(error)
            }
        }
        let made = EventSource<Value, Failure>()
        edge = made
        return made.stream
    }

    // MARK: Delivery

    private func deliver(_ event: Event) {
        guard terminal == nil else { return }
        let termination = event.termination
        if let termination { terminal = termination }
        isIterating = true
        var index = 0
        let count = slots.count
        while index < count {
            let slot = slots[index]
            if termination != nil {
                // Termination releases the handler before it runs, so it runs once.
                let handler = slot.take()
                handler?(event)
            } else {
                slot.handler?(event)
            }
            index += 1
        }
        isIterating = false
        if termination != nil {
            slots.removeAll()
            cancelledSlots = 0
        } else {
            compactIfWorthIt()
        }
        forwardToEdge(event)
    }

    private func forwardToEdge(_ event: Event) {
        guard let edge else { return }
        switch event {
        case .value(let value): edge.send(value)
        case .finished: edge.finish()
        case .failed(let error): edge.fail(error)
        }
        if event.termination != nil { self.edge = nil }
    }

    private func attach(_ slot: MainActorSlot<Value, Failure>) {
        guard slot.handler != nil else { return }  // cancelled before it was attached
        if let terminal {
            let handler = slot.take()
            handler?(StreamEvent(terminal))
            return
        }
        slot.isAttached = true
        slots.append(slot)
    }

    /// A slot's handler was dropped: count it, and remove the dropped ones when they are many.
    func cancel(_ slot: MainActorSlot<Value, Failure>) {
        guard terminal == nil, slot.isAttached else { return }
        cancelledSlots += 1
        compactIfWorthIt()
    }

    private func compactIfWorthIt() {
        guard !isIterating, cancelledSlots > 0, cancelledSlots * 2 >= slots.count else { return }
        slots.removeAll { $0.handler == nil }
        cancelledSlots = 0
    }
}
