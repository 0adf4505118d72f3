import SeededRandom
import Testing

/// The generator behind every printed seed: replayable, standard, and uniform enough to cover.
@Suite struct SplitMix64Tests {
    @Test func theSameSeedGivesTheSameNumbers() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        let a = (0..<8).map { _ in first.next() }
        let b = (0..<8).map { _ in second.next() }
        #expect(a == b)
        #expect(Set(a).count == 8)
    }

    @Test func theSequenceIsTheReferenceSplitMix64() {
        // The first outputs of Vigna's reference splitmix64.c for the seed 0.
        var random = SplitMix64(seed: 0)
        let first = (0..<3).map { _ in random.next() }
        #expect(first == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test func boundedNumbersStayInRangeAndCoverIt() {
        var random = SplitMix64(seed: 99)
        var seen = Set<Int>()
        for _ in 0..<1_000 {
            let value = random.next(below: 7)
            #expect((0..<7).contains(value))
            seen.insert(value)
        }
        #expect(seen == Set(0..<7))
    }

    @Test func weightedPickFollowsTheWeightsAndNeverChoosesAZeroWeight() {
        var random = SplitMix64(seed: 11)
        var counts: [String: Int] = [:]
        for _ in 0..<4_000 {
            counts[random.pick(weighted: [(3, "often"), (0, "never"), (1, "sometimes")]), default: 0] += 1
        }
        #expect(counts["never"] == nil)
        // Expected 3,000 and 1,000; SplitMix64 for this seed stays well within 10% of both.
        #expect((2_700...3_300).contains(counts["often", default: 0]))
        #expect((900...1_100).contains(counts["sometimes", default: 0]))
    }

    @Test func pickChoosesEveryElementSometimes() {
        var random = SplitMix64(seed: 7)
        let picked = Set((0..<200).map { _ in random.pick(["a", "b", "c"]) })
        #expect(picked == ["a", "b", "c"])
    }
}
