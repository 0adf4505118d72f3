import SeededRandom

/// The choices a case generator makes, all drawn from the case's seeded generator so that a
/// printed seed replays the same case on every machine.
extension SplitMix64 {
    /// True with probability `percent` in a hundred.
    mutating func chance(_ percent: Int) -> Bool {
        next(below: 100) < percent
    }

    /// One element, chosen with the given weights; at least one weight must be positive.
    mutating func pick<Element>(weighted choices: [(weight: Int, element: Element)]) -> Element {
        let total = choices.reduce(0) { $0 + max(0, $1.weight) }
        var roll = next(below: total)
        for choice in choices where choice.weight > 0 {
            if roll < choice.weight { return choice.element }
            roll -= choice.weight
        }
        return choices[choices.count - 1].element
    }
}
