import ReactiveCoordinator
import Testing

@MainActor
@Suite(.tags(.stress))
struct RandomTreeStressTests {
    /// Trees built and torn down; `RELIABILITY_FULL=1` runs the 1,000 of the reliability issue.
    static let trees = Scale.pick(reduced: 25, full: 1_000)
    static let maxSize = Scale.pick(reduced: 2_000, full: 10_000)

    /// Random trees are torn down with nothing left alive, however they end.
    ///
    /// Each tree has up to `maxSize` coordinators, a third of them bound to screens; it is used
    /// at random (intents, releases, finishes, cancels, pauses, new children), then ended by a
    /// cancel, by releasing every screen, or by dropping the tree. After each: the leak audit is
    /// clean, every coordinator and screen is released, every start has its didEnd, children
    /// first.
    @Test(.timeLimit(.minutes(30)))
    func randomTreesAreTornDownWithNothingLeftAlive() throws {
        let seed = Scale.seed()
        let clock = ContinuousClock()
        let start = clock.now
        var coordinators = 0
        for index in 0..<Self.trees {
            let treeSeed = seed &+ UInt64(index)
            let life = RandomTreeLife(seed: treeSeed)
            coordinators += try life.play(maxSize: Self.maxSize)
            #expect(life.problems.isEmpty, "tree \(index) (seed \(treeSeed)): \(life.problems.prefix(5))")
            if !life.problems.isEmpty { break }
        }
        print(
            "tree stress (seed \(seed)): \(Self.trees) trees of up to \(Self.maxSize) built and torn down, "
                + "\(coordinators) coordinators started, \(clock.now - start)")
    }
}
