import Streams
import TestSupport
import Testing

/// The main-actor flavour: the stream contract, with every subscriber on the main actor, called
/// synchronously, and nested work queued in one order.
@MainActor
@Suite struct MainActorSourceTests {
    /// What a subscriber saw, as `name:value` and `name:|` (finished) or `name:#code` (failed).
    @MainActor
    final class Trace {
        var lines: [String] = []

        func subscriber(_ name: String, to stream: MainActorStream<Int, TestFailure>) -> MainActorSubscription {
            stream.subscribe { [self] event in record(name, event) }
        }

        func record(_ name: String, _ event: StreamEvent<Int, TestFailure>) {
            switch event {
            case .value(let value): lines.append("\(name):\(value)")
            case .finished: lines.append("\(name):|")
            case .failed(let failure): lines.append("\(name):#\(failure.code)")
            }
        }
    }

    @Test func aSendHasReachedEverySubscriberWhenItReturns() {
        let source = MainActorSource<Int, TestFailure>()
        let trace = Trace()
        let a = trace.subscriber("a", to: source.stream)
        let b = trace.subscriber("b", to: source.stream)
        source.send(1)
        #expect(trace.lines == ["a:1", "b:1"])
        source.finish()
        #expect(trace.lines == ["a:1", "b:1", "a:|", "b:|"])
        withExtendedLifetime((a, b)) {}
    }

    @Test func valuesThenOneTerminationAndNothingAfterIt() {
        let source = MainActorSource<Int, TestFailure>()
        let trace = Trace()
        let a = trace.subscriber("a", to: source.stream)
        source.send(1)
        source.fail(TestFailure(code: 7))
        source.send(2)
        source.finish()
        #expect(trace.lines == ["a:1", "a:#7"])
        #expect(source.isTerminated)
        withExtendedLifetime(a) {}
    }

    @Test func lateSubscribersOfFinishedAndFailedSourcesEachReceiveTheirOwnEnd() {
        let finished = [MainActorSource<Int, TestFailure>(), MainActorSource<Int, TestFailure>()]
        let failed = MainActorSource<Int, TestFailure>()
        finished[0].finish()
        failed.fail(TestFailure(code: 5))
        finished[1].finish()
        let trace = Trace()
        let late = [
            trace.subscriber("f0", to: finished[0].stream), trace.subscriber("x", to: failed.stream),
            trace.subscriber("f1", to: finished[1].stream),
        ]
        #expect(trace.lines == ["f0:|", "x:#5", "f1:|"])
        withExtendedLifetime(late) {}
    }

    @Test func aLateSubscriberReceivesTheTerminationAtOnce() {
        let source = MainActorSource<Int, TestFailure>()
        source.send(1)
        source.fail(TestFailure(code: 3))
        let trace = Trace()
        let late = trace.subscriber("late", to: source.stream)
        #expect(trace.lines == ["late:#3"])
        withExtendedLifetime(late) {}
    }

    @Test func releasingTheSourceFinishesItsStream() {
        var source: MainActorSource<Int, TestFailure>? = MainActorSource()
        let stream = source!.stream
        let trace = Trace()
        let a = trace.subscriber("a", to: stream)
        source?.send(1)
        source = nil
        #expect(trace.lines == ["a:1", "a:|"])
        withExtendedLifetime(a) {}
    }

    @Test func aSendFromAHandlerIsDeliveredAfterTheDeliveryUnderWayToEverySubscriber() {
        let source = MainActorSource<Int, TestFailure>()
        let trace = Trace()
        let a = source.stream.subscribe { event in
            trace.record("a", event)
            if case .value(1) = event { source.send(2) }
        }
        let b = trace.subscriber("b", to: source.stream)
        source.send(1)
        #expect(trace.lines == ["a:1", "b:1", "a:2", "b:2"])
        withExtendedLifetime((a, b)) {}
    }

