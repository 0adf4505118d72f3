import Foundation
import Streams
import TestSupport
import Testing

@Suite struct SourceContractTests {
    @Test func valuesThenOneTerminalEventInOrder() {
        #expect(marbles("1-2-3-|") { $0 } == "1-2-3-|")
        #expect(marbles("1(23)#") { $0 } == "1(23)#")
    }

    @Test func sendsAfterTerminationAreIgnored() {
        #expect(marbles("1|2-3") { $0 } == "1|---")
        #expect(marbles("1#2") { $0 } == "1#-")
    }

    @Test func secondTerminationIsIgnored() {
        #expect(marbles("|#|") { $0 } == "|--")
        #expect(marbles("#|#") { $0 } == "#--")
    }

    @Test func lateSubscriberReceivesTerminationAtOnce() {
        let finished = EventSource<Int, TestFailure>()
        finished.send(1)
        finished.finish()
        let failed = EventSource<Int, TestFailure>()
        failed.fail(TestFailure(code: 7))
        let received = Received<StreamEvent<Int, TestFailure>>()
        let first = finished.stream.subscribe { received.append($0) }
        #expect(received.values == [.finished])
        let second = failed.stream.subscribe { received.append($0) }
        #expect(received.values == [.finished, .failed(TestFailure(code: 7))])
        withExtendedLifetime((first, second)) {}
    }

