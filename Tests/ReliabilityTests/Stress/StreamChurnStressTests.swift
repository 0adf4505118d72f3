import SeededRandom
import Streams
import TestSupport
import Testing

@Suite(.tags(.stress))
struct StreamChurnStressTests {
    static let senders = 8
    /// Events pushed in all: 400,000 at the full size, 40,000 by default, and the 10 million of the
    /// reliability issue at `REACTIVE_COORDINATOR_TEST_SIZE=maximum`.
    static let events =
        Scale.isFull ? 10_000_000 : TestSize.pick(reduced: 40_000, full: 400_000)

    /// Events from eight tasks are never lost, repeated or late, whoever comes and goes.
    ///
    /// Eight tasks send their own numbered sequences into one source while a ninth subscribes and
    /// cancels at random: subscribers that stay, that are cancelled from outside, that cancel
    /// themselves mid-delivery, and that subscribe newcomers from inside their handler. The
    /// source is finished while the senders are still going.
    ///
    /// Checked for every subscriber, per sender: no value lost (no gap, and every value sent
    /// after it joined is there), none repeated or reordered, nothing after the terminal event,
    /// nothing started after `cancel()` returned, and the terminal event exactly once for those
    /// still subscribed at the end.
    @Test(.timeLimit(.minutes(10)))
    func eventsFromEightTasksWithSubscribersComingAndGoingAreNeverLostRepeatedOrLate() async throws {
        let seed = Scale.seed()
        let perSender = Self.events / Self.senders
        let source = EventSource<Int, Never>()
        let progress = SendProgress(senders: Self.senders)
        let registry = ChurnRegistry(senders: Self.senders, progress: progress)
        let finishedAt = Received<[Int]>()
        registry.subscribe(.stayer, to: source.stream)
        let clock = ContinuousClock()
        let start = clock.now

        await withTaskGroup(of: Void.self) { group in
            for sender in 0..<Self.senders {
                group.addTask {
                    await Self.send(perSender, from: sender, into: source, progress: progress)
                }
            }
            group.addTask {
                await Self.churn(
                    seed: seed, until: Self.events * 99 / 100, registry: registry, stream: source.stream,
                    progress: progress)
                finishedAt.append(progress.returnedSnapshot())
                source.finish()
            }
        }
        let elapsed = clock.now - start

        source.send(-1)
        let late = Received<StreamEvent<Int, Never>>()
        let lateSubscription = source.stream.subscribe { late.append($0) }
        #expect(late.values == [.finished])
        withExtendedLifetime(lateSubscription) {}

        let verdict = ChurnVerdict(registry.all, finishedAt: try #require(finishedAt.values.first))
        for subscriber in registry.all { subscriber.release() }
        #expect(verdict.violations.isEmpty, "seed \(seed): \(verdict.violations.prefix(20))")
        // Every kind of subscriber took part.
        #expect(verdict.stayers > 0 && verdict.cancelledFromOutside > 0)
        #expect(verdict.cancelledThemselves > 0 && verdict.spawned > 0)
        print(
            "stream stress (seed \(seed)): \(Self.events) events pushed by \(Self.senders) tasks, "
                + "\(verdict.delivered) deliveries to \(verdict.subscribers) subscribers "
                + "(\(verdict.cancelledFromOutside) cancelled from outside, \(verdict.cancelledThemselves) by "
                + "themselves, \(verdict.spawned) subscribed from a handler), \(elapsed)")
    }

    static func send(_ count: Int, from sender: Int, into source: EventSource<Int, Never>, progress: SendProgress) async
    {
        let started = progress.started[sender]
        let returned = progress.returned[sender]
        for sequence in 0..<count {
            started.value.store(sequence + 1, ordering: .sequentiallyConsistent)
            source.send(Stamp.make(sender: sender, sequence: sequence))
            returned.value.store(sequence + 1, ordering: .sequentiallyConsistent)
            // Let the other senders and the churn interleave on the shared cooperative threads.
            if sequence % 256 == 255 { await Task.yield() }
        }
    }

    /// Subscribes and cancels at random, one move each time `stride` more sends have returned,
    /// until `threshold` sends have; at most 6 subscribers of each kind that leaves are live.
    static func churn(
        seed: UInt64,
        until threshold: Int,
        registry: ChurnRegistry,
        stream: EventStream<Int, Never>,
        progress: SendProgress
    ) async {
        var random = SplitMix64(seed: seed)
        let stride = max(200, threshold / 2_000)
        var cancellable: [ChurnSubscriber] = []
        var selfCancelling: [ChurnSubscriber] = []
        var stayers = 1
        var spawners = 0
        var nextMove = 0
        var moves = 0
        while progress.returnedTotal < threshold {
            guard progress.returnedTotal >= nextMove else {
                await Task.yield()
                continue
            }
            nextMove += stride
            selfCancelling.removeAll { $0.didCancelItself }
            moves += 1
            // The first two moves are a spawner and a subscriber that cancels itself: the kinds a
            // slow run (a sanitizer's, under load) can leave out when the senders outrun this task
            // and it makes few moves. Every kind then takes part however the tasks are scheduled.
            let roll = moves == 1 ? 57 : moves == 2 ? 40 : Int.random(in: 0..<100, using: &random)
            if roll < 40 && cancellable.count < 6 {
                cancellable.append(registry.subscribe(.churned, to: stream))
            } else if roll < 55 && selfCancelling.count < 6 {
                let after = Int.random(in: 1...(stride * 4), using: &random)
                selfCancelling.append(registry.subscribe(.selfCancelling(after: after), to: stream))
            } else if roll < 57 && stayers < 2 {
                stayers += 1
                registry.subscribe(.stayer, to: stream)
            } else if roll < 59 && spawners < 2 {
                spawners += 1
                let at = Int.random(in: 1...stride, using: &random)
                selfCancelling.append(registry.subscribe(.spawner(at: at), to: stream))
            } else if !cancellable.isEmpty {
                cancellable.remove(at: Int.random(in: 0..<cancellable.count, using: &random)).cancelFromOutside()
            }
            await Task.yield()
        }
    }
}
