import Streams
import TestSupport
import Testing

@Suite struct SequenceToStreamTests {
    // A sequence of a typed failure needs SE-0421, iOS 18 / macOS 15.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func sequenceElementsBecomeValuesThenTheStreamFinishes() async {
        let stream = EventStream<Int, Never>(Countdown(from: 3))
        var values: [Int] = []
        for await value in stream { values.append(value) }
        #expect(values == [3, 2, 1])
    }

    // A sequence of a typed failure needs SE-0421, iOS 18 / macOS 15.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func sequenceErrorFailsTheStream() async {
        let stream = EventStream<Int, TestFailure>(Countdown(from: 2, failure: TestFailure(code: 5)))
        let received = Received<StreamEvent<Int, TestFailure>>()
        let finished = Shared(false)
        let subscription = stream.subscribe { event in
            received.append(event)
            if event.termination != nil { finished.value = true }
        }
        #expect(await eventually { finished.value })
        #expect(received.values == [.value(2), .value(1), .failed(TestFailure(code: 5))])
        withExtendedLifetime(subscription) {}
    }

    // A sequence of a typed failure needs SE-0421, iOS 18 / macOS 15.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func iterationStartsAtTheFirstSubscriptionAndIsShared() async {
        let counters = CountdownCounters()
        let stream = EventStream<Int, Never>(Countdown(from: 2, counters: counters, waitForGo: true))
        try? await Task.sleep(for: .milliseconds(10))
        #expect(counters.iterators.value == 0)
        let first = Received<StreamEvent<Int, Never>>()
        let second = Received<StreamEvent<Int, Never>>()
        let a = stream.subscribe { first.append($0) }
        let b = stream.subscribe { second.append($0) }
        #expect(await eventually { counters.iterators.value == 1 })
        counters.go.value = true
        #expect(await eventually { second.count == 3 })
        #expect(first.values == [.value(2), .value(1), .finished])
        #expect(second.values == first.values)
        #expect(counters.iterators.value == 1)
        withExtendedLifetime((a, b)) {}
    }

    // A sequence of a typed failure needs SE-0421, iOS 18 / macOS 15.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func iterationStopsWhenTheStreamTerminates() async {
        let counters = CountdownCounters()
        let stream = EventStream<Int, Never>(Countdown(from: 3, counters: counters))
        let finished = Shared(false)
        let subscription = stream.subscribe { if $0.termination != nil { finished.value = true } }
        #expect(await eventually { finished.value })
        try? await Task.sleep(for: .milliseconds(10))
        #expect(counters.nextCalls.value == 4)  // three values and the end; not one call more
        withExtendedLifetime(subscription) {}
    }

    @Test func iterationStopsWhenNobodyHoldsTheStream() async {
        let termination = Received<String>()
        let continuation = Shared<AsyncStream<Int>.Continuation?>(nil)
        let received = Received<Int>()
        do {
            let stream = EventStream<Int, Never>(
                AsyncStream<Int> { producer in
                    producer.onTermination = { reason in termination.append("\(reason)") }
                    continuation.value = producer
                }
            )
            let subscription = stream.subscribe(onValue: { received.append($0) })
            continuation.value?.yield(1)
            #expect(await eventually { received.count == 1 })
            withExtendedLifetime(subscription) {}
        }
        // The stream and its subscription are gone: the producing sequence is no longer iterated.
        #expect(await eventually { termination.count == 1 })
        #expect(termination.values == ["cancelled"])
        let afterRelease = continuation.value?.yield(2)
        if case .terminated = afterRelease {
        } else {
            Issue.record("still iterated: \(String(describing: afterRelease))")
        }
        #expect(received.values == [1])
    }

    @Test func anAsyncThrowingStreamsErrorFailsTheStreamOnEverySystem() async {
        let stream = EventStream<Int, any Error>(
            AsyncThrowingStream<Int, any Error> { producer in
                producer.yield(1)
                producer.finish(throwing: TestFailure(code: 7))
            })
        let received = Received<String>()
        let finished = Shared(false)
        let subscription = stream.subscribe { event in
            switch event {
            case .value(let value): received.append("value \(value)")
            case .finished: received.append("finished")
            case .failed(let error): received.append("failed \(error)")
            }
            if event.termination != nil { finished.value = true }
        }
        #expect(await eventually { finished.value })
        #expect(received.values == ["value 1", "failed \(TestFailure(code: 7))"])
        withExtendedLifetime(subscription) {}
    }

    @Test func anAsyncStreamsEndFinishesTheStreamOnEverySystem() async {
        let stream = EventStream<Int, Never>(
            AsyncStream<Int> { producer in
                for value in 1...3 { producer.yield(value) }
                producer.finish()
            })
        var values: [Int] = []
        for await value in stream { values.append(value) }
        #expect(values == [1, 2, 3])
    }

    @Test func releasingTheStreamFinishesItsSubscribers() async {
        let events = Received<StreamEvent<Int, Never>>()
        let subscription: Subscription
        do {
            let stream = EventStream<Int, Never>(AsyncStream<Int> { _ in })
            subscription = stream.subscribe { events.append($0) }
        }
        #expect(events.values == [.finished])
        withExtendedLifetime(subscription) {}
    }
}

/// How a ``Countdown`` was iterated, and a gate that holds its first value back.
final class CountdownCounters: Sendable {
    let iterators = Shared(0)
    let nextCalls = Shared(0)
    let go = Shared(false)
}

/// Counts down to 1, then ends or throws; records how it is iterated.
struct Countdown<Failure: Error>: AsyncSequence, Sendable {
    let start: Int
    let failure: Failure?
    let counters: CountdownCounters
    let waitForGo: Bool

    struct Iterator: AsyncIteratorProtocol {
        var remaining: Int
        let failure: Failure?
        let counters: CountdownCounters
        let waitForGo: Bool

        mutating func next() async throws(Failure) -> Int? {
            try await next(isolation: nil)
        }

        mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Int? {
            counters.nextCalls.value += 1
            while waitForGo, !counters.go.value { try? await Task.sleep(for: .milliseconds(1)) }
            guard remaining > 0 else {
                if let failure { throw failure }
                return nil
            }
            defer { remaining -= 1 }
            return remaining
        }
    }

    func makeAsyncIterator() -> Iterator {
        counters.iterators.value += 1
        return Iterator(remaining: start, failure: failure, counters: counters, waitForGo: waitForGo)
    }
}

extension Countdown where Failure == Never {
    init(from start: Int, counters: CountdownCounters = CountdownCounters(), waitForGo: Bool = false) {
        self.init(start: start, failure: nil, counters: counters, waitForGo: waitForGo)
    }
}

extension Countdown {
    init(from start: Int, failure: Failure) {
        self.init(start: start, failure: failure, counters: CountdownCounters(), waitForGo: false)
    }
}
