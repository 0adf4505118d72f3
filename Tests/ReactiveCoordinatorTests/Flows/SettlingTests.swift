import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

/// `settle()` and owned work that was cancelled while suspended: its cancellation reaches it in a
/// later turn, a cancelled sleep through the global executor's thread.
@MainActor
@Suite struct SettlingTests {
    /// A root that owns one piece of work.
    final class Loader: KeepsItsFlow {
        private(set) var started: Flow<Void>?

        func start(_ flow: Flow<Void>) {
            started = flow
        }

        func load(_ work: @escaping @MainActor () async -> Void) -> CoordinatorTask {
            flow.task { await work() }
        }
    }

    /// Without the wait, settle returned before the cancelled sleep resumed about half the time
    /// here: 20 rounds make a pass by luck unlikely.
    @Test func settleReturnsOnceCancelledWorkHasReturned() async throws {
        for _ in 0..<20 {
            let tree = CoordinatorTree(root: Loader())
            let log = EventLogRecorder(tree)
            try tree.start()
            unowned let loader = try #require(tree.root?.coordinator as? Loader)
            let loading = loader.load { try? await Task.sleep(for: .seconds(60)) }

            loading.cancel()
            await tree.settle()

            #expect(loading.isFinished)
            log.expectEverythingReleased()
        }
    }

    @Test func settleGivesUpOnCancelledWorkThatIgnoresItsCancellation() async throws {
        let tree = CoordinatorTree(root: Loader())
        let log = EventLogRecorder(tree)
        try tree.start()
        unowned let loader = try #require(tree.root?.coordinator as? Loader)
        let gate = Gate()
        let stubborn = loader.load { await gate.wait() }
        await tree.settle()  // below iOS 26 the work starts on this turn: it must be waiting

        stubborn.cancel()
        let started = ContinuousClock.now
        await tree.settle()

        #expect(!stubborn.isFinished)
        #expect(ContinuousClock.now - started >= CoordinatorTree.cancelledWorkPatience)
        gate.open()
        await tree.settle()
        #expect(stubborn.isFinished)
        log.expectEverythingReleased()
    }

    /// Work that cannot be cancelled: it waits until the test opens the gate.
    @MainActor
    final class Gate {
        private var waiter: CheckedContinuation<Void, Never>?

        func wait() async {
            await withCheckedContinuation { waiter = $0 }
        }

        func open() {
            waiter?.resume()
            waiter = nil
        }
    }
}
