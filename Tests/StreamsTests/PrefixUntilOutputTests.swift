import Streams
import TestSupport
import Testing

@Suite struct PrefixUntilOutputTests {
    @Test func endsAtTheTriggersFirstValue() {
        #expect(marbles("1-2-3-4-|", "---0-5---") { $0.prefix(untilOutputFrom: $1) } == "1-2|-----")
        // In one tick the source's value is sent before the trigger's.
        #expect(marbles("12", "-0") { $0.prefix(untilOutputFrom: $1) } == "1(2|)")
    }

    @Test func triggerThatFinishesWithoutAValueIsIgnored() {
        #expect(marbles("1-2-3|", "-|") { $0.prefix(untilOutputFrom: $1) } == "1-2-3|")
    }

    @Test func triggerThatFailsWithoutAValueIsIgnored() {
        #expect(marbles("1-2-3|", "-#") { $0.prefix(untilOutputFrom: $1) } == "1-2-3|")
    }

    @Test func sourceTerminationPassesThrough() {
        #expect(marbles("1-#", "----") { $0.prefix(untilOutputFrom: $1) } == "1-#-")
        #expect(marbles("1|", "-0") { $0.prefix(untilOutputFrom: $1) } == "1|")
    }

    @Test func triggerWithAValueAtSubscriptionEndsTheStreamAtOnce() {
        let source = EventSource<Int, Never>()
        let trigger = CurrentValueSource<Bool, Never>(true)
        let received = Received<StreamEvent<Int, Never>>()
        let subscription = source.stream.prefix(untilOutputFrom: trigger.stream).subscribe { received.append($0) }
        source.send(1)
        #expect(received.values == [.finished])
        withExtendedLifetime(subscription) {}
    }

    @Test func triggerValueCancelsBothSubscriptions() {
        let source = EventSource<Int, Never>()
        let trigger = EventSource<Void, Never>()
        let tap = Tap()
        let subscription = tap.wrap(source.stream).prefix(untilOutputFrom: tap.wrap(trigger.stream)).subscribe(
            onValue: { _ in })
        #expect(tap.subscribed == 2)
        trigger.send()
        #expect(tap.cancelled == 2)
        withExtendedLifetime(subscription) {}
    }

    @Test func cancellingCancelsBothSubscriptions() {
        let tap = Tap()
        let source = EventSource<Int, Never>()
        let trigger = EventSource<Int, Never>()
        let subscription = tap.wrap(source.stream)
            .prefix(untilOutputFrom: tap.wrap(trigger.stream))
            .subscribe(onValue: { _ in })
        #expect(tap.cancelled == 0)
        subscription.cancel()
        #expect(tap.cancelled == 2)
    }

    // Cancellation order: Combine's, written in one log with what the subscriber receives.

    @Test func triggerValueCancelsUpstreamThenTriggerThenDeliversFinished() {
        let log = Received<String>()
        let source = EventSource<Int, Never>()
        let trigger = EventSource<Void, Never>()
        let subscription = logged(source.stream, "upstream", in: log)
            .prefix(untilOutputFrom: logged(trigger.stream, "trigger", in: log))
            .subscribe { log.append("\($0)") }
        source.send(1)
        trigger.send()
        #expect(
            log.values == [
                "subscribe trigger", "subscribe upstream", "value(1)", "cancel upstream", "cancel trigger", "finished",
            ])
        withExtendedLifetime(subscription) {}
    }

    @Test(arguments: [Termination<TestFailure>.finished, .failed(TestFailure())])
    func upstreamTerminationCancelsTheTriggerBeforeItIsDelivered(_ termination: Termination<TestFailure>) {
        let log = Received<String>()
        let source = EventSource<Int, TestFailure>()
        let trigger = EventSource<Void, Never>()
        let subscription = logged(source.stream, "upstream", in: log)
            .prefix(untilOutputFrom: logged(trigger.stream, "trigger", in: log))
            .subscribe { log.append("\($0)") }
        switch termination {
        case .finished: source.finish()
        case .failed(let error): source.fail(error)
        }
        #expect(
            log.values == [
                "subscribe trigger", "subscribe upstream", "cancel trigger",
                "\(StreamEvent<Int, TestFailure>(termination))",
                "cancel upstream",
            ])
        withExtendedLifetime(subscription) {}
    }

    @Test func cancellingTheResultCancelsUpstreamThenTrigger() {
        let log = Received<String>()
        let source = EventSource<Int, Never>()
        let trigger = EventSource<Void, Never>()
        let subscription = logged(source.stream, "upstream", in: log)
            .prefix(untilOutputFrom: logged(trigger.stream, "trigger", in: log))
            .subscribe { log.append("\($0)") }
        subscription.cancel()
        #expect(log.values == ["subscribe trigger", "subscribe upstream", "cancel upstream", "cancel trigger"])
    }

    @Test func triggerWithAValueAtSubscriptionNeverSubscribesUpstream() {
        let log = Received<String>()
        let source = EventSource<Int, Never>()
        let trigger = CurrentValueSource<Bool, Never>(true)
        let subscription = logged(source.stream, "upstream", in: log)
            .prefix(untilOutputFrom: logged(trigger.stream, "trigger", in: log))
            .subscribe { log.append("\($0)") }
        #expect(log.values == ["subscribe trigger", "cancel trigger", "finished"])
        withExtendedLifetime(subscription) {}
    }
}

/// Wraps `stream` so that each subscription and each cancellation is written to `log`.
private func logged<Value, Failure>(
    _ stream: EventStream<Value, Failure>, _ name: String, in log: Received<String>
) -> EventStream<Value, Failure> {
    EventStream { handler in
        log.append("subscribe \(name)")
        let inner = stream.subscribe(handler)
        return Subscription {
            inner.cancel()
            log.append("cancel \(name)")
        }
    }
}
