import Foundation
import Synchronization

/// Runs `body` on `count` new threads, released together, and returns when all have finished.
///
/// Each thread waits, yielding the processor, until every one has started, so their bodies overlap
/// as closely as threads can, independently of the cooperative pool and of other tests. `body`
/// receives the thread's number, from 1.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    let gate = StartGate()
    await withTaskGroup(of: Void.self) { group in
        for number in 1...count {
            group.addTask {
                await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                    Thread.detachNewThread {
                        gate.arrive(waitingFor: count)
                        body(number)
                        finished.resume()
                    }
                }
            }
        }
    }
}

/// A barrier for a fixed number of threads, which spin on it (yielding the processor).
private final class StartGate: Sendable {
    private let arrived = Atomic<Int>(0)

    func arrive(waitingFor count: Int) {
        arrived.add(1, ordering: .acquiringAndReleasing)
        while arrived.load(ordering: .acquiring) < count { sched_yield() }
    }
}