    @Test func everySubscriberReceivesEveryValue() {
        let source = EventSource<Int, Never>()
        let received = (0..<3).map { _ in Received<Int>() }
        let subscriptions = received.map { sink in source.stream.subscribe(onValue: { sink.append($0) }) }
        for value in 1...3 { source.send(value) }
        for sink in received { #expect(sink.values == [1, 2, 3]) }
        withExtendedLifetime(subscriptions) {}
    }

    @Test func releasingTheSourceFinishesItsStream() {
        var source: EventSource<Int, Never>? = EventSource()
        let received = Received<StreamEvent<Int, Never>>()
        let subscription = source!.stream.subscribe { received.append($0) }
        source?.send(1)
        source = nil
        #expect(received.values == [.value(1), .finished])
        withExtendedLifetime(subscription) {}
    }

    @Test func terminationReleasesTheHandlerClosure() {
        let source = EventSource<Int, Never>()
        let (subscription, probe) = subscribeCapturingAProbe(to: source.stream)
        #expect(probe.object != nil)
        source.finish()
        #expect(probe.object == nil)
        withExtendedLifetime(subscription) {}
    }

    @Test func nestedSendsKeepOneGlobalOrderForEverySubscriber() {
        let source = EventSource<Int, Never>()
        let received = (0..<3).map { _ in Received<Int>() }
        var subscriptions: [Subscription] = []
        for (index, sink) in received.enumerated() {
            subscriptions.append(
                source.stream.subscribe(onValue: { value in
                    sink.append(value)
                    // The first two subscribers send from inside the delivery of 1: their values
                    // are queued behind it, in the order they were sent.
                    if value == 1, index < 2 { source.send(10 + index) }
                    if value == 10, index == 0 { source.send(100) }
                })
            )
        }
        source.send(1)
        for sink in received { #expect(sink.values == [1, 10, 11, 100]) }
        withExtendedLifetime(subscriptions) {}
    }

    @Test func thousandsOfSendsQueuedDuringOneDeliveryArriveInOrder() {
        let source = EventSource<Int, Never>()
        let received = Received<Int>()
        let subscription = source.stream.subscribe(onValue: { value in
            received.append(value)
            // The delivery of 0 queues 3,000 sends; each even one of those queues one more while
            // the queue is being drained, so it is taken from the front and added to at the back.
            if value == 0 {
                for next in 1...3_000 { source.send(next) }
            } else if value <= 3_000, value.isMultiple(of: 2) {
                source.send(10_000 + value)
            }
        })
        source.send(0)
        let evens = stride(from: 2, through: 3_000, by: 2).map { 10_000 + $0 }
        #expect(received.values == [0] + Array(1...3_000) + evens)
        withExtendedLifetime(subscription) {}
    }

    @Test func subscribeFromInsideHandlerMissesTheCurrentValue() {
        let source = EventSource<Int, Never>()
        let late = Received<Int>()
        let lateSubscription = Shared<Subscription?>(nil)
        let first = source.stream.subscribe(onValue: { value in
            guard value == 1 else { return }
            lateSubscription.value = source.stream.subscribe(onValue: { late.append($0) })
        })
        source.send(1)
        source.send(2)
        #expect(late.values == [2])
        withExtendedLifetime(first) {}
    }

    @Test func handlerThatCancelsItsOwnSubscriptionMidDelivery() {
        let source = EventSource<Int, Never>()
        let own = Shared<Subscription?>(nil)
        let selfCancelling = Received<Int>()
        let other = Received<Int>()
        own.value = source.stream.subscribe(onValue: { value in
            selfCancelling.append(value)
            own.value?.cancel()
        })
        let otherSubscription = source.stream.subscribe(onValue: { other.append($0) })
        source.send(1)
        source.send(2)
        #expect(selfCancelling.values == [1])
        #expect(other.values == [1, 2])
        withExtendedLifetime(otherSubscription) {}
    }

    @Test func handlerThatCancelsALaterSubscriberStopsItForTheCurrentValue() {
        let source = EventSource<Int, Never>()
        let later = Shared<Subscription?>(nil)
        let laterReceived = Received<Int>()
        let first = source.stream.subscribe(onValue: { value in
            if value == 2 { later.value?.cancel() }
        })
        later.value = source.stream.subscribe(onValue: { laterReceived.append($0) })
        source.send(1)
        source.send(2)
        #expect(laterReceived.values == [1])
        withExtendedLifetime(first) {}
    }

    @Test func handlerThatDropsTheLastReferenceToTheSource() {
        let holder = Shared<EventSource<Int, Never>?>(EventSource())
        weak let weakSource = holder.value
        let received = Received<StreamEvent<Int, Never>>()
        let subscription = holder.value!.stream.subscribe { event in
            received.append(event)
            if case .value = event { holder.exchange(nil) }
        }
        holder.value?.send(1)
        #expect(weakSource == nil)
        #expect(received.values == [.value(1), .finished])
        withExtendedLifetime(subscription) {}
    }

    @Test func sendingFromATerminationHandler() {
        let source = EventSource<Int, Never>()
        let other = EventSource<Int, Never>()
        let received = Received<StreamEvent<Int, Never>>()
        let otherReceived = Received<Int>()
        let otherSubscription = other.stream.subscribe(onValue: { otherReceived.append($0) })
        let subscription = source.stream.subscribe { event in
            received.append(event)
            if case .finished = event {
                source.send(99)  // after termination: ignored
                other.send(7)  // another source: delivered
            }
        }
        let second = source.stream.subscribe { received.append($0) }
        source.finish()
        #expect(received.values == [.finished, .finished])
        #expect(otherReceived.values == [7])
        withExtendedLifetime((subscription, second, otherSubscription)) {}
    }

    @Test func sendsFromManyThreadsReachEverySubscriberWithoutInterleaving() async {
        let source = EventSource<Int, Never>()
        let gate = NSLock()
        let overlaps = Shared(0)
        let received = Received<Int>()
        let subscription = source.stream.subscribe(onValue: { value in
            if gate.try() {
                received.append(value)
                gate.unlock()
            } else {
                overlaps.value += 1
            }
        })
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<4 {
                group.addTask {
                    for value in 0..<2_000 { source.send(task * 10_000 + value) }
                }
            }
        }
        #expect(overlaps.value == 0)
        #expect(received.count == 8_000)
        withExtendedLifetime(subscription) {}
    }
}
