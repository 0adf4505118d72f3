/// Work a test holds up: `wait()` returns once the test opens the gate, or at once when the task
/// waiting is cancelled (as a flow's owned work is when its flow ends).
///
/// A continuation, not an `AsyncStream`: iterating one from the main actor picks
/// `next(isolation:)`, which is newer than the package's platforms.
@MainActor
package final class TaskGate {
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0
    private var isOpen = false

    package init() {}

    /// Waits until ``open()`` is called, or the task is cancelled.
    package func wait() async {
        guard !isOpen else { return }
        let id = nextWaiter
        nextWaiter += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if isOpen || Task.isCancelled { continuation.resume() } else { waiters[id] = continuation }
            }
        } onCancel: {
            Task { @MainActor in self.release(id) }
        }
    }

    /// Lets every waiter go on, and those that come later pass at once.
    package func open() {
        isOpen = true
        let all = waiters.values
        waiters.removeAll()
        for waiter in all { waiter.resume() }
    }

    private func release(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume()
    }
}
