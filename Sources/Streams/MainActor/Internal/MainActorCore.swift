/// The state behind a ``MainActorSource``: its subscribers, its termination, and the edge to a
/// thread-agnostic ``EventSource``, all isolated to the main actor.
///
/// Deliveries are serialised by the ``MainActorDeliveryQueue`` the core shares, or, for a core
/// with an order of its own, by a flag in the core and a queue of its own made only when something
/// has to wait (so a source that never delivers from inside a delivery costs no queue object): a
/// send, subscribe or termination made while a delivery is under way is queued behind it. A
/// cancel takes effect at once (the handler is dropped and never called again); dropped slots are
/// removed in one pass once they are half the list and no delivery of this core is iterating it.
///
/// The send path is inlinable, so that it is specialised where the value type is known: generic
/// code left unspecialised looks up type metadata at run time, which cost more than the rest of
/// a delivery together.
@MainActor
@usableFromInline
package final class MainActorCore<Value: Sendable, Failure: Error> {
    @usableFromInline typealias Event = StreamEvent<Value, Failure>
    @usableFromInline typealias Slot = MainActorSlot<Value, Failure>

    /// The order shared with other sources; nil for a core that keeps its own.
    @usableFromInline let sharedQueue: MainActorDeliveryQueue?
    // Main-actor state changed before or after handlers run, never across a call: no access can
    // overlap. Unchecked because the check doubled the cost of routing an intent (Benchmarks/run).
    /// A core with its own order: whether it is delivering, and the queue of what waits for
    /// that delivery, made the first time something has to wait (most cores never need one).
    @exclusivity(unchecked) @usableFromInline var isDeliveringAlone = false
    /// Declared beside the other flag, so that the two share a word and a core fits the heap
    /// block it took before `ending` (MemoryBenchmarks).
    @exclusivity(unchecked) @usableFromInline var isIterating = false
    @exclusivity(unchecked) @usableFromInline var ownQueue: MainActorDeliveryQueue?
    /// The observer that came with the core's owner (``observe(_:)``): called first, never
    /// cancelled, and held inline, so the owner's link costs no slot and no token.
    @exclusivity(unchecked) @usableFromInline var owner: (@MainActor (Event) -> Void)?
    /// The subscribers, each a `Slot`: held by their base class, so that the list's element type
    /// does not depend on the core's types, and a core running unspecialised (a screen's intents,
    /// routed where the intent type is generic) makes, reads and changes it without looking up the
    /// slot type's metadata at run time, once per make, delivery, subscribe and cancel before.
    @exclusivity(unchecked) @usableFromInline var slots: ContiguousArray<MainActorSlotBase> = []
    /// How the stream ended: the one shared ``MainActorEnding/finished``, or a failure's box made
    /// when it fails.
    ///
    /// The core runs unspecialised wherever its types are not known at the call (a coordinator's
    /// routes and lives), and there a stored `Termination<Failure>?` looked up that type's
    /// metadata at run time to be made, read (each send asks whether the stream ended) and
    /// destroyed, which cost more than the check itself (callgrind); a reference is a reference
    /// whatever it holds. A finish, nearly every end, shares one object that holds no type: no
    /// box to make, and none to destroy with a look-up of its type (callgrind).
    @exclusivity(unchecked) @usableFromInline var ending: MainActorEnding?
    /// Cancelled slots still in `slots`; they are removed in one pass once they are half of it,
    /// so that cancelling any number of subscriptions costs linear time in all.
    @exclusivity(unchecked) @usableFromInline var cancelledSlots = 0
    /// The thread-agnostic copy of this core's events, made on first request.
    @exclusivity(unchecked) @usableFromInline var edge: EventSource<Value, Failure>?

    /// Creates a core that shares `queue`'s order, or keeps its own when `queue` is nil.
    ///
    /// Inlinable, so that a core whose types are known where it is made (a flow's life) is made
    /// without looking up its subscribers' type at run time.
    @inlinable
    package init(sharing queue: MainActorDeliveryQueue?) {
        sharedQueue = queue
    }

    @inlinable
    var hasSubscribers: Bool {
        slots.count > cancelledSlots || edge != nil || owner != nil
    }

    @usableFromInline
    var subscriberCount: Int {
        slots.count - cancelledSlots + (owner == nil ? 0 : 1)
    }

    // MARK: Delivery order

    @inlinable
    func beginDelivery() -> Bool {
        if let sharedQueue { return sharedQueue.beginDelivery() }
        if isDeliveringAlone { return false }
        isDeliveringAlone = true
        return true
    }

    @inlinable
    func endDelivery() {
        if let sharedQueue { return sharedQueue.endDelivery() }
        if let ownQueue, !ownQueue.pending.isEmpty { ownQueue.drain() }
        isDeliveringAlone = false
    }

    @inlinable
    func enqueue(_ work: @escaping @MainActor () -> Void) {
        if let sharedQueue { return sharedQueue.enqueue(work) }
        enqueueOnOwnQueue(work)
    }

    /// Queues on the core's own queue, made now if nothing ever waited before.
    @usableFromInline
    func enqueueOnOwnQueue(_ work: @escaping @MainActor () -> Void) {
        let queue = ownQueue ?? MainActorDeliveryQueue()
        ownQueue = queue
        queue.enqueue(work)
    }

    // MARK: The owner's observer

    /// Adds the owner's observer: it receives every event, cannot be cancelled, and termination
    /// releases it.
    ///
    /// For the object that owns the core and must hear all of it (a parent observing its
    /// child's life). The first, added while nothing is delivering, is held inline and called
    /// before the subscribers; any other is an ordinary subscriber that nobody can cancel. After
    /// termination it receives the terminal event at once.
    package func observe(_ handler: @escaping @MainActor (StreamEvent<Value, Failure>) -> Void) {
        if owner == nil, ending == nil, beginDelivery() {
            owner = handler
            endDelivery()
        } else {
            add(Slot(core: self, receiver: .events(handler)))
        }
    }

    /// Whether the stream has ended.
    @usableFromInline
    package var isTerminated: Bool {
        ending != nil
    }

    /// How the stream ended, for the few readers that hand it on.
    @usableFromInline
    var terminal: Termination<Failure>? {
        guard let ending else { return nil }
        if ending === MainActorEnding.finished { return .finished }
        // Only `deliver(_:)` sets it, and to this core's failure box unless it finished. Checked
        // all the same: a late subscriber's read, not a send's, so no unchecked promise.
        guard let failure = ending as? MainActorFailure<Failure> else {
            preconditionFailure("a main-actor core ended with another core's failure")
        }
        return .failed(failure.error)
    }

    // MARK: Entry points

    @inlinable
    package func send(_ value: Value) {
        if beginDelivery() {
            deliver(value)
            endDelivery()
        } else {
            enqueue { [self] in deliver(value) }
        }
    }

    @inlinable
    package func terminate(_ termination: Termination<Failure>) {
        if beginDelivery() {
            deliver(termination)
            endDelivery()
        } else {
            enqueue { [self] in deliver(termination) }
        }
    }

    @inlinable
    func subscribe(_ handler: @escaping @MainActor (Event) -> Void) -> MainActorSubscription {
        let slot = Slot(core: self, receiver: .events(handler))
        add(slot)
        return MainActorSubscription(slot)
    }

    /// Subscribes separate handlers for values and the termination.
    @inlinable
    func subscribe(
        onValue: @escaping @MainActor (Value) -> Void,
        onTermination: @escaping @MainActor (Termination<Failure>) -> Void
    ) -> MainActorSubscription {
        let slot = Slot(core: self, receiver: .values(onValue), onTermination: Slot.TerminationHandler(onTermination))
        add(slot)
        return MainActorSubscription(slot)
    }

    @inlinable
    func add(_ slot: Slot) {
        if beginDelivery() {
            attach(slot)
            endDelivery()
        } else {
            enqueue { [self] in attach(slot) }
        }
    }

    /// The events from now on as a thread-agnostic stream, for consumers off the main actor.
    @usableFromInline
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

    @inlinable
    func deliver(_ value: Value) {
        guard ending == nil else { return }
        if let owner { owner(.value(value)) }
        isIterating = true
        var index = 0
        let count = slots.count
        while index < count {
            // The handler is copied out of the slot and called without the slot: holding the
            // slot across the call would cost a retain and a release per subscriber.
            switch unsafeDowncast(slots[index], to: Slot.self).receiver {
            case .events(let handler): handler(.value(value))
            case .values(let onValue): onValue(value)
            case nil: break
            }
            index += 1
        }
        isIterating = false
        if cancelledSlots > 0 { compactIfWorthIt() }
        if let edge { edge.send(value) }
    }

    // Always inlined: `finishNeverFailing()` relies on it to deliver with its failure type known.
    @inlinable @inline(__always)
    func deliver(_ termination: Termination<Failure>) {
        guard ending == nil else { return }
        switch termination {
        case .finished: ending = MainActorEnding.finished
        case .failed(let error): ending = MainActorFailure(error)
        }
        if let owner {
            self.owner = nil
            callEventHandler(owner, with: termination)
        }
        isIterating = true
        for slot in slots {
            let slot = unsafeDowncast(slot, to: Slot.self)
            // Termination drops the handlers before it runs them, so each runs once.
            slot.end(termination)
        }
        isIterating = false
        letGoOfSlots()
        if let edge {
            self.edge = nil
            switch termination {
            case .finished: edge.finish()
            case .failed(let error): edge.fail(error)
            }
        }
    }

    @inlinable
    func attach(_ slot: Slot) {
        guard slot.receiver != nil else { return }  // cancelled before it was attached
        if ending != nil { return endLate(slot) }
        slot.isAttached = true
        slots.append(slot)
    }

    /// Ends a subscriber that came after the end: apart, so that an open core's `attach` does not
    /// look up the termination's type.
    @usableFromInline
    func endLate(_ slot: Slot) {
        if let terminal { slot.end(terminal) }
        slot.letGoOfCore()
    }

    /// Lets go of the slots, which have ended, and breaks their links back to this core: apart,
    /// so that the code of an end inlined where a core's types are known stays as small as before
    /// the links were strong.
    @usableFromInline
    func letGoOfSlots() {
        for slot in slots { slot.letGoOfCore() }
        slots.removeAll()
        cancelledSlots = 0
    }

    /// A slot's handler was dropped: count it, and remove the dropped ones when they are many.
    @usableFromInline
    func cancel(_ slot: Slot) {
        guard ending == nil, slot.isAttached else { return }
        cancelledSlots += 1
        compactIfWorthIt()
    }

    @usableFromInline
    func compactIfWorthIt() {
        guard !isIterating, cancelledSlots > 0, cancelledSlots * 2 >= slots.count else { return }
        // By hand: `removeAll(where:)` is not specialised for a generic core's slots here, and its
        // unspecialised element access allocated a box for every element it moved.
        // Matched rather than compared with `!= nil`, and counted rather than iterated over
        // `indices`: each of those is a generic call with a metadata look-up where the core runs
        // unspecialised.
        var kept = 0
        var index = 0
        let count = slots.count
        while index < count {
            if case .some = unsafeDowncast(slots[index], to: Slot.self).receiver {
                if kept != index { slots[kept] = slots[index] }
                kept += 1
            }
            index += 1
        }
        if kept == 0 {
            // The usual case (a route's one subscriber cancelled): no removal to run.
            slots = []
        } else {
            slots.removeLast(count - kept)
        }
        cancelledSlots = 0
    }
}

