/// A seeded, fast pseudo-random generator (SplitMix64): the same seed gives the same cases on
/// every machine and every run, which is what makes a printed seed replayable.
///
/// Its whole state is one 64-bit word, so a case's seed is also its complete starting state.
struct SplitMix64: RandomNumberGenerator {
    private(set) var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniform integer in `0..<bound`; `bound` must be positive.
    mutating func below(_ bound: Int) -> Int {
        Int(next(upperBound: UInt64(bound)))
    }

    /// True with probability `percent` in a hundred.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One element, chosen uniformly; the collection must not be empty.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// One element, chosen with the given weights; at least one weight must be positive.
    mutating func pick<Element>(weighted choices: [(weight: Int, element: Element)]) -> Element {
        let total = choices.reduce(0) { $0 + max(0, $1.weight) }
        var roll = below(total)
        for choice in choices where choice.weight > 0 {
            if roll < choice.weight { return choice.element }
            roll -= choice.weight
        }
        return choices[choices.count - 1].element
    }
}
