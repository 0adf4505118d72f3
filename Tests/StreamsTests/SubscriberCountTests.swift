import Streams
import TestSupport
import Testing

/// `subscriberCount` and `hasSubscribers` on both sources.
@Suite struct SubscriberCountTests {
    @Test func countFollowsSubscribeAndCancel() {
        // snippet: subscriber-count
        let source = EventSource<Int, Never>()
        let subscription = source.stream.subscribe { _ in }
        #expect(source.subscriberCount == 1)
        subscription.cancel()
        #expect(source.subscriberCount == 0)
        // end snippet
    }

    @Test func countFollowsSubscribeCancelAndTermination() {
        let source = EventSource<Int, Never>()
        #expect(source.subscriberCount == 0)
        #expect(!source.hasSubscribers)
        let first = source.stream.subscribe { _ in }
        let second = source.stream.map { $0 * 2 }.subscribe { _ in }
        #expect(source.subscriberCount == 2)
        #expect(source.hasSubscribers)
        first.cancel()
        #expect(source.subscriberCount == 1)
        source.finish()
        #expect(source.subscriberCount == 0)
        #expect(!source.hasSubscribers)
        let late = source.stream.subscribe { _ in }
        #expect(source.subscriberCount == 0)
        withExtendedLifetime((second, late)) {}
    }

    @Test func aSubscribeFromAHandlerIsCountedAfterTheDeliveryUnderWay() {
        let source = EventSource<Int, Never>()
        let countsInHandler = Received<Int>()
        let nested = Shared<Subscription?>(nil)
        let subscription = source.stream.subscribe(onValue: { _ in
            guard nested.value == nil else { return }
            nested.value = source.stream.subscribe { _ in }
            countsInHandler.append(source.subscriberCount)
        })
        source.send(1)
        #expect(countsInHandler.values == [1])
        #expect(source.subscriberCount == 2)
        withExtendedLifetime(subscription) {}
    }

    @Test func eachAsyncIteratorIsASubscriberUntilItIsDropped() {
        let source = EventSource<Int, Never>()
        do {
            let iterator = source.stream.values(buffering: .newest(1)).makeAsyncIterator()
            #expect(source.subscriberCount == 1)
            _ = iterator
        }
        #expect(source.subscriberCount == 0)
    }

    @Test func currentValueSourceCountsItsSubscribersToo() {
        let source = CurrentValueSource<Int, Never>(0)
        let subscription = source.stream.subscribe { _ in }
        #expect(source.subscriberCount == 1)
        #expect(source.hasSubscribers)
        source.finish()
        #expect(source.subscriberCount == 0)
        #expect(!source.hasSubscribers)
        withExtendedLifetime(subscription) {}
    }
}