extension MainActorCore where Failure == Never {
    /// Ends a stream that cannot fail, compiled with its failure type known: where the value type
    /// is not (a screen's channel, finished by the container that removed the screen), the
    /// generic `terminate(.finished)` looked up the termination's, its box's and the slots' types
    /// at run time at each step, which cost more than the delivery itself (callgrind).
    package func finishNeverFailing() {
        if beginDelivery() {
            deliver(Termination<Never>.finished)
            endDelivery()
        } else {
            enqueue { [self] in deliver(Termination<Never>.finished) }
        }
    }

    /// Subscribes separate handlers for values and the end of a stream that cannot fail, as
    /// `subscribe(onValue:onTermination:)` does, compiled with the failure type known: a route
    /// subscribes where its intent type is not known, and there the termination handler's type had
    /// its metadata looked up at run time at each subscribe (callgrind).
    ///
    /// Returns the slot, not a ``MainActorSubscription`` around it: the caller keeps it in an
    /// object of its own and must cancel it itself, as dropping it does not.
    package func subscribeNeverFailing(
        onValue: @escaping @MainActor (Value) -> Void,
        onTermination: @escaping @MainActor (Termination<Never>) -> Void
    ) -> MainActorSlotBase {
        let slot = Slot(
            core: self, receiver: .values(onValue), onTermination: MainActorTerminationHandler<Never>(onTermination))
        add(slot)
        return slot
    }
}

