import Foundation

/// How long the long property, fuzz and stress runs are.
///
/// One environment variable, `REACTIVE_COORDINATOR_TEST_SIZE`, says:
///
/// - unset or `reduced`: the default, so that the README's `swift test --disable-xctest` stays
///   within a few minutes on a 2-core machine, build included;
/// - `full`: the sizes `.ci/run` runs (thousands of property cases, every gate seed, ten thousand
///   fuzzed lines);
/// - `maximum`: `full`, and the stress tests at the sizes of the reliability issue (10 million
///   events, 1,000 trees of up to 10,000 coordinators), for a long local run.
///
/// Each test prints its size beside its seed, so a failure can be replayed at that size.
package enum TestSize: Int, Comparable, Sendable {
    case reduced, full, maximum

    /// The one variable that sizes the long runs.
    package static let environmentVariable = "REACTIVE_COORDINATOR_TEST_SIZE"

    /// The size this run asked for; an unknown value is the default.
    package static let current: TestSize =
        switch ProcessInfo.processInfo.environment[environmentVariable] {
        case "full": .full
        case "maximum": .maximum
        default: .reduced
        }

    /// The size's name, for a test to print.
    package var name: String {
        switch self {
        case .reduced: "reduced"
        case .full: "full"
        case .maximum: "maximum"
        }
    }

    /// Picks the value of this run's size; `maximum` defaults to the full one.
    package static func pick<Value>(reduced: Value, full: Value, maximum: Value? = nil) -> Value {
        switch current {
        case .reduced: reduced
        case .full: full
        case .maximum: maximum ?? full
        }
    }

    package static func < (lhs: TestSize, rhs: TestSize) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
