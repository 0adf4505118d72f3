import Foundation
import Streams
import TestSupport
import Testing

/// `CurrentValueSource` across threads: storing the value and delivering it are one step.
///
/// Each test repeats a race many times; what it asserts holds for every interleaving, so it
/// passes or fails on what happened, never on how long anything took.
@Suite struct CurrentValueAtomicityTests {
    static let rounds = 50

    @Test func afterConcurrentSendsTheValueTheReplayAndTheLastDeliveredAgree() async {
        // In each round four threads (more than the cores, so that some are preempted mid-send),
        // released together, send a few values each into a new source, so that their last sends
        // race each other; then the first thread checks.
        // 5,000 rounds at the full size (`REACTIVE_COORDINATOR_TEST_SIZE`). Four threads spinning on
        // a barrier take both cores of a 2-core machine from every other test, so the default
        // runs 200.
        let rounds = TestSize.pick(reduced: 200, full: 5_000)
        print("current value atomicity: \(rounds) rounds (\(TestSize.current.name) size)")
        let round = Shared<(source: CurrentValueSource<Int, Never>, lastDelivered: Shared<Int>)?>(nil)
        let disagreements = Received<String>()
        await onThreads(4) { thread, barrier in
            for _ in 0..<rounds {
                var subscription: Subscription?
                if thread == 1 {
                    let source = CurrentValueSource<Int, Never>(0)
                    let lastDelivered = Shared(0)
                    subscription = source.stream.subscribe(onValue: { lastDelivered.value = $0 })
                    round.value = (source, lastDelivered)
                }
                barrier.wait()
                let (source, lastDelivered) = round.value!
                for step in 0..<20 { source.send(thread * 1_000 + step) }
                barrier.wait()
                if thread == 1 {
                    let replayed = Received<Int>()
                    let late = source.stream.subscribe(onValue: { replayed.append($0) })
                    let value = source.value
                    if value != lastDelivered.value || replayed.values != [value] {
                        disagreements.append(
                            "value \(value), last delivered \(lastDelivered.value), replayed \(replayed.values)")
                    }
                    withExtendedLifetime((subscription, late)) {}
                }
                barrier.wait()
            }
        }
        #expect(
            disagreements.values.isEmpty,
            "\(disagreements.count) rounds of \(rounds): \(disagreements.values.prefix(3))")
    }

    @Test func aSendRacingFinishIsEitherTheFinalDeliveredValueOrChangesNothing() async {
        for _ in 0..<Self.rounds {
            let source = CurrentValueSource<Int, Never>(0)
            let events = Received<StreamEvent<Int, Never>>()
            let subscription = source.stream.subscribe { events.append($0) }
            let finished = Shared(false)
            // Threads, not tasks: a loop that never suspends must not hold a cooperative thread.
            await onThreads(2) { thread, _ in
                if thread == 1 {
                    var next = 1
                    while !finished.value {
                        source.send(next)
                        next += 1
                    }
                } else {
                    // Finish while the other thread is sending: after it delivered a few values.
                    while events.count < 10 { sched_yield() }
                    source.finish()
                    finished.value = true
                }
            }
            let received = events.values
            #expect(received.last == .finished)
            guard case .value(let lastDelivered) = received.dropLast().last else {
                Issue.record("no value before the end: \(received)")
                continue
            }
            #expect(source.value == lastDelivered)
            source.send(-1)
            source.value = -2
            #expect(source.value == lastDelivered)
            withExtendedLifetime(subscription) {}
        }
    }
}
