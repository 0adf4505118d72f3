import Foundation
import TestSupport

/// How many cases to run, how long each may be, and from which seed: defaults sized for CI,
/// overridden by environment variables for long local runs and replays.
///
/// - `ROUTING_PROPERTY_CASES`: the number of cases (default 2,000 at the full size,
///   `REACTIVE_COORDINATOR_TEST_SIZE=full`, which `.ci/run` sets; 300 otherwise).
/// - `ROUTING_PROPERTY_ACTIONS`: the most actions in one case (default 60).
/// - `ROUTING_PROPERTY_SEED`: the seed of the first case, decimal or `0x` hex. The first case
///   runs exactly this seed, so `ROUTING_PROPERTY_SEED=<a failing case's seed>
///   ROUTING_PROPERTY_CASES=1` replays that case alone. Without it, each run draws a new seed
///   and prints it.
struct PropertyConfiguration {
    var cases: Int
    var maxActions: Int
    var seed: UInt64
    var seedWasGiven: Bool

    static let defaultCases = TestSize.pick(reduced: 300, full: 2_000)
    static let defaultMaxActions = 60

    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Self {
        let cases = environment["ROUTING_PROPERTY_CASES"].flatMap { Int($0) } ?? defaultCases
        let actions = environment["ROUTING_PROPERTY_ACTIONS"].flatMap { Int($0) } ?? defaultMaxActions
        let given = environment["ROUTING_PROPERTY_SEED"].flatMap(parseSeed)
        var system = SystemRandomNumberGenerator()
        return PropertyConfiguration(
            cases: max(0, cases),
            maxActions: max(1, actions),
            seed: given ?? system.next(),
            seedWasGiven: given != nil
        )
    }

    static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }

    static func hex(_ seed: UInt64) -> String {
        "0x" + String(seed, radix: 16, uppercase: true)
    }
}
