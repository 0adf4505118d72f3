import Foundation
import ReactiveCoordinator
import SeededRandom
import Streams
import TestSupport
import Testing

/// The coordinator layer's streams are main-actor streams: whatever other threads do at their
/// thread-agnostic edges, an intent sent on the main actor is routed and logged before `send`
/// returns, in order.
@MainActor
@Suite struct MainActorRoutingContractTests {
    /// 100,000 at the full size (`REACTIVE_COORDINATOR_TEST_SIZE`), 5,000 by default: its churning
    /// threads take the cores the other tests need.
    static let intents = TestSize.pick(reduced: 5_000, full: 100_000)
    static let churners = 4

    @Test(.tags(.stress))
    func intentsAreRoutedAndLoggedBeforeSendReturnsWhileOtherThreadsChurnTheEdges() async throws {
        let seed = Scale.seed()
        var routed: [Int] = []
        var logged: [Int] = []
        let world = World()
        try world.root().onStart = { root in
            root.showAndBind("feed", on: world.shelf) { _, intent in
                if case .other(let number) = intent { routed.append(number) }
                return .handled
            }
        }
        let logging = world.tree.events.subscribe(onValue: { event in
            if case .routed(let intent, nil) = event.kind, let number = Int(intent.description.dropFirst(6).dropLast())
            {
                logged.append(number)
            }
        })
        try world.tree.start()
        var screen = try #require(world.shelf.screen(titled: "feed"))

        // The edges other threads may use, taken on the main actor.
        let edges = Edges(
            log: world.tree.events.eventStream,
            intents: screen.intents.stream.eventStream,
            results: try world.root().flow.results.eventStream)
        let stop = StopFlag()
        let (started, starting) = AsyncStream<Void>.makeStream()
        let (reports, reporting) = AsyncStream<ChurnReport>.makeStream()
        // Threads of their own, not tasks: a task that never suspends would hold one of the
        // cooperative pool's few threads, and the others might never start.
        for index in 0..<Self.churners {
            Thread {
                reporting.yield(edges.churn(seed: seed &+ UInt64(index), until: stop, started: starting))
            }
            .start()
        }
        // Every churning thread is under way before the first intent is sent.
        var waiting = started.makeAsyncIterator()
        for _ in 0..<Self.churners { _ = await waiting.next() }

        var late = 0
        for number in 0..<Self.intents {
            screen.intents.send(.other(number))
            if routed.last != number || logged.last != number { late += 1 }
        }
        stop.raise()
        var report = ChurnReport()
        var finished = reports.makeAsyncIterator()
        for _ in 0..<Self.churners { report.add(await finished.next() ?? ChurnReport()) }

        #expect(late == 0, "seed \(seed): \(late) intents were not routed and logged when send returned")
        #expect(routed == Array(0..<Self.intents), "seed \(seed): routes out of order")
        #expect(logged == routed, "seed \(seed): the log disagrees with the routes")
        #expect(report.subscriptions > 0, "seed \(seed): the other threads never subscribed")
        #expect(report.outOfOrder == 0, "seed \(seed): an edge subscriber saw intents out of order")
        print(
            "main-actor routing contract (seed \(seed)): \(Self.intents) intents routed and logged in order while "
                + "\(Self.churners) threads made \(report.subscriptions) subscriptions to the edges and saw "
                + "\(report.values) values")
        withExtendedLifetime(logging) {}
        screen = ProbeScreen("unshown")  // let go of the shown one
        world.expectEverythingReleased()
    }
}

/// The thread-agnostic edges of a tree's streams.
private struct Edges: Sendable {
    let log: EventStream<CoordinatorEvent, Never>
    let intents: EventStream<ProbeIntent, Never>
    let results: EventStream<String, TeardownReason>

    /// Subscribes and cancels at random until told to stop, checking each subscriber's order.
    func churn(seed: UInt64, until stop: StopFlag, started: AsyncStream<Void>.Continuation) -> ChurnReport {
        var random = SplitMix64(seed: seed)
        var report = ChurnReport()
        var held: [(Subscription, IntentOrder)] = []
        let first = IntentOrder()
        held.append((intents.subscribe { event in if case .value(.other(let n)) = event { first.see(n) } }, first))
        report.subscriptions += 1
        started.yield()
        while !stop.isRaised {
            if held.count < 8 && random.next(below: 3) != 0 {
                let order = IntentOrder()
                let subscription =
                    switch random.next(below: 3) {
                    case 0: log.subscribe { _ in order.count() }
                    case 1: intents.subscribe { event in if case .value(.other(let n)) = event { order.see(n) } }
                    default: results.subscribe { _ in order.count() }
                    }
                held.append((subscription, order))
                report.subscriptions += 1
            } else if !held.isEmpty {
                let (subscription, order) = held.remove(at: random.next(below: held.count))
                subscription.cancel()
                report.add(order)
            }
        }
        for (subscription, order) in held {
            subscription.cancel()
            report.add(order)
        }
        return report
    }
}

/// Tells the churning threads to stop.
private final class StopFlag: Sendable {
    private let raised = AtomicFlag(false)

    var isRaised: Bool {
        raised.load(ordering: .acquiring)
    }

    func raise() {
        raised.store(true, ordering: .releasing)
    }
}

/// What one edge subscriber saw: how many values, and whether intents came in order.
///
/// Behind TestSupport's `Shared` (an `NSLock`), not `Mutex`, which the thread sanitizer reports
/// as racing inside `withLock` on Linux.
private final class IntentOrder: Sendable {
    private let state = Shared((values: 0, last: -1, outOfOrder: 0))

    func count() {
        state.withValue { $0.values += 1 }
    }

    func see(_ number: Int) {
        state.withValue { state in
            state.values += 1
            if number <= state.last { state.outOfOrder += 1 }
            state.last = number
        }
    }

    var figures: (values: Int, outOfOrder: Int) {
        state.withValue { ($0.values, $0.outOfOrder) }
    }
}

private struct ChurnReport: Sendable {
    var subscriptions = 0
    var values = 0
    var outOfOrder = 0

    mutating func add(_ order: IntentOrder) {
        let figures = order.figures
        values += figures.values
        outOfOrder += figures.outOfOrder
    }

    mutating func add(_ other: ChurnReport) {
        subscriptions += other.subscriptions
        values += other.values
        outOfOrder += other.outOfOrder
    }
}
