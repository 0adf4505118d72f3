/// The word behind an ``AtomicInteger`` on systems older than `Synchronization.Atomic` (iOS 17,
/// macOS 14): an integer behind the package's lock, so every operation is sequentially
/// consistent, whatever ordering was asked for.
@usableFromInline
final class LockedAtomicWord: Sendable {
    private let value: Locked<Int>

    init(_ initial: Int) {
        value = Locked(initial)
    }

    @usableFromInline
    func load() -> Int {
        value.withLock { $0 }
    }

    @usableFromInline
    func store(_ desired: Int) {
        value.withLock { $0 = desired }
    }

    @usableFromInline
    func exchange(_ desired: Int) -> Int {
        value.withLock { current in
            defer { current = desired }
            return current
        }
    }

    @usableFromInline
    func compareExchange(expected: Int, desired: Int) -> (exchanged: Bool, original: Int) {
        value.withLock { current in
            let original = current
            guard original == expected else { return (false, original) }
            current = desired
            return (true, original)
        }
    }

    @usableFromInline
    func wrappingAdd(_ operand: Int) -> Int {
        value.withLock { current in
            let original = current
            current = original &+ operand
            return original
        }
    }
}
