public import _ReactiveCoordinatorShims

/// An integer that several threads read and change without a data race.
///
/// The integer lives in a small object of its own, so that its address is stable, and is only
/// reached through the compiler's atomic builtins (the package's C shims): one instruction per
/// operation once inlined, on every system the package supports. `Synchronization.Atomic` would
/// need iOS 18 / macOS 15 and a locked fallback below, and importing Synchronization costs every
/// cold build of the core its module's rebuild. Every operation gets the ordering it asks for or
/// a stronger one.
@usableFromInline
package struct AtomicInteger: @unchecked Sendable {  // its word is only reached atomically
    @usableFromInline let word: AtomicWord

    @usableFromInline
    package init(_ initial: Int) {
        word = AtomicWord.make(initial)
    }

    @inlinable
    package func load(ordering: AtomicOrder) -> Int {
        word.withUnsafeMutablePointerToElements { word in
            switch ordering {
            case .relaxed: _rc_atomic_load_relaxed(word)
            case .acquiring: _rc_atomic_load_acquire(word)
            case .releasing, .acquiringAndReleasing, .sequentiallyConsistent: _rc_atomic_load_seq_cst(word)
            }
        }
    }

    @inlinable
    package func store(_ desired: Int, ordering: AtomicOrder) {
        word.withUnsafeMutablePointerToElements { word in
            switch ordering {
            case .relaxed: _rc_atomic_store_relaxed(word, desired)
            case .releasing: _rc_atomic_store_release(word, desired)
            case .acquiring, .acquiringAndReleasing, .sequentiallyConsistent: _rc_atomic_store_seq_cst(word, desired)
            }
        }
    }

    /// Stores `desired` and returns the value it replaced.
    @inlinable
    package func exchange(_ desired: Int, ordering: AtomicOrder) -> Int {
        word.withUnsafeMutablePointerToElements { word in
            switch ordering {
            case .relaxed: _rc_atomic_exchange_relaxed(word, desired)
            case .acquiring: _rc_atomic_exchange_acquire(word, desired)
            case .releasing: _rc_atomic_exchange_release(word, desired)
            case .acquiringAndReleasing: _rc_atomic_exchange_acq_rel(word, desired)
            case .sequentiallyConsistent: _rc_atomic_exchange_seq_cst(word, desired)
            }
        }
    }

    /// Stores `desired` if the value is `expected`; returns whether it did, and the value found.
    @inlinable
    package func compareExchange(
        expected: Int, desired: Int, ordering: AtomicOrder
    ) -> (exchanged: Bool, original: Int) {
        word.withUnsafeMutablePointerToElements { word in
            var found = expected
            let exchanged =
                switch ordering {
                case .relaxed: _rc_atomic_compare_exchange_relaxed(word, &found, desired)
                case .acquiring: _rc_atomic_compare_exchange_acquire(word, &found, desired)
                case .releasing: _rc_atomic_compare_exchange_release(word, &found, desired)
                case .acquiringAndReleasing: _rc_atomic_compare_exchange_acq_rel(word, &found, desired)
                case .sequentiallyConsistent: _rc_atomic_compare_exchange_seq_cst(word, &found, desired)
                }
            return (exchanged, found)
        }
    }

    /// Adds `operand`, wrapping on overflow, and returns the value before the addition.
    @inlinable
    package func wrappingAdd(_ operand: Int, ordering: AtomicOrder) -> Int {
        word.withUnsafeMutablePointerToElements { word in
            switch ordering {
            case .relaxed: _rc_atomic_fetch_add_relaxed(word, operand)
            case .acquiring: _rc_atomic_fetch_add_acquire(word, operand)
            case .releasing: _rc_atomic_fetch_add_release(word, operand)
            case .acquiringAndReleasing: _rc_atomic_fetch_add_acq_rel(word, operand)
            case .sequentiallyConsistent: _rc_atomic_fetch_add_seq_cst(word, operand)
            }
        }
    }
}

/// The memory behind an ``AtomicInteger``: one word, at an address that never changes.
@usableFromInline
final class AtomicWord: ManagedBuffer<Void, Int> {
    @usableFromInline
    static func make(_ initial: Int) -> AtomicWord {
        let word = unsafeDowncast(create(minimumCapacity: 1) { _ in () }, to: AtomicWord.self)
        word.withUnsafeMutablePointerToElements { $0.initialize(to: initial) }
        return word
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
