/// The atomic integer of systems older than `Synchronization.Atomic` (iOS 17, macOS 14): an
/// integer behind the package's lock, so every operation is sequentially consistent.
final class LockedAtomicInteger: AtomicInteger {
    private let value: Locked<Int>

    init(_ initial: Int) {
        value = Locked(initial)
    }

    func load(ordering: AtomicOrder) -> Int {
        value.withLock { $0 }
    }

    func store(_ desired: Int, ordering: AtomicOrder) {
        value.withLock { $0 = desired }
    }

    func exchange(_ desired: Int, ordering: AtomicOrder) -> Int {
        value.withLock { current in
            defer { current = desired }
            return current
        }
    }

    func compareExchange(expected: Int, desired: Int, ordering: AtomicOrder) -> (exchanged: Bool, original: Int) {
        value.withLock { current in
            let original = current
            guard original == expected else { return (false, original) }
            current = desired
            return (true, original)
        }
    }

    func wrappingAdd(_ operand: Int, ordering: AtomicOrder) -> Int {
        value.withLock { current in
            let original = current
            current = original &+ operand
            return original
        }
    }
}
