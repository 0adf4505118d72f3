import Testing

@MainActor
@Suite struct HarnessTests {
    @Test func theSameSeedGeneratesTheSameCase() async {
        let runner = PropertyRunner(
            configuration: PropertyConfiguration(cases: 1, maxActions: 40, seed: 7, seedWasGiven: true))
        let first = await runner.runCase(seed: 7)
        let second = await runner.runCase(seed: 7)
        #expect(first.actions == second.actions)
        #expect(first.failure == nil)
    }

    @Test func shrinkerFindsTheShortestFailingList() async {
        // Fails whenever the list holds a 3 and, later, a 7 of at least 5: the minimum is [3, 5].
        let shrinker = Shrinker<Number, String> { candidate in
            guard let three = candidate.firstIndex(of: Number(3)),
                candidate[(three + 1)...].contains(where: { $0.value >= 5 })
            else { return nil }
            return "3 then >= 5"
        }
        let start = [1, 9, 3, 4, 8, 2, 7, 6, 3].map(Number.init)
        let shrunk = await shrinker.shrink(start, failure: "3 then >= 5")
        #expect(shrunk.actions == [Number(3), Number(5)])
    }

    @Test func parsesSeedsInHexAndDecimal() {
        #expect(PropertyConfiguration.parseSeed("0x1F") == 31)
        #expect(PropertyConfiguration.parseSeed("31") == 31)
        #expect(PropertyConfiguration.parseSeed("zz") == nil)
        #expect(PropertyConfiguration.hex(31) == "0x1F")
    }

    @Test func environmentOverridesTheDefaults() {
        let configuration = PropertyConfiguration.fromEnvironment([
            "ROUTING_PROPERTY_CASES": "5", "ROUTING_PROPERTY_ACTIONS": "9", "ROUTING_PROPERTY_SEED": "0x10",
        ])
        #expect(configuration.cases == 5)
        #expect(configuration.maxActions == 9)
        #expect(configuration.seed == 16)
        #expect(configuration.seedWasGiven)
    }
}

/// A number that shrinks toward zero, to test the shrinker apart from the app.
private struct Number: Shrinkable, Equatable {
    let value: Int
    init(_ value: Int) { self.value = value }
    var simplifications: [Number] { value > 0 ? [Number(value - 1)] : [] }
}