/// Calls a handler that takes events with the terminal event.
///
/// Apart from the termination's delivery, so that one compiled without its types known (a
/// screen's channel, ended by the container that removed the screen) looks up the event type's
/// metadata only when a subscriber takes events, not at every end. Values are not sent through
/// a function like it: a call per value costs the specialised deliveries (routing an intent) more
/// than the look-up it saves in the unspecialised ones.
@MainActor
@usableFromInline @inline(never)
func callEventHandler<Value: Sendable, Failure: Error>(
    _ handler: @MainActor (StreamEvent<Value, Failure>) -> Void, with termination: Termination<Failure>
) {
    handler(StreamEvent(termination))
}

/// How a ``MainActorCore``'s stream ended: ``finished``, shared by every core that finished, or a
/// ``MainActorFailure`` holding the error, so that the core holds one reference whatever its
/// failure type (see `MainActorCore.ending`).
@usableFromInline
class MainActorEnding {
    /// The end of every stream that finished.
    @MainActor @usableFromInline static let finished = MainActorEnding()

    @usableFromInline
    init() {}
}

/// How a ``MainActorCore``'s stream failed.
///
/// Typed, not an `any Error` cast back on reading: a failure stays a `Failure` all the way.
@usableFromInline
final class MainActorFailure<Failure: Error>: MainActorEnding {
    @usableFromInline let error: Failure

    @usableFromInline
    init(_ error: Failure) {
        self.error = error
    }
}

// Held by main-actor cores and read on the main actor only.
@available(*, unavailable)
extension MainActorEnding: Sendable {}
