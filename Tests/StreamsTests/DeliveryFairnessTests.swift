import Foundation
import Streams
import Testing

/// A thread that delivers other threads' events must get away eventually.
@Suite struct DeliveryFairnessTests {
    // The limit catches a delivering thread that never gets away (a livelock), not slowness: a
    // loaded 2-core machine under the thread sanitizer has taken over a minute.
    @Test(.timeLimit(.minutes(5)))
    func aSteadySenderOnAnotherThreadCannotKeepADeliveringThreadForEver() async {
        let source = EventSource<Int, Never>()
        let go = Flag()
        let stop = Flag()
        let finished = Flag()
        let sent = Counter()
        let received = Counter()
        Thread {
            while !go.isSet { usleep(100) }
            while !stop.isSet {
                source.send(1)
                sent.increment()
            }
            finished.set()
        }
        .start()
        // While this thread delivers 0, the sender starts, and every value it sends from then on
        // is queued for this thread to deliver. Without a hand-off, `send(0)` would never return,
        // and so the sender would never be told to stop.
        let subscription = source.stream.subscribe(onValue: { value in
            received.increment()
            guard value == 0 else { return }
            go.set()
            // Sleeps rather than spins, so the sender gets a core even on a busy machine.
            while sent.value < 10 { usleep(50) }
        })

        source.send(0)
        stop.set()
        while !finished.isSet { try? await Task.sleep(for: .milliseconds(1)) }

        // Every send has returned, so everything queued has been delivered: nothing stranded.
        #expect(sent.value >= 10)
        #expect(received.value == sent.value + 1)
        subscription.cancel()
    }
}

/// A flag threads can set and read without a lock (a lock here would starve the sender).
private final class Flag: Sendable {
    private let storage = AtomicFlag(false)
    var isSet: Bool { storage.load(ordering: .acquiring) }
    func set() { storage.store(true, ordering: .releasing) }
}

/// A counter threads can bump and read without a lock.
private final class Counter: Sendable {
    private let storage = AtomicInteger(0)
    var value: Int { storage.load(ordering: .acquiring) }
    func increment() { _ = storage.wrappingAdd(1, ordering: .acquiringAndReleasing) }
}
