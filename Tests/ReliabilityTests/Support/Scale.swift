import Foundation

/// How big the stress tests run: reduced by default so CI stays in budget, full on request.
///
/// `RELIABILITY_FULL=1 swift test --disable-xctest --filter ReliabilityTests` runs the sizes the
/// reliability issue asks for (10 million events, 1,000 trees of up to 10,000 nodes).
enum Scale {
    static let isFull = ProcessInfo.processInfo.environment["RELIABILITY_FULL"] == "1"

    /// Picks the full value when `RELIABILITY_FULL=1`, the reduced one otherwise.
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
