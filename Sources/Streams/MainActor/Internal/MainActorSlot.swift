/// One subscriber of a ``MainActorCore``: its handlers, until cancellation or termination.
///
/// A subscriber either takes every event through one handler (what `subscribe` gives) or takes
/// values and the termination through two, so that a subscriber compiled without knowing the
/// types (a coordinator's route) never builds a `StreamEvent`: generic code that is not
/// specialised pays a run-time metadata look-up for each generic value it builds.
@MainActor
@usableFromInline
final class MainActorSlot<Value: Sendable, Failure: Error>: MainActorSlotBase {
    @usableFromInline
    enum Receiver {
        case events(@MainActor (StreamEvent<Value, Failure>) -> Void)
        /// The value handler alone: a delivery copies the receiver out of the slot, and a copy
        /// that carried the termination handler too would retain and release it every time.
        case values(@MainActor (Value) -> Void)
    }

    /// The termination handler of a subscriber that takes values and the termination apart.
    @usableFromInline typealias TerminationHandler = MainActorTerminationHandler<Failure>

    // Declared in this order, the flag fills the byte after the receiver's tag and the slot is 56
    // bytes, a 64-byte heap block; after the termination handler, it would take a block of 80.
    // Written only before or after the handlers run (they are taken out first): unchecked for the
    // same measured reason as the core's state.
    @exclusivity(unchecked) @usableFromInline var receiver: Receiver?
    /// Whether the core holds it in its subscriber list (a subscribe made during a delivery is
    /// attached after it).
    @exclusivity(unchecked) @usableFromInline var isAttached = false
    /// The termination handler of a subscriber that takes values and the termination apart;
    /// boxed, as it runs once.
    @exclusivity(unchecked) @usableFromInline var onTermination: TerminationHandler?
    /// Its core, for a cancel to tell it; let go of when the core ends or the slot is cancelled.
    ///
    /// Strong, not weak: a weak reference gives the core a side table, and from then on every
    /// retain and release of it takes the runtime's slow path (a screen's channel, per route). The
    /// cycle with the core's list lasts only while the slot is live: the core's end and the cancel
    /// break it, and every owner of a core ends it when released (a source, a screen's channel).
    @usableFromInline var core: MainActorCore<Value, Failure>?

    @usableFromInline
    init(core: MainActorCore<Value, Failure>, receiver: Receiver, onTermination: TerminationHandler? = nil) {
        self.core = core
        self.receiver = receiver
        self.onTermination = onTermination
    }

    /// Drops the handlers, then runs the termination handler once.
    @inlinable
    func end(_ termination: Termination<Failure>) {
        let taken = receiver
        let takenTermination = onTermination
        receiver = nil
        onTermination = nil
        switch taken {
        case .events(let handler): callEventHandler(handler, with: termination)
        case .values: takenTermination?.handler(termination)
        case nil: break
        }
    }

    @usableFromInline
    override func letGoOfCore() {
        core = nil
    }

    @usableFromInline
    override package func cancel() {
        // Matched, not compared with `!= nil`: this runs unspecialised (a subscription knows no
        // types), where the comparison, and `withExtendedLifetime` of an optional or a tuple, look
        // up their metadata at run time, which cost more than the rest of the cancel.
        guard case .some(let taken) = receiver else { return }
        // Taken out before the writes, so the handlers (and whatever they hold) are released when
        // this returns, not inside the writes: a release can run a deinit that reaches this slot.
        let takenTermination = onTermination
        receiver = nil
        onTermination = nil
        let ending = core
        core = nil
        ending?.cancel(self)
        // Not `withExtendedLifetime`, a generic call that looked up the receiver's and the
        // handler's metadata at run time in this unspecialised code (callgrind); the handler's box
        // is kept as the object it is, as its own generic type had its metadata looked up too.
        extendLifetime(taken)
        extendLifetime(takenTermination as AnyObject?)
    }
}

/// The termination handler of a subscriber that takes values and the termination apart.
///
/// Generic over the failure alone, not nested in the slot: a route subscribes where its intent
/// type is not known but its failure is (`Never`), and there the type of a handler nested in
/// `MainActorSlot<Value, Failure>` had its metadata looked up at run time at each subscribe
/// (callgrind), this one's once.
@MainActor
@usableFromInline
final class MainActorTerminationHandler<Failure: Error> {
    @usableFromInline let handler: @MainActor (Termination<Failure>) -> Void

    @usableFromInline
    init(_ handler: @escaping @MainActor (Termination<Failure>) -> Void) {
        self.handler = handler
    }
}

/// What a ``MainActorSubscription`` cancels, whatever the source's types.
///
/// Package-visible so that a subscriber in the package that keeps its subscription in an object
/// of its own (a coordinator's route) holds the slot itself, without a subscription object
/// around it: one allocation fewer per route (callgrind).
@MainActor
@usableFromInline
package class MainActorSlotBase {
    @usableFromInline init() {}

    /// Stops the subscription; idempotent.
    ///
    /// Its handler is not called again once this returns, and it has been released. Dropping the
    /// slot does not cancel: its holder must.
    @usableFromInline package func cancel() {}

    /// Drops its reference to its core, which has ended.
    @usableFromInline func letGoOfCore() {}
}

// The handlers are main-actor state, held by a main-actor slot: never sent elsewhere.
@available(*, unavailable)
extension MainActorSlot.Receiver: Sendable {}

// Main-actor handlers, held by a main-actor slot: never sent elsewhere.
@available(*, unavailable)
extension MainActorTerminationHandler: Sendable {}
