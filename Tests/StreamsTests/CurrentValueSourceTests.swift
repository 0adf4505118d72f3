import Streams
import TestSupport
import Testing

@Suite struct CurrentValueSourceTests {
    @Test func newSubscriberReceivesTheCurrentValueThenChanges() {
        let source = CurrentValueSource<Int, Never>(0)
        source.send(1)
        let received = Received<Int>()
        let subscription = source.stream.subscribe(onValue: { received.append($0) })
        source.value = 2
        #expect(received.values == [1, 2])
        #expect(source.value == 2)
        withExtendedLifetime(subscription) {}
    }

    @Test func subscribeFromInsideHandlerGetsTheLatestValueExactlyOnce() {
        let source = CurrentValueSource<Int, Never>(0)
        let late = Received<Int>()
        let lateSubscription = Shared<Subscription?>(nil)
        let first = source.stream.subscribe(onValue: { value in
            guard value == 1 else { return }
            source.send(5)  // queued first: the newcomer sees 5 as the latest value, once
            lateSubscription.value = source.stream.subscribe(onValue: { late.append($0) })
        })
        source.send(1)
        #expect(late.values == [5])
        source.send(6)
        #expect(late.values == [5, 6])
        withExtendedLifetime(first) {}
    }

    @Test func subscribeQueuedBeforeANestedSendGetsTheReplayThenTheSend() {
        let source = CurrentValueSource<Int, Never>(0)
        let late = Received<Int>()
        let lateSubscription = Shared<Subscription?>(nil)
        let first = source.stream.subscribe(onValue: { value in
            guard value == 1 else { return }
            lateSubscription.value = source.stream.subscribe(onValue: { late.append($0) })
            source.send(5)
        })
        source.send(1)
        #expect(late.values == [1, 5])
        withExtendedLifetime(first) {}
    }

    @Test func currentValueIsFrozenAfterTermination() {
        let source = CurrentValueSource<Int, TestFailure>(1)
        source.finish()
        source.send(2)
        source.value = 3
        source.fail(TestFailure())
        #expect(source.value == 1)
        let received = Received<StreamEvent<Int, TestFailure>>()
        let subscription = source.stream.subscribe { received.append($0) }
        #expect(received.values == [.finished])
        withExtendedLifetime(subscription) {}
    }
}
