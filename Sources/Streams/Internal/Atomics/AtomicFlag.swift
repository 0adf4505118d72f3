/// A Boolean that several threads read and change without a data race: an ``AtomicInteger``
/// holding 0 or 1.
@usableFromInline
package struct AtomicFlag: Sendable {
    @usableFromInline let word: AtomicInteger

    @usableFromInline
    package init(_ initial: Bool) {
        word = AtomicInteger(initial ? 1 : 0)
    }

    @inlinable
    package func load(ordering: AtomicOrder) -> Bool {
        word.load(ordering: ordering) != 0
    }

    @inlinable
    package func store(_ desired: Bool, ordering: AtomicOrder) {
        word.store(desired ? 1 : 0, ordering: ordering)
    }

    /// Stores `desired` and returns the value it replaced.
    @inlinable
    package func exchange(_ desired: Bool, ordering: AtomicOrder) -> Bool {
        word.exchange(desired ? 1 : 0, ordering: ordering) != 0
    }
}
