import Foundation
import Streams
import Testing

/// Timings against `AsyncStream`, for `swift test -c release`; set `STREAMS_BENCH=1` to run them.
///
/// They print ratios rather than assert them: two shared cores make timings too noisy to gate on.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["STREAMS_BENCH"] != nil))
struct ThroughputBenchmarks {
    static let count = 1_000_000

    @Test func forAwaitAgainstAsyncStream() async {
        var baseline = Duration.seconds(1_000)
        var candidate = Duration.seconds(1_000)
        for _ in 0..<5 {
            baseline = min(baseline, await Self.asyncStreamRun())
            candidate = min(candidate, await Self.eventStreamRun(policy: .unbounded))
        }
        let bounded = await Self.eventStreamRun(policy: .oldest(Self.count))
        var prefilledBaseline = Duration.seconds(1_000)
        var prefilledCandidate = Duration.seconds(1_000)
        for _ in 0..<5 {
            prefilledBaseline = min(prefilledBaseline, await Self.asyncStreamPrefilled())
            prefilledCandidate = min(prefilledCandidate, await Self.eventStreamPrefilled())
        }
        print(
            """
            for await, \(Self.count) Ints, producer task -> consumer task (best of 5):
              AsyncStream        \(baseline)
              EventStream        \(candidate)   \(ratio(baseline, candidate))x faster
              EventStream .oldest(n) \(bounded)   \(ratio(baseline, bounded))x faster
            all sent first, then drained by for await (best of 5):
              AsyncStream        \(prefilledBaseline)
              EventStream        \(prefilledCandidate)   \(ratio(prefilledBaseline, prefilledCandidate))x faster
            """
        )
    }

    /// One prefilled run of each, to count instructions: `valgrind --tool=callgrind ... --filter prefilled`.
    @Test func prefilledEventStreamOnce() async {
        print("EventStream, \(Self.count) Ints sent, then drained: \(await Self.eventStreamPrefilled())")
    }

    @Test func prefilledAsyncStreamOnce() async {
        print("AsyncStream, \(Self.count) Ints sent, then drained: \(await Self.asyncStreamPrefilled())")
    }

    private static func asyncStreamRun() async -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let producer = Task.detached {
            for value in 0..<count { continuation.yield(value) }
            continuation.finish()
        }
        var sum = 0
        for await value in stream { sum &+= value }
        await producer.value
        precondition(sum == (count - 1) * count / 2)
        return clock.now - start
    }

    private static func asyncStreamPrefilled() async -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        for value in 0..<count { continuation.yield(value) }
        continuation.finish()
        var sum = 0
        for await value in stream { sum &+= value }
        precondition(sum == (count - 1) * count / 2)
        return clock.now - start
    }

    private static func eventStreamPrefilled() async -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        let source = EventSource<Int, Never>()
        var iterator = source.stream.makeAsyncIterator()
        for value in 0..<count { source.send(value) }
        source.finish()
        var sum = 0
        while let value = await iterator.next() { sum &+= value }
        precondition(sum == (count - 1) * count / 2)
        return clock.now - start
    }

    private static func eventStreamRun(policy: BufferPolicy) async -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        let source = EventSource<Int, Never>()
        var iterator = source.stream.values(buffering: policy).makeAsyncIterator()
        let producer = Task.detached {
            for value in 0..<count { source.send(value) }
            source.finish()
        }
        var sum = 0
        while let value = await iterator.next() { sum &+= value }
        await producer.value
        precondition(sum == (count - 1) * count / 2)
        return clock.now - start
    }
}

private func ratio(_ baseline: Duration, _ candidate: Duration) -> String {
    let value = Double(baseline.components.attoseconds) / 1e18 + Double(baseline.components.seconds)
    let other = Double(candidate.components.attoseconds) / 1e18 + Double(candidate.components.seconds)
    return String(format: "%.1f", value / other)
}
