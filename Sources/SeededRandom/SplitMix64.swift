/// A small seeded pseudo-random generator (SplitMix64): the same seed gives the same numbers
/// on every platform and every run.
///
/// The demo's random walk and the randomised tests draw from it and never from the system's
/// generator, so a printed seed (`stream-demo --random SEED`, a test's seed line) replays the
/// same run. Its whole state is one 64-bit word, so a seed is also a complete starting state.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let die = random.next(below: 6) + 1
/// ```
///
/// ## Contract
/// - ``next()`` returns the SplitMix64 sequence for the seed (Steele, Lea and Flood, 2014).
/// - ``next(below:)`` depends only on that sequence: no standard-library algorithm that could
///   change between Swift releases sits in between.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator.
    ///
    /// - Parameter seed: Any value; each gives its own sequence.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number from 0 up to, not including, `bound`.
    ///
    /// The high half of a 128-bit product: a bias below 2^-50 for the small bounds used here,
    /// and no rejection loop, so every call draws exactly one number.
    ///
    /// - Parameter bound: The exclusive upper bound; must be positive.
    /// - Returns: A value in `0..<bound`.
    package mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "the bound must be positive")
        return Int(UInt64(bound).multipliedFullWidth(by: next()).high)
    }

    /// One element of a non-empty array.
    ///
    /// - Parameter elements: The choices.
    /// - Returns: One of them.
    package mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[next(below: elements.count)]
    }

    /// One element, chosen in proportion to its weight; draws exactly one number.
    ///
    /// Elements with a weight of 0 or less are never chosen.
    ///
    /// - Parameter choices: The elements and their weights; at least one weight must be positive.
    /// - Returns: One of the elements.
    package mutating func pick<Element>(weighted choices: [(weight: Int, element: Element)]) -> Element {
        let total = choices.reduce(0) { $0 + max(0, $1.weight) }
        var roll = next(below: total)
        for choice in choices where choice.weight > 0 {
            if roll < choice.weight { return choice.element }
            roll -= choice.weight
        }
        preconditionFailure("unreachable: the roll is below the sum of the positive weights")
    }
}
