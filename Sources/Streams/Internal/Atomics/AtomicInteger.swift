/// An integer that several threads read and change without a data race.
///
/// `Synchronization.Atomic` is iOS 18 / macOS 15, newer than the package's floor, and a stored
/// property cannot have a type newer than its class. So the owners of an atomic hold it through
/// this protocol, and ``makeAtomicInteger(_:)`` picks the implementation once, at creation:
/// `Atomic` where the system has it, a lock-guarded integer below (or when
/// ``AvailabilityFallbacks/areForced``). Both give every operation the ordering it asks for or a
/// stronger one; the lock is sequentially consistent.
@usableFromInline
package protocol AtomicInteger: AnyObject, Sendable {
    func load(ordering: AtomicOrder) -> Int
    func store(_ desired: Int, ordering: AtomicOrder)
    /// Stores `desired` and returns the value it replaced.
    func exchange(_ desired: Int, ordering: AtomicOrder) -> Int
    /// Stores `desired` if the value is `expected`; returns whether it did, and the value found.
    func compareExchange(expected: Int, desired: Int, ordering: AtomicOrder) -> (exchanged: Bool, original: Int)
    /// Adds `operand`, wrapping on overflow, and returns the value before the addition.
    func wrappingAdd(_ operand: Int, ordering: AtomicOrder) -> Int
}

/// The memory ordering of an atomic operation, as `Synchronization` names them.
///
/// A load that asks for `.releasing` or a store that asks for `.acquiring` gets sequential
/// consistency: never weaker than asked.
@usableFromInline
package enum AtomicOrder: Sendable {
    case relaxed
    case acquiring
    case releasing
    case acquiringAndReleasing
    case sequentiallyConsistent
}

/// An atomic integer with the best implementation this system has.
@usableFromInline
package func makeAtomicInteger(_ initial: Int) -> any AtomicInteger {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), !AvailabilityFallbacks.areForced {
        return SynchronizationAtomicInteger(initial)
    }
    return LockedAtomicInteger(initial)
}
