import Foundation
import Streams
import TestSupport
import Testing

@Suite struct MergeTests {
    @Test func mergeInterleavesTheInputs() {
        #expect(marbles("1-3--|", "-2-4|") { $0.merge(with: $1) } == "1234-|")
        #expect(marbles("(12)-", "3-") { $0.merge(with: $1) } == "(123)-")
    }

    @Test func mergeFinishesWhenAllInputsFinished() {
        #expect(marbles("1|---", "--2-|") { $0.merge(with: $1) } == "1-2-|")
        #expect(marbles("|", "|") { $0.merge(with: $1) } == "|")
    }

    @Test func mergeFailsAtTheFirstFailure() {
        #expect(marbles("1-#-5|", "-2-3-4") { $0.merge(with: $1) } == "12#---")
        #expect(marbles("1|--", "--#") { $0.merge(with: $1) } == "1-#-")
    }

    @Test func mergeCancelsTheOtherInputsWhenItEnds() {
        let failing = EventSource<Int, TestFailure>()
        let other = EventSource<Int, TestFailure>()
        let tap = Tap()
        let received = Received<StreamEvent<Int, TestFailure>>()
        let subscription = failing.stream.merge(with: tap.wrap(other.stream)).subscribe { received.append($0) }
        #expect(tap.cancelled == 0)
        failing.fail(TestFailure())
        #expect(tap.cancelled == 1)
        other.send(1)
        #expect(received.values == [.failed(TestFailure())])
        withExtendedLifetime(subscription) {}
    }

    @Test func cancellingAMergeCancelsEveryInput() {
        let tap = Tap()
        let first = EventSource<Int, Never>()
        let second = EventSource<Int, Never>()
        let subscription = tap.wrap(first.stream).merge(with: tap.wrap(second.stream)).subscribe(onValue: { _ in })
        #expect(tap.subscribed == 2)
        subscription.cancel()
        #expect(tap.cancelled == 2)
    }

    @Test func staticMergeOfManyStreams() {
        let sources = (0..<4).map { _ in EventSource<Int, Never>() }
        let received = Received<StreamEvent<Int, Never>>()
        let subscription = EventStream.merge(sources.map(\.stream)).subscribe { received.append($0) }
        for (index, source) in sources.enumerated() {
            source.send(index)
            source.finish()
        }
        #expect(received.values == [.value(0), .value(1), .value(2), .value(3), .finished])
        withExtendedLifetime(subscription) {}
    }

    @Test func mergeOfNoStreamsFinishesAtOnce() {
        let received = Received<StreamEvent<Int, Never>>()
        let subscription = EventStream<Int, Never>.merge([]).subscribe { received.append($0) }
        #expect(received.values == [.finished])
        withExtendedLifetime(subscription) {}
    }

    @Test func mergeSerializesInputsSendingFromDifferentThreads() async {
        let sources = (0..<2).map { _ in EventSource<Int, Never>() }
        let gate = NSLock()
        let overlaps = Shared(0)
        let received = Received<Int>()
        let finished = Shared(false)
        let subscription = EventStream.merge(sources.map(\.stream)).subscribe(
            onValue: { value in
                if gate.try() {
                    received.append(value)
                    gate.unlock()
                } else {
                    overlaps.value += 1
                }
            },
            onTermination: { _ in finished.value = true }
        )
        await withTaskGroup(of: Void.self) { group in
            for (index, source) in sources.enumerated() {
                group.addTask {
                    for value in 0..<5_000 { source.send(index * 100_000 + value) }
                    source.finish()
                }
            }
        }
        #expect(await eventually { finished.value })
        #expect(overlaps.value == 0)
        let values = received.values
        #expect(values.count == 10_000)
        for input in 0..<2 {
            let own = values.filter { $0 / 100_000 == input }.map { $0 % 100_000 }
            #expect(own == Array(0..<5_000))
        }
        withExtendedLifetime(subscription) {}
    }
}
