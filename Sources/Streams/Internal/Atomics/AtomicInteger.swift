/// An integer that several threads read and change without a data race.
///
/// `Synchronization.Atomic` is iOS 18 / macOS 15, newer than the package's floor, and a stored
/// property cannot have a type newer than its class. So the integer lives in a small object,
/// chosen once at creation: an `Atomic` where the system has it, a lock-guarded integer below it
/// (or when ``AvailabilityFallbacks/areForced``). The choice is an enum, not a protocol, so that
/// the common path is a switch and an inlined atomic operation rather than a dynamic call: the
/// streams check a subscription's cancelled flag on every delivery. Both give every operation
/// the ordering it asks for or a stronger one; the lock is sequentially consistent.
@usableFromInline
package struct AtomicInteger: Sendable {
    @usableFromInline
    enum Storage: Sendable {
        /// A ``NativeAtomicWord``; typed `AnyObject` because its type is newer than the floor.
        case native(any AnyObject & Sendable)
        case locked(LockedAtomicWord)
    }

    @usableFromInline let storage: Storage

    /// An atomic integer with the best implementation this system has.
    @usableFromInline
    package init(_ initial: Int) {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), !AvailabilityFallbacks.areForced
        {
            storage = .native(NativeAtomicWord(initial))
        } else {
            storage = .locked(LockedAtomicWord(initial))
        }
    }

    @inlinable
    package func load(ordering: AtomicOrder) -> Int {
        switch storage {
        case .native(let word):
            guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { Self.unreachable() }
            return unsafeDowncast(word, to: NativeAtomicWord.self).load(ordering: ordering)
        case .locked(let word):
            return word.load()
        }
    }

    @inlinable
    package func store(_ desired: Int, ordering: AtomicOrder) {
        switch storage {
        case .native(let word):
            guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { Self.unreachable() }
            unsafeDowncast(word, to: NativeAtomicWord.self).store(desired, ordering: ordering)
        case .locked(let word):
            word.store(desired)
        }
    }

    /// Stores `desired` and returns the value it replaced.
    @inlinable
    package func exchange(_ desired: Int, ordering: AtomicOrder) -> Int {
        switch storage {
        case .native(let word):
            guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { Self.unreachable() }
            return unsafeDowncast(word, to: NativeAtomicWord.self).exchange(desired, ordering: ordering)
        case .locked(let word):
            return word.exchange(desired)
        }
    }

    /// Stores `desired` if the value is `expected`; returns whether it did, and the value found.
    @inlinable
    package func compareExchange(
        expected: Int, desired: Int, ordering: AtomicOrder
    ) -> (exchanged: Bool, original: Int) {
        switch storage {
        case .native(let word):
            guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { Self.unreachable() }
            return unsafeDowncast(word, to: NativeAtomicWord.self).compareExchange(
                expected: expected, desired: desired, ordering: ordering)
        case .locked(let word):
            return word.compareExchange(expected: expected, desired: desired)
        }
    }

    /// Adds `operand`, wrapping on overflow, and returns the value before the addition.
    @inlinable
    package func wrappingAdd(_ operand: Int, ordering: AtomicOrder) -> Int {
        switch storage {
        case .native(let word):
            guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { Self.unreachable() }
            return unsafeDowncast(word, to: NativeAtomicWord.self).wrappingAdd(operand, ordering: ordering)
        case .locked(let word):
            return word.wrappingAdd(operand)
        }
    }

    /// A native word exists only where `init` found `Atomic` available.
    @usableFromInline
    static func unreachable() -> Never {
        preconditionFailure("a native atomic word on a system without Synchronization.Atomic")
    }
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
