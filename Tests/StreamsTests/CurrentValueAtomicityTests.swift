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
        // Two threads released together send a few values each, so that in many rounds their
        // last sends race each other.
        for _ in 0..<Self.rounds * 10 {
            let source = CurrentValueSource<Int, Never>(0)
            let lastDelivered = Shared(0)
            let subscription = source.stream.subscribe(onValue: { lastDelivered.value = $0 })
            await onThreads(2) { sender in
                for step in 0..<3 { source.send(sender * 1_000 + step) }
            }
            let replayed = Received<Int>()
            let late = source.stream.subscribe(onValue: { replayed.append($0) })
            #expect(source.value == lastDelivered.value)
            #expect(replayed.values == [source.value])
            withExtendedLifetime((subscription, late)) {}
        }
    }

    @Test func aSendRacingFinishIsEitherTheFinalDeliveredValueOrChangesNothing() async {
        for _ in 0..<Self.rounds {
            let source = CurrentValueSource<Int, Never>(0)
            let events = Received<StreamEvent<Int, Never>>()
            let subscription = source.stream.subscribe { events.append($0) }
            let finished = Shared(false)
            // Threads, not tasks: a loop that never suspends must not hold a cooperative thread.
            await onThreads(2) { thread in
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
