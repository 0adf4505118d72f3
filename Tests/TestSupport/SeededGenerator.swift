/// A seeded pseudo-random generator (SplitMix64): the same seed gives the same numbers on every
/// machine and every run, so a printed seed replays a random test.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let size = Int.random(in: 1...100, using: &random)
/// ```
///
/// Its whole state is one 64-bit word, so a seed is also a complete starting state. ``next()``
/// returns the SplitMix64 sequence for the seed (Steele, Lea and Flood, 2014), the same one as
/// the demo app's `SplitMix64`: a seed means the same numbers in tests and in the demo.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator.
    ///
    /// - Parameter seed: Any value; each gives its own sequence.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
