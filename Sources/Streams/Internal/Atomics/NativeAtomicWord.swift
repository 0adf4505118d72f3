public import Synchronization

/// The word behind an ``AtomicInteger`` on systems that have `Synchronization.Atomic`.
///
/// Its operations are inlined into the streams, where the ordering is a constant, so each
/// switch below folds to the one operation asked for.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@usableFromInline
final class NativeAtomicWord: Sendable {
    @usableFromInline let value: Atomic<Int>

    @usableFromInline
    init(_ initial: Int) {
        value = Atomic(initial)
    }

    // The orderings must be literals at each call (the compiler checks them), so each operation
    // switches over all five rather than converting the ordering once.

    @inlinable
    func load(ordering: AtomicOrder) -> Int {
        switch ordering {
        case .relaxed: value.load(ordering: .relaxed)
        case .acquiring: value.load(ordering: .acquiring)
        case .releasing, .acquiringAndReleasing, .sequentiallyConsistent:
            value.load(ordering: .sequentiallyConsistent)
        }
    }

    @inlinable
    func store(_ desired: Int, ordering: AtomicOrder) {
        switch ordering {
        case .relaxed: value.store(desired, ordering: .relaxed)
        case .releasing: value.store(desired, ordering: .releasing)
        case .acquiring, .acquiringAndReleasing, .sequentiallyConsistent:
            value.store(desired, ordering: .sequentiallyConsistent)
        }
    }

    @inlinable
    func exchange(_ desired: Int, ordering: AtomicOrder) -> Int {
        switch ordering {
        case .relaxed: value.exchange(desired, ordering: .relaxed)
        case .acquiring: value.exchange(desired, ordering: .acquiring)
        case .releasing: value.exchange(desired, ordering: .releasing)
        case .acquiringAndReleasing: value.exchange(desired, ordering: .acquiringAndReleasing)
        case .sequentiallyConsistent: value.exchange(desired, ordering: .sequentiallyConsistent)
        }
    }

    @inlinable
    func compareExchange(expected: Int, desired: Int, ordering: AtomicOrder) -> (exchanged: Bool, original: Int) {
        switch ordering {
        case .relaxed: value.compareExchange(expected: expected, desired: desired, ordering: .relaxed)
        case .acquiring: value.compareExchange(expected: expected, desired: desired, ordering: .acquiring)
        case .releasing: value.compareExchange(expected: expected, desired: desired, ordering: .releasing)
        case .acquiringAndReleasing:
            value.compareExchange(expected: expected, desired: desired, ordering: .acquiringAndReleasing)
        case .sequentiallyConsistent:
            value.compareExchange(expected: expected, desired: desired, ordering: .sequentiallyConsistent)
        }
    }

    @inlinable
    func wrappingAdd(_ operand: Int, ordering: AtomicOrder) -> Int {
        switch ordering {
        case .relaxed: value.wrappingAdd(operand, ordering: .relaxed).oldValue
        case .acquiring: value.wrappingAdd(operand, ordering: .acquiring).oldValue
        case .releasing: value.wrappingAdd(operand, ordering: .releasing).oldValue
        case .acquiringAndReleasing: value.wrappingAdd(operand, ordering: .acquiringAndReleasing).oldValue
        case .sequentiallyConsistent: value.wrappingAdd(operand, ordering: .sequentiallyConsistent).oldValue
        }
    }
}
