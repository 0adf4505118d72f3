import Foundation
import TestSupport

/// How big the stress tests run: the sizes CI runs, unless
/// `REACTIVE_COORDINATOR_TEST_SIZE=maximum` asks for those of the reliability issue.
///
/// `REACTIVE_COORDINATOR_TEST_SIZE=maximum swift test --disable-xctest --filter ReliabilityTests`
/// runs 10 million events and 1,000 trees of up to 10,000 nodes (`RELIABILITY_FULL=1` still
/// does too).
enum Scale {
    static let isFull =
        TestSize.current == .maximum || ProcessInfo.processInfo.environment["RELIABILITY_FULL"] == "1"

    /// Picks the full value at the `maximum` size, the reduced one otherwise.
    static func pick<Value>(reduced: Value, full: Value) -> Value {
        isFull ? full : reduced
    }

    /// A seed from `RELIABILITY_SEED`, or a fresh one; tests print it so a failure can be replayed.
    static func seed() -> UInt64 {
        if let text = ProcessInfo.processInfo.environment["RELIABILITY_SEED"], let seed = UInt64(text) {
            return seed
        }
        return UInt64.random(in: 1...UInt64.max)
    }
}
