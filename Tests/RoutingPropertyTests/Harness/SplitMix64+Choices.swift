import SeededRandom

/// The choices a case generator makes, all drawn from the case's seeded generator so that a
/// printed seed replays the same case on every machine.
extension SplitMix64 {
    /// True with probability `percent` in a hundred.
    mutating func chance(_ percent: Int) -> Bool {
        next(below: 100) < percent
    }
}
