@testable import ExampleFlows
import Foundation
import ReactiveCoordinator
import Testing

/// The Streams samples print what their comments say, and leave no subscription open.
@Suite struct StreamSourceSampleTests {
    @Test func overviewPrintsTheTapAsAValueEvent() {
        let print = Printer()
        StreamSourceSamples.overview(print: print)
        #expect(print.lines == [#"value("login")"#])
    }

    @Test func eventSourceHandsEachValueToTheValueHandler() {
        let print = Printer()
        StreamSourceSamples.eventSource(print: print)
        #expect(print.lines == ["tapped login"])
    }

    @Test func currentValueReplaysFalseThenPrintsTheChange() {
        let print = Printer()
        StreamSourceSamples.currentValue(print: print)
        #expect(print.lines == ["value(false)", "value(true)"])
    }

    @Test func mappedStreamPrintsTheDoubledValue() {
        let print = Printer()
        StreamSourceSamples.operatorStream(print: print)
        #expect(print.lines == ["value(42)"])
    }

    @Test func cancelledSubscriptionReceivesNothingAndIsReleased() {
        let print = Printer()
        let source = EventSource<Int, Never>()
        StreamSourceSamples.subscription(to: source, print: print)
        source.send(1)
        #expect(print.lines.isEmpty)
        #expect(source.subscriberCount == 0)
    }

    @Test func bagCancelsWhatItHoldsAndThenEverythingAddedLater() {
        let print = Printer()
        let taps = EventSource<String, Never>()
        let others = EventSource<Int, Never>()
        let bag = StreamSourceSamples.bag(
            taps: taps, first: others.stream.subscribe { _ in }, second: others.stream.subscribe { _ in },
            print: print)
        taps.send("ignored")
        #expect(print.lines.isEmpty)
        #expect(taps.subscriberCount == 0 && others.subscriberCount == 0)

        taps.stream.subscribe { _ in }.store(in: bag)
        #expect(taps.subscriberCount == 0, "a closed bag cancels a subscription at once")
    }
}

@MainActor
@Suite struct MainActorSourceSampleTests {
    @Test func subscriberHasSeenTheTapWhenSendReturns() {
        #expect(MainActorSourceSamples.mainActorSource() == ["login"])
    }

    @Test func mainActorStreamPrintsBeforeSendReturns() {
        let print = Printer()
        MainActorSourceSamples.mainActorStream(print: print)
        #expect(print.lines == ["1"])
    }

    @Test func aMainActorStreamIsIteratedByForAwaitOnTheMainActor() async {
        let print = Printer()
        let taps = MainActorSource<String, Never>()
        let loop = Task { await MainActorSourceSamples.mainActorForAwait(taps: taps, print: print) }
        while !taps.hasSubscribers { await Task.yield() }  // the loop's iterator subscribed

        taps.send("login")
        taps.send("inbox")
        taps.finish()
        await loop.value

        #expect(print.lines == ["tapped login", "tapped inbox"])
        #expect(!taps.hasSubscribers)
    }

    @Test func cancellingTheTaskEndsAForAwaitLoopOverAMainActorStream() async {
        let print = Printer()
        let taps = MainActorSource<String, Never>()
        let loop = Task { await MainActorSourceSamples.mainActorForAwait(taps: taps, print: print) }
        while !taps.hasSubscribers { await Task.yield() }

        taps.send("login")
        while print.lines.isEmpty { await Task.yield() }
        loop.cancel()
        await loop.value

        #expect(print.lines == ["tapped login"])
        #expect(!taps.isTerminated, "the loop ended, the source did not")
    }

    @Test func cancelledMainActorSubscriptionLeavesNoSubscriber() {
        let source = MainActorSourceSamples.mainActorSubscription(print: Printer())
        #expect(source.subscriberCount == 0)
    }
}

@Suite struct StreamOperatorSampleTests {
    /// Sends the values through the stream `make` builds and returns what it delivered.
    private func delivered<In: Sendable, Out: Sendable>(
        _ values: [In], through make: (EventStream<In, Never>) -> EventStream<Out, Never>
    ) -> [Out] {
        let source = EventSource<In, Never>()
        let received = ReceivedValues<Out>()
        let subscription = make(source.stream).subscribe(onValue: { received.append($0) })
        for value in values { source.send(value) }
        subscription.cancel()
        #expect(source.subscriberCount == 0)
        return received.values
    }

    @Test func compactMapDropsTextsThatAreNotNumbers() {
        #expect(delivered(["1", "x", "3"], through: StreamOperatorSamples.compactMap) == [1, 3])
    }

    @Test func filterKeepsTheEvenNumbers() {
        #expect(delivered([1, 2, 3, 4], through: StreamOperatorSamples.filter) == [2, 4])
    }

    @Test func mapGivesTheLengths() {
        #expect(delivered(["ada", "grace"], through: StreamOperatorSamples.map) == [3, 5])
    }

    @Test func removeDuplicatesByComparesWithTheLastDeliveredValue() {
        // 1.3 is within 0.5 of 1.0, and so is 1.6 of 1.3, but not of 1.0: it is delivered.
        #expect(delivered([1.0, 1.3, 1.6], through: StreamOperatorSamples.removeDuplicatesBy) == [1.0, 1.6])
    }

