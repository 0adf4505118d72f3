import Foundation
import Streams

/// Runs `body` on `count` new threads and returns when all have finished.
///
/// Threads, not tasks: a body that spins or never suspends holds no cooperative thread, so it
/// cannot starve other tests. `body` receives the thread's number, from 1, and a barrier the
/// threads share, so that they can start steps together.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int, SpinBarrier) -> Void) async {
    let barrier = SpinBarrier(count)
    await withTaskGroup(of: Void.self) { group in
        for number in 1...count {
            group.addTask {
                await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                    Thread.detachNewThread {
                        barrier.wait()
                        body(number, barrier)
                        finished.resume()
                    }
                }
            }
        }
    }
}

/// A reusable barrier for a fixed number of threads, which spin on it.
///
/// They spin first, so that threads arriving close together leave together, then yield, so that
/// a thread waiting for a late one leaves the processor to others.
final class SpinBarrier: Sendable {
    private let count: Int
    private let arrived = AtomicInteger(0)
    private let generation = AtomicInteger(0)

    init(_ count: Int) {
        self.count = count
    }

    /// Returns once every thread has called `wait()` as many times as this one.
    func wait() {
        let current = generation.load(ordering: .acquiring)
        if arrived.wrappingAdd(1, ordering: .acquiringAndReleasing) + 1 == count {
            arrived.store(0, ordering: .relaxed)
            generation.store(current + 1, ordering: .releasing)
            return
        }
        var spins = 0
        while generation.load(ordering: .acquiring) == current {
            spins += 1
            if spins > 10_000 { sched_yield() }
        }
    }
}
