import Foundation
import Streams
import TestSupport
import Testing

@Suite struct OperatorTests {
    @Test func mapTransformsEachValue() {
        #expect(marbles("1-2-3-|") { $0.map { $0 * 2 } } == "2-4-6-|")
        #expect(marbles("1-#") { $0.map { "v\($0)" } } == "{v1}-#")
    }

    @Test func compactMapDropsNilResults() {
        #expect(marbles("1-2-3-4-|") { $0.compactMap { $0.isMultiple(of: 2) ? $0 / 2 : nil } } == "--1---2-|")
    }

    @Test func filterKeepsMatchingValues() {
        #expect(marbles("1-2-3-4-#") { $0.filter { $0 > 2 } } == "----3-4-#")
    }

    @Test func scanDeliversEachAccumulator() {
        #expect(marbles("1-2-3-4|") { $0.scan(0, +) } == "1-3-6-{10}|")
    }

    @Test func scanKeepsOneAccumulatorPerSubscriber() {
        let source = EventSource<Int, Never>()
        let sums = source.stream.scan(0, +)
        let first = Received<Int>()
        let second = Received<Int>()
        let a = sums.subscribe(onValue: { first.append($0) })
        source.send(1)
        source.send(2)
        let b = sums.subscribe(onValue: { second.append($0) })
        source.send(3)
        #expect(first.values == [1, 3, 6])
        #expect(second.values == [3])
        withExtendedLifetime((a, b)) {}
    }

    @Test func removeDuplicatesDropsRepeats() {
        #expect(marbles("1-1-2-2-1(11)|") { $0.removeDuplicates() } == "1---2---1-|")
    }

    @Test func removeDuplicatesComparesWithTheLastDeliveredValue() {
        // 2 duplicates 1 and is dropped; 3 is compared with 1 (delivered), not 2 (dropped).
        #expect(marbles("1-2-3-4-|") { $0.removeDuplicates { abs($0 - $1) <= 1 } } == "1---3---|")
    }

    @Test func removeDuplicatesKeepsOneLastValuePerSubscriber() {
        let source = EventSource<Int, Never>()
        let distinct = source.stream.removeDuplicates()
        let first = Received<Int>()
        let second = Received<Int>()
        let a = distinct.subscribe(onValue: { first.append($0) })
        source.send(1)
        let b = distinct.subscribe(onValue: { second.append($0) })
        source.send(1)
        #expect(first.values == [1])
        #expect(second.values == [1])
        withExtendedLifetime((a, b)) {}
    }

    @Test func operatorsChain() {
        let chained = marbles("1-2-3-4-5-|") { stream in
            stream.filter { $0 != 3 }.map { $0 * 2 }.scan(0, +).compactMap { $0 < 10 ? $0 : nil }
        }
        #expect(chained == "2-6-------|")
    }

    @Test(arguments: OperatorKind.allCases)
    func operatorStopsAtTheFirstTerminalEvent(_ kind: OperatorKind) {
        // An upstream that breaks the contract: events after its termination.
        let rogue = EventStream<Int, TestFailure> { handler in
            handler(.value(1))
            handler(.finished)
            handler(.value(2))
            handler(.failed(TestFailure()))
            handler(.finished)
            return Subscription {}
        }
        let received = Received<StreamEvent<Int, TestFailure>>()
        let subscription = kind.apply(to: rogue, probe: Probe()).subscribe { received.append($0) }
        #expect(received.values == [.value(1), .finished])
        withExtendedLifetime(subscription) {}
    }

    @Test(arguments: OperatorKind.allCases)
    func operatorReleasesItsClosuresOnTermination(_ kind: OperatorKind) {
        let hoarder = Hoarder()
        weak var weakProbe: Probe?
        let subscription: Subscription
        do {
            let probe = Probe()
            weakProbe = probe
            subscription = kind.apply(to: hoarder.stream, probe: probe).subscribe(onValue: { _ in probe.touch() })
        }
        hoarder.send(.value(1))
        #expect(weakProbe != nil)
        // The upstream keeps its handler forever; the stage must let go by itself.
        hoarder.send(.finished)
        #expect(weakProbe == nil)
        withExtendedLifetime(subscription) {}
    }

    @Test(arguments: OperatorKind.allCases)
    func operatorReleasesItsClosuresOnCancel(_ kind: OperatorKind) {
        let hoarder = Hoarder()
        let received = Received<StreamEvent<Int, TestFailure>>()
        weak var weakProbe: Probe?
        let subscription: Subscription
        do {
            let probe = Probe()
            weakProbe = probe
            subscription = kind.apply(to: hoarder.stream, probe: probe).subscribe { event in
                probe.touch()
                received.append(event)
            }
        }
        hoarder.send(.value(1))
        subscription.cancel()
        #expect(weakProbe == nil)
        hoarder.send(.value(1))
        #expect(received.values == [.value(1)])
    }
}

/// Each operator, built so that its closures (if it has any) capture a probe.
enum OperatorKind: String, CaseIterable, Sendable {
    case map, compactMap, filter, scan, removeDuplicates, merge, prefixUntilOutput

    func apply(to stream: EventStream<Int, TestFailure>, probe: Probe) -> EventStream<Int, TestFailure> {
        switch self {
        case .map:
            stream.map { value in
                probe.touch()
                return value
            }
        case .compactMap:
            stream.compactMap { value in
                probe.touch()
                return value
            }
        case .filter:
            stream.filter { _ in
                probe.touch()
                return true
            }
        case .scan:
            stream.scan(0) { _, value in
                probe.touch()
                return value
            }
        case .removeDuplicates:
            stream.removeDuplicates { _, _ in
                probe.touch()
                return false
            }
        case .merge:
            stream.merge(with: EventSource<Int, TestFailure>().stream)
        case .prefixUntilOutput:
            stream.prefix(untilOutputFrom: EventSource<Void, Never>().stream)
        }
    }
}

/// An upstream that keeps every handler it is given, and never lets go, even after termination.
final class Hoarder: Sendable {
    private let handlers = Received<@Sendable (StreamEvent<Int, TestFailure>) -> Void>()

    var stream: EventStream<Int, TestFailure> {
        EventStream { handler in
            self.handlers.append(handler)
            return Subscription {}
        }
    }

    func send(_ event: StreamEvent<Int, TestFailure>) {
        for handler in handlers.values { handler(event) }
    }
}