    @Test func sourcesThatShareAQueueShareOneOrder() {
        let queue = MainActorDeliveryQueue()
        let first = MainActorSource<Int, TestFailure>(sharing: queue)
        let second = MainActorSource<Int, TestFailure>(sharing: queue)
        let own = MainActorSource<Int, TestFailure>()
        let trace = Trace()
        let a = first.stream.subscribe { event in
            trace.record("first", event)
            guard case .value(1) = event else { return }
            second.send(10)  // shared order: after this delivery
            own.send(100)  // an order of its own: now
            trace.lines.append("first handler returns")
        }
        let b = trace.subscriber("second", to: second.stream)
        let c = trace.subscriber("own", to: own.stream)
        first.send(1)
        #expect(trace.lines == ["first:1", "own:100", "first handler returns", "second:10"])
        withExtendedLifetime((a, b, c)) {}
    }

    @Test func aSubscriberAddedFromAHandlerMissesTheValueBeingDelivered() {
        let source = MainActorSource<Int, TestFailure>()
        let trace = Trace()
        var added: MainActorSubscription?
        let a = source.stream.subscribe { event in
            trace.record("a", event)
            if added == nil { added = trace.subscriber("added", to: source.stream) }
        }
        source.send(1)
        source.send(2)
        #expect(trace.lines == ["a:1", "a:2", "added:2"])
        withExtendedLifetime((a, added)) {}
    }

    @Test func cancellingStopsDeliveryAtOnceEvenFromInsideADelivery() {
        let source = MainActorSource<Int, TestFailure>()
        let trace = Trace()
        var b: MainActorSubscription?
        let a = source.stream.subscribe { event in
            trace.record("a", event)
            b?.cancel()  // b comes after a: it must not get this value
        }
        b = trace.subscriber("b", to: source.stream)
        source.send(1)
        b?.cancel()  // idempotent
        source.send(2)
        #expect(trace.lines == ["a:1", "a:2"])
        #expect(source.subscriberCount == 1)
        withExtendedLifetime(a) {}
    }

    @Test func droppingTheTokenCancels() {
        let source = MainActorSource<Int, TestFailure>()
        let trace = Trace()
        var token: MainActorSubscription? = trace.subscriber("a", to: source.stream)
        source.send(1)
        token = nil
        source.send(2)
        #expect(trace.lines == ["a:1"])
        #expect(!source.hasSubscribers)
        withExtendedLifetime(token) {}
    }

    @Test func aSubscriptionKeptPastItsSourceHoldsNoHandlerAndItsCancelDoesNothing() {
        var source: MainActorSource<Int, TestFailure>? = MainActorSource()
        let trace = Trace()
        var probe: Probe? = Probe()
        weak let captured = probe
        let token = source.map { made in
            made.stream.subscribe { [probe, trace] event in
                withExtendedLifetime(probe) {}
                trace.record("a", event)
            }
        }
        probe = nil
        source?.send(1)
        source = nil
        #expect(trace.lines == ["a:1", "a:|"])
        #expect(captured == nil)
        token?.cancel()
        token?.cancel()
        #expect(trace.lines == ["a:1", "a:|"])
    }

    @Test func terminationAndCancellationReleaseTheHandler() {
        let source = MainActorSource<Int, TestFailure>()
        var probe: Probe? = Probe()
        weak let terminated = probe
        let first = source.stream.subscribe { [probe] _ in withExtendedLifetime(probe) {} }
        probe = Probe()
        weak let cancelled = probe
        let second = source.stream.subscribe { [probe] _ in withExtendedLifetime(probe) {} }
        probe = nil
        second.cancel()
        #expect(cancelled == nil)
        #expect(terminated != nil)
        source.finish()
        #expect(terminated == nil)
        withExtendedLifetime(first) {}
    }

    @Test func theEventStreamEdgeCarriesTheSameEventsAfterTheMainActorSubscribers() {
        let source = MainActorSource<Int, TestFailure>()
        let trace = Trace()
        let onMain = trace.subscriber("main", to: source.stream)
        let edge = source.stream.eventStream
        let received = Received<StreamEvent<Int, TestFailure>>()
        let offMain = edge.subscribe { received.append($0) }
        #expect(source.hasSubscribers)
        source.send(1)
        source.finish()
        #expect(trace.lines == ["main:1", "main:|"])
        #expect(received.values == [.value(1), .finished])
        let afterTheEnd = Received<StreamEvent<Int, TestFailure>>()
        let late = source.stream.eventStream.subscribe { afterTheEnd.append($0) }
        #expect(afterTheEnd.values == [.finished])
        withExtendedLifetime((onMain, offMain, late)) {}
    }