    @Test func removeDuplicatesDropsARepeatedTitle() {
        #expect(delivered(["a", "a", "b", "a"], through: StreamOperatorSamples.removeDuplicates) == ["a", "b", "a"])
    }

    @Test func scanDeliversTheRunningTotal() {
        #expect(delivered([1, 2, 3], through: StreamOperatorSamples.scan) == [1, 3, 6])
    }

    @Test func mergeInterleavesTheThreeStreams() {
        let (login, signup, help) = (
            EventSource<String, Never>(), EventSource<String, Never>(), EventSource<String, Never>()
        )
        let received = ReceivedValues<String>()
        let subscription = StreamOperatorSamples.merge(login.stream, signup.stream, help.stream)
            .subscribe(onValue: { received.append($0) })
        login.send("login")
        help.send("help")
        signup.send("signup")
        #expect(received.values == ["login", "help", "signup"])
        subscription.cancel()
        #expect(login.subscriberCount + signup.subscriberCount + help.subscriberCount == 0)
    }

    @Test func mergeOfACollectionInterleavesEveryButtonsTaps() {
        let sources = [EventSource<String, Never>(), EventSource<String, Never>()]
        let received = ReceivedValues<String>()
        let subscription = StreamOperatorSamples.mergeAll(sources.map { .init(taps: $0.stream) })
            .subscribe(onValue: { received.append($0) })
        sources[1].send("second")
        sources[0].send("first")
        #expect(received.values == ["second", "first"])
        subscription.cancel()
        #expect(sources.allSatisfy { $0.subscriberCount == 0 })
    }

    @Test func prefixUntilOutputFinishesAtLogout() {
        let session = EventSource<String, Never>()
        let logout = EventSource<Void, Never>()
        let received = ReceivedValues<String>()
        let subscription = StreamOperatorSamples.prefixUntilOutput(session.stream, logout: logout)
            .subscribe(onValue: { received.append($0) }, onTermination: { _ in received.append("finished") })
        session.send("viewed")
        logout.send()
        session.send("after logout")
        #expect(received.values == ["viewed", "finished"])
        #expect(session.subscriberCount == 0 && logout.subscriberCount == 0)
        _ = subscription
    }

    @Test func firstSavesTheFirstSavedDraftAndUnsubscribes() async throws {
        typealias Draft = StreamOperatorSamples.Draft
        let drafts = EventSource<Draft, StreamOperatorSamples.DraftError>()
        // Sends as soon as `first(where:)` has subscribed, as a user who saves at once would.
        let stream = EventStream<Draft, StreamOperatorSamples.DraftError> { handler in
            let subscription = drafts.stream.subscribe(handler)
            drafts.send(Draft(text: "draft", isSaved: false))
            drafts.send(Draft(text: "final", isSaved: true))
            return subscription
        }
        var saved: [Draft] = []
        try await StreamOperatorSamples.first(drafts: stream) { saved.append($0) }
        #expect(saved == [Draft(text: "final", isSaved: true)])
        #expect(drafts.subscriberCount == 0)
    }
}

/// Each sender runs on the main actor once the sample's loop waits for its first value, so the
/// loop has subscribed by then.
@MainActor
@Suite struct AsyncBridgeSampleTests {
    @Test func forAwaitPrintsEachPriceUntilTheStreamFinishes() async {
        let prices = EventSource<Double, Never>()
        let print = Printer()
        let sender = Task { @MainActor in
            prices.send(9.5)
            prices.send(10)
            prices.finish()
        }
        await AsyncBridgeSamples.prices(prices, print: print)
        await sender.value
        #expect(print.lines == ["9.5", "10.0"])
    }

    @Test func newestOneBufferSkipsThePositionsSentDuringARender() async {
        let positions = EventSource<Int, Never>()
        let sender = Task { @MainActor in
            positions.send(1)
        }
        var rendered: [Int] = []
        await AsyncBridgeSamples.latestPositions(positions.stream) { position in
            rendered.append(position)
            // The user scrolls on while the first render runs; the last render ends the test.
            if position == 1 { for next in 2...4 { positions.send(next) } } else { positions.finish() }
        }
        await sender.value
        #expect(rendered == [1, 4])
    }

    @Test func storeStatesSkipThoseThatArrivedDuringARender() async {
        let states = EventSource<Int, Never>()
        let sender = Task { @MainActor in
            states.send(0)
        }
        var rendered: [Int] = []
        await AsyncBridgeSamples.states(of: .init(states: states.stream)) { state in
            rendered.append(state)
            if state == 0 { for next in 1...3 { states.send(next) } } else { states.finish() }
        }
        await sender.value
        #expect(rendered == [0, 3])
    }

    @Test func streamFedByAnAsyncSequencePrintsEachTickThenFinishes() async {
        let print = Printer()
        let (ticks, subscription) = AsyncBridgeSamples.ticks(print: print)
        for await _ in ticks {}  // ends when the sequence has ended, after the first subscriber's values
        #expect(print.lines == ["1", "2", "3"])
        subscription.cancel()
    }
}

/// Values a handler on any thread received, in order.
final class ReceivedValues<Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `received` is only touched while `lock` is held (an NSLock: `Mutex` is
    // macOS 15 / iOS 18, above the package's floor).
    private let lock = NSLock()
    private var received: [Value] = []
    var values: [Value] { lock.withLock { received } }
    func append(_ value: Value) { lock.withLock { received.append(value) } }
}
