import Streams
import TestSupport
import Testing

@Suite struct AsyncSequenceTests {
    @Test func iteratorSubscribesWhenItIsCreated() async {
        let source = EventSource<Int, Never>()
        source.send(0)  // before the iterator: not seen
        var iterator = source.stream.makeAsyncIterator()
        source.send(1)
        source.send(2)
        source.finish()
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == 2)
        #expect(await iterator.next() == nil)
        #expect(await iterator.next() == nil)
    }

    @Test func severalLoopsOnOneStreamEachReceiveEveryValue() async {
        let source = EventSource<Int, Never>()
        let tap = Tap()
        let stream = tap.wrap(source.stream)
        let consumers = (0..<3).map { _ in
            Task {
                var values: [Int] = []
                for await value in stream { values.append(value) }
                return values
            }
        }
        #expect(await eventually { tap.subscribed == 3 })
        for value in 1...100 { source.send(value) }
        source.finish()
        for consumer in consumers { #expect(await consumer.value == Array(1...100)) }
    }

    @Test func finishingEndsTheLoop() async {
        let source = EventSource<Int, Never>()
        let values = source.stream.values(buffering: .unbounded)
        var iterator = values.makeAsyncIterator()
        source.send(1)
        source.finish()
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == nil)
    }

    @Test func failureIsThrownAfterTheBufferedValues() async throws {
        let source = EventSource<Int, TestFailure>()
        let stream = source.stream
        let iterator = stream.makeAsyncIterator()
        source.send(1)
        source.send(2)
        source.fail(TestFailure(code: 9))
        var received: [Int] = []
        var thrown: TestFailure?
        var loop = iterator
        do {
            while let value = try await loop.next() { received.append(value) }
        } catch {
            thrown = error
        }
        #expect(received == [1, 2])
        #expect(thrown == TestFailure(code: 9))
        #expect(try await loop.next() == nil)
    }

    @Test func forTryAwaitThrowsTheTypedFailure() async {
        let source = EventSource<Int, TestFailure>()
        let stream = source.stream
        let consumer = Task { () throws(TestFailure) -> [Int] in
            var values: [Int] = []
            for try await value in stream { values.append(value) }
            return values
        }
        source.send(1)
        source.fail(TestFailure(code: 2))
        // Whether the consumer subscribed before the failure or after, it ends with the failure.
        await #expect(throws: TestFailure(code: 2)) { try await consumer.value }
    }

    @Test func consumerStartingAfterAFailureGetsTheFailureThenNil() async throws {
        let source = EventSource<Int, TestFailure>()
        source.send(1)
        source.fail(TestFailure(code: 4))
        var iterator = source.stream.makeAsyncIterator()
        await #expect(throws: TestFailure(code: 4)) { try await iterator.next() }
        #expect(try await iterator.next() == nil)
    }

    @Test func cancellingTheConsumingTaskEndsItsLoopAndCancelsItsSubscription() async throws {
        let source = EventSource<Int, TestFailure>()
        let tap = Tap()
        let stream = tap.wrap(source.stream)
        let received = Received<Int>()
        let cancelled = Task { () throws(TestFailure) -> String in
            for try await value in stream { received.append(value) }
            return "ended without throwing"
        }
        let other = Task { () throws(TestFailure) -> [Int] in
            var values: [Int] = []
            for try await value in stream { values.append(value) }
            return values
        }
        #expect(await eventually { tap.subscribed == 2 })
        source.send(1)
        #expect(await eventually { received.count == 1 })
        cancelled.cancel()
        #expect(try await cancelled.value == "ended without throwing")
        #expect(tap.cancelled == 1)
        source.send(2)
        source.finish()
        #expect(try await other.value == [1, 2])
        #expect(received.values == [1])
    }

    @Test(arguments: [BufferPolicy.unbounded, .oldest(10), .newest(10)])
    func cancelledConsumerGetsNilEvenWithValuesBuffered(_ policy: BufferPolicy) async {
        let source = EventSource<Int, Never>()
        let tap = Tap()
        let stream = tap.wrap(source.stream)
        let results = await Task {
            var iterator = stream.values(buffering: policy).makeAsyncIterator()
            source.send(1)
            source.send(2)
            source.send(3)
            let first = await iterator.next()
            withUnsafeCurrentTask { $0?.cancel() }
            let second = await iterator.next()
            let third = await iterator.next()
            return [first, second, third]
        }
        .value
        #expect(results == [1, nil, nil])
        #expect(tap.cancelled == 1)
    }

    @Test func newestPolicyKeepsTheLatestValues() async {
        let source = EventSource<Int, Never>()
        var iterator = source.stream.values(buffering: .newest(2)).makeAsyncIterator()
        for value in 1...5 { source.send(value) }
        source.finish()
        #expect(await iterator.next() == 4)
        #expect(await iterator.next() == 5)
        #expect(await iterator.next() == nil)
    }

    @Test func oldestPolicyKeepsTheFirstValues() async {
        let source = EventSource<Int, Never>()
        var iterator = source.stream.values(buffering: .oldest(2)).makeAsyncIterator()
        for value in 1...5 { source.send(value) }
        source.finish()
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == 2)
        #expect(await iterator.next() == nil)
    }

    @Test func newestPolicyCountsValuesTakenIntoTheBatchButNotYetReturned() async {
        let source = EventSource<Int, Never>()
        var iterator = source.stream.values(buffering: .newest(2)).makeAsyncIterator()
        source.send(1)
        source.send(2)
        #expect(await iterator.next() == 1)
        // Buffered now: 2. Then 3 fits, and 4 pushes out 2, the oldest.
        source.send(3)
        source.send(4)
        source.finish()
        var rest: [Int] = []
        while let value = await iterator.next() { rest.append(value) }
        #expect(rest == [3, 4])
    }

    @Test func oldestPolicyCountsValuesTakenIntoTheBatchButNotYetReturned() async {
        let source = EventSource<Int, Never>()
        var iterator = source.stream.values(buffering: .oldest(2)).makeAsyncIterator()
        for value in 1...3 { source.send(value) }  // 3 dropped: full
        #expect(await iterator.next() == 1)
        // Buffered now: 2. Then 4 fits, and 5 is dropped.
        source.send(4)
        source.send(5)
        source.finish()
        var rest: [Int] = []
        while let value = await iterator.next() { rest.append(value) }
        #expect(rest == [2, 4])
    }

    /// The consumer is waiting once `next()` suspended, with no sleep and no polling.
    ///
    /// The test and the sender share the main actor: the sender runs once the test suspends,
    /// and `next()` suspends only to wait for a value.
    @MainActor
    @Test(arguments: [BufferPolicy.newest(0), .oldest(0)])
    func bufferLimitZeroKeepsAValueOnlyWhenTheConsumerIsWaiting(_ policy: BufferPolicy) async {
        let source = EventSource<Int, Never>()
        var iterator = source.stream.values(buffering: policy).makeAsyncIterator()
        source.send(1)  // nobody waiting: dropped
        // snippet: waiting-consumer
        let sender = Task { @MainActor in source.send(7) }  // runs once next() waits
        #expect(await iterator.next() == 7)
        // end snippet
        await sender.value
        source.send(2)  // nobody waiting: dropped
        source.finish()
        #expect(await iterator.next() == nil)
    }

    @Test func droppingTheIteratorCancelsTheSubscription() {
        let source = EventSource<Int, Never>()
        let tap = Tap()
        do {
            let iterator = tap.wrap(source.stream).makeAsyncIterator()
            #expect(tap.subscribed == 1)
            _ = iterator
        }
        #expect(tap.cancelled == 1)
    }

    @Test func iteratorEndingCancelsItsSubscription() async {
        let source = EventSource<Int, Never>()
        let tap = Tap()
        var iterator = tap.wrap(source.stream).makeAsyncIterator()
        source.finish()
        #expect(await iterator.next() == nil)
        #expect(tap.cancelled == 1)
    }

    @Test func consumerOnAnActorReceivesValuesFromAnotherThread() async {
        let source = EventSource<Int, Never>()
        let tap = Tap()
        let stream = tap.wrap(source.stream)
        let collector = Collector()
        let consumer = Task { await collector.drain(stream) }
        #expect(await eventually { tap.subscribed == 1 })
        let sender = Task.detached {
            for value in 0..<10_000 { source.send(value) }
            source.finish()
        }
        await sender.value
        #expect(await consumer.value == Array(0..<10_000))
    }
}

actor Collector {
    func drain(_ stream: EventStream<Int, Never>) async -> [Int] {
        var iterator = stream.makeAsyncIterator()
        var values: [Int] = []
        while let value = await iterator.next(isolation: self) { values.append(value) }
        return values
    }
}