    @Test func theEdgeIsAnAsyncSequence() async throws {
        let source = MainActorSource<Int, TestFailure>()
        // Making the iterator subscribes, so nothing sent after this line is missed.
        let iterator = source.stream.eventStream.makeAsyncIterator()
        let consumer = Task {
            var iterator = iterator
            var seen: [Int] = []
            while let value = try await iterator.next() { seen.append(value) }
            return seen
        }
        source.send(1)
        source.send(2)
        source.finish()
        #expect(try await consumer.value == [1, 2])
    }
}

@MainActor
@Suite struct MainActorSubscriberCountTests {
    @Test func theCountFollowsSubscribesAndCancelsIncludingOnesMadeDuringADelivery() {
        let source = MainActorSource<Int, Never>()
        var tokens: [MainActorSubscription] = (0..<4).map { _ in source.stream.subscribe { _ in } }
        #expect(source.subscriberCount == 4)
        tokens.removeFirst(3)
        #expect(source.subscriberCount == 1)
        // Subscribed and cancelled inside a delivery, before it was attached: never counted.
        var transient: MainActorSubscription?
        let inside = source.stream.subscribe { _ in
            transient = source.stream.subscribe { _ in }
            transient?.cancel()
        }
        source.send(1)
        #expect(source.subscriberCount == 2)
        #expect(source.hasSubscribers)
        tokens.removeAll()
        inside.cancel()
        #expect(source.subscriberCount == 0)
        #expect(!source.hasSubscribers)
        withExtendedLifetime(transient) {}
    }

    @Test func cancellingManySubscriptionsInAnyOrderKeepsTheOthersInOrder() {
        let source = MainActorSource<Int, Never>()
        var seen: [Int] = []
        var tokens = (0..<1_000).map { index in
            source.stream.subscribe(onValue: { _ in seen.append(index) })
        }
        tokens = tokens.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        source.send(0)
        #expect(seen == Array(stride(from: 0, to: 1_000, by: 3)))
        #expect(source.subscriberCount == tokens.count)
    }

    @Test func aSubscriberOfACoreThatCannotFailHearsValuesThenItsEndApartAndNothingOnceCancelled() {
        let core = MainActorCore<Int, Never>(sharing: nil)
        var seen: [String] = []
        let kept = core.subscribeNeverFailing(
            onValue: { seen.append("kept:\($0)") }, onTermination: { _ in seen.append("kept:|") })
        let cancelled = core.subscribeNeverFailing(
            onValue: { seen.append("cancelled:\($0)") }, onTermination: { _ in seen.append("cancelled:|") })
        core.send(1)
        cancelled.cancel()
        core.send(2)
        core.finishNeverFailing()
        core.send(3)
        #expect(seen == ["kept:1", "cancelled:1", "kept:2", "kept:|"])
        withExtendedLifetime(kept) {}
    }

    /// A route holds the slot `subscribeNeverFailing` returns, with no subscription object around
    /// it: dropping the slot leaves it subscribed (its holder must cancel it), and a cancel stops
    /// it and releases its handlers at once.
    @Test func aSlotSubscribedApartIsCancelledOnlyByItsCancelWhichReleasesItsHandlers() {
        final class Token {}
        let core = MainActorCore<Int, Never>(sharing: nil)
        var seen: [String] = []
        weak var handlerToken: Token?
        var slot: MainActorSlotBase? = {
            let token = Token()
            handlerToken = token
            return core.subscribeNeverFailing(
                onValue: { [token] value in withExtendedLifetime(token) { seen.append("v:\(value)") } },
                onTermination: { _ in seen.append("|") })
        }()
        core.send(1)
        #expect(handlerToken != nil)
        slot?.cancel()
        #expect(handlerToken == nil)
        slot?.cancel()
        slot = nil
        core.send(2)
        core.finishNeverFailing()
        #expect(seen == ["v:1"])
        let open = MainActorCore<Int, Never>(sharing: nil)
        _ = open.subscribeNeverFailing(
            onValue: { seen.append("open:\($0)") }, onTermination: { _ in seen.append("open:|") })
        open.send(7)
        open.finishNeverFailing()
        #expect(seen == ["v:1", "open:7", "open:|"])
    }
}
