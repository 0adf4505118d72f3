import Foundation
import SeededRandom

/// Runs seeded random cases; on the first failure, shrinks it and prints the seed and the
/// shrunk action list as Swift source for a regression test.
@MainActor
struct PropertyRunner {
    let configuration: PropertyConfiguration

    struct Summary {
        var cases = 0
        var actions = 0
        var performedActions = 0
        var seconds = 0.0
        /// The printed report of the first failure, shrunk; nil when every case passed.
        var failureReport: String?
        var coverage = Coverage()
    }

    func run() async -> Summary {
        let seed = PropertyConfiguration.hex(configuration.seed)
        print(
            "RoutingPropertyTests: seed \(seed), \(configuration.cases) cases of up to "
                + "\(configuration.maxActions) actions (replay: ROUTING_PROPERTY_SEED=\(seed))")
        let clock = ContinuousClock()
        let start = clock.now
        var summary = Summary()
        var seeds = SplitMix64(seed: configuration.seed)
        for index in 0..<configuration.cases {
            // The first case runs the given seed itself, so a failing case's seed replays it alone.
            let caseSeed = index == 0 ? configuration.seed : seeds.next()
            let outcome = await runCase(seed: caseSeed)
            summary.cases += 1
            summary.actions += outcome.actions.count
            summary.performedActions += outcome.performed
            summary.coverage.merge(outcome.coverage)
            if let failure = outcome.failure {
                summary.failureReport = await report(
                    caseIndex: index, seed: caseSeed, actions: outcome.actions, failure: failure)
                print(summary.failureReport!)
                break
            }
        }
        summary.seconds = Self.seconds(clock.now - start)
        print(
            "RoutingPropertyTests: \(summary.cases) cases, \(summary.actions) actions "
                + "(\(summary.performedActions) performed, the rest had no target), "
                + String(format: "%.2f s", summary.seconds) + ", seed \(seed)\n  \(summary.coverage.description)")
        return summary
    }

    /// Generates and runs one case from its seed.
    func runCase(seed: UInt64) async -> (actions: [Action], performed: Int, coverage: Coverage, failure: CaseFailure?) {
        var random = SplitMix64(seed: seed)
        // Longer cases reach deeper states; the larger of two draws leans that way.
        let length = max(random.next(below: configuration.maxActions), random.next(below: configuration.maxActions)) + 1
        let scenario = RoutingScenario()
        if let failure = scenario.begin() { return ([], 0, Coverage(), failure) }
        var actions: [Action] = []
        for index in 0..<length {
            // Once the app itself has ended, no action has a target: the case is over.
            if scenario.model.rootID == nil { break }
            let action = ActionGenerator.next(scenario.model, &random)
            actions.append(action)
            if let failure = await scenario.step(action, index: index) {
                return (actions, scenario.performedCount, scenario.coverage, failure)
            }
        }
        return (actions, scenario.performedCount, scenario.coverage, scenario.end())
    }

    private func report(caseIndex: Int, seed: UInt64, actions: [Action], failure: CaseFailure) async -> String {
        let shrinker = Shrinker<Action, CaseFailure> { candidate in await RoutingScenario.replay(candidate) }
        let shrunk = await shrinker.shrink(actions, failure: failure)
        let hex = PropertyConfiguration.hex(seed)
        return """
            RoutingPropertyTests: case \(caseIndex + 1) FAILED, seed \(hex)
              replay it: ROUTING_PROPERTY_SEED=\(hex) ROUTING_PROPERTY_CASES=1
              \(actions.count) actions, shrunk to \(shrunk.actions.count) in \(shrunk.replays) replays.
              Regression test (paste into Regressions/):

                @Test func nameTheBehaviour() async {
                    await expectReplayPasses(\(shrunk.actions.swiftSource(indent: "        ")))
                }

            The shrunk case \(shrunk.failure)

            The original case \(failure)
            """
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
