import Foundation
import Streams
import TestSupport
import Testing

@Suite struct SubscriptionContractTests {
    @Test func cancelStopsDeliveryAndIsIdempotent() {
        let source = EventSource<Int, Never>()
        let received = Received<Int>()
        let subscription = source.stream.subscribe(onValue: { received.append($0) })
        source.send(1)
        subscription.cancel()
        subscription.cancel()
        source.send(2)
        subscription.cancel()
        #expect(received.values == [1])
    }

    @Test func cancellationReleasesTheHandlerClosure() {
        let source = EventSource<Int, Never>()
        let (subscription, probe) = subscribeCapturingAProbe(to: source.stream)
        #expect(probe.object != nil)
        subscription.cancel()
        #expect(probe.object == nil)
    }

    @Test func droppingTheTokenCancels() {
        let source = EventSource<Int, Never>()
        let received = Received<Int>()
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            weakProbe = probe
            _ = source.stream.subscribe(onValue: { value in
                probe.touch()
                received.append(value)
            })
        }
        source.send(1)
        #expect(received.values.isEmpty)
        #expect(weakProbe == nil)
    }

    @Test func noNewHandlerCallStartsAfterCancelReturnsFromAnotherThread() async {
        let source = EventSource<Int, Never>()
        let cancelReturned = Shared(false)
        let callsAfterCancel = Shared(0)
        let calls = Shared(0)
        let subscription = source.stream.subscribe(onValue: { _ in
            if cancelReturned.value { callsAfterCancel.value += 1 }
            calls.value += 1
        })
        let stop = Shared(false)
        let sender = Task.detached {
            var value = 0
            while !stop.value {
                source.send(value)
                value += 1
            }
        }
        _ = await eventually { calls.value > 100 }
        subscription.cancel()
        cancelReturned.value = true
        try? await Task.sleep(for: .milliseconds(20))
        stop.value = true
        await sender.value
        // A call that had already started when `cancel()` returned may still finish; no other.
        #expect(callsAfterCancel.value <= 1)
    }

    @Test func bagCancelsEverySubscription() {
        let source = EventSource<Int, Never>()
        let received = Received<Int>()
        let bag = SubscriptionBag()
        for _ in 0..<3 {
            source.stream.subscribe(onValue: { received.append($0) }).store(in: bag)
        }
        source.send(1)
        #expect(bag.count == 3)
        bag.cancelAll()
        source.send(2)
        #expect(received.values == [1, 1, 1])
        #expect(bag.count == 0)
    }

    @Test func bagThatWasCancelledCancelsLaterSubscriptionsAtOnce() {
        let source = EventSource<Int, Never>()
        let received = Received<Int>()
        let bag = SubscriptionBag()
        bag.cancelAll()
        source.stream.subscribe(onValue: { received.append($0) }).store(in: bag)
        source.send(1)
        #expect(received.values.isEmpty)
    }

    @Test func releasingTheBagCancelsEverySubscription() {
        let source = EventSource<Int, Never>()
        let received = Received<Int>()
        do {
            let bag = SubscriptionBag()
            source.stream.subscribe(onValue: { received.append($0) }).store(in: bag)
            source.stream.subscribe(onValue: { received.append($0) }).store(in: bag)
            source.send(1)
        }
        source.send(2)
        #expect(received.values == [1, 1])
    }

    @Test func closureSubscriptionRunsItsWorkOnce() {
        let runs = Shared(0)
        do {
            let subscription = Subscription { runs.value += 1 }
            subscription.cancel()
            subscription.cancel()
        }
        #expect(runs.value == 1)
    }

    @Test func bagInsertsSeveralSubscriptionsAtOnce() {
        let source = EventSource<Int, Never>()
        let received = Received<Int>()
        let bag = SubscriptionBag()
        // snippet: bag-insert-several
        bag.insert(contentsOf: [
            source.stream.subscribe(onValue: { received.append($0) }),
            source.stream.map { $0 * 10 }.subscribe(onValue: { received.append($0) }),
        ])
        // end snippet
        #expect(bag.count == 2)
        source.send(1)
        #expect(received.values == [1, 10])
    }

    @Test func closedBagCancelsSeveralSubscriptionsInsertedAtOnce() {
        let source = EventSource<Int, Never>()
        let bag = SubscriptionBag()
        bag.cancelAll()
        bag.insert(contentsOf: [source.stream.subscribe { _ in }, source.stream.subscribe { _ in }])
        #expect(bag.count == 0)
        #expect(source.subscriberCount == 0)
    }

    @Test func bagCancelsOneSubscriptionAndKeepsTheOthers() {
        let source = EventSource<Int, Never>()
        let kept = Received<Int>()
        let bag = SubscriptionBag()
        let (cancelled, probe) = subscribeCapturingAProbe(to: source.stream)
        bag.insert(contentsOf: [cancelled, source.stream.subscribe(onValue: { kept.append($0) })])
        #expect(bag.cancel(cancelled))
        #expect(bag.count == 1)
        #expect(probe.object == nil)
        source.send(1)
        #expect(kept.values == [1])
        #expect(source.subscriberCount == 1)
    }

    @Test func bagCancelsASubscriptionItDoesNotHold() {
        let source = EventSource<Int, Never>()
        let bag = SubscriptionBag()
        let subscription = source.stream.subscribe { _ in }
        #expect(!bag.cancel(subscription))
        #expect(source.subscriberCount == 0)
    }

    @Test func cancelAllKeepingOpenCancelsWhatTheBagHoldsAndKeepsLaterSubscriptions() {
        let source = EventSource<Int, Never>()
        let received = Received<String>()
        let bag = SubscriptionBag()
        source.stream.subscribe(onValue: { received.append("before \($0)") }).store(in: bag)
        bag.cancelAll(keepingOpen: true)
        #expect(bag.count == 0)
        source.stream.subscribe(onValue: { received.append("after \($0)") }).store(in: bag)
        source.send(1)
        #expect(received.values == ["after 1"])
        #expect(bag.count == 1)
    }
}
