import ReactiveCoordinator
import Streams
import TestSupport
import Testing

/// Main-actor objects released on another thread still do their deinit's work, on the main actor.
///
/// The tree, a main-actor source and a subscription do main-actor work in their deinit; when
/// their last reference goes away on another thread, the deinit runs on the main actor, in a job
/// of its own, soon after. That is the contract of
/// `isolated deinit`, which Swift 6.2 back-deploys below iOS 18.4 / macOS 15.4 for the main actor.
@MainActor
@Suite struct MainActorDeinitTests {
    @Test func aTreeReleasedOnAnotherThreadIsTornDownOnTheMainActor() async throws {
        let holder = Shared<CoordinatorTree?>(nil)
        weak var root: NodeCoordinator?
        do {
            let node = NodeCoordinator()
            let tree = CoordinatorTree(root: node, named: "app")
            try tree.start()
            root = node
            holder.value = tree
        }
        #expect(root?.flow.state == .active)

        await Task.detached { _ = holder.exchange(nil) }.value

        await Self.mainActorTurns(until: { root == nil })
        #expect(root == nil, "the tree's deinit cancelled its root and released it")
    }

    @Test func aMainActorSourceReleasedOnAnotherThreadFinishesItsSubscribers() async {
        let holder = Shared<MainActorSource<Int, Never>?>(MainActorSource())
        var ends: [String] = []
        let subscription = holder.value?.stream.subscribe(onValue: { _ in }, onTermination: { ends.append("\($0)") })

        await Task.detached { _ = holder.exchange(nil) }.value

        await Self.mainActorTurns(until: { !ends.isEmpty })
        #expect(ends == ["finished"])
        withExtendedLifetime(subscription) {}
    }

    @Test func aSubscriptionReleasedOnAnotherThreadStopsAndReleasesItsHandler() async {
        let source = MainActorSource<Int, Never>()
        weak var weakProbe: Probe?
        let holder = Shared<MainActorSubscription?>(nil)
        do {
            let probe = Probe()
            weakProbe = probe
            holder.value = source.stream.subscribe(onValue: { _ in probe.touch() })
        }

        await Task.detached { _ = holder.exchange(nil) }.value

        await Self.mainActorTurns(until: { weakProbe == nil })
        #expect(weakProbe == nil)
        #expect(source.subscriberCount == 0)
    }

    /// Lets the main actor run the jobs queued on it (the deinit is one), until `done` or a
    /// bound that a deinit never queued would reach.
    private static func mainActorTurns(until done: () -> Bool) async {
        for _ in 0..<10_000 where !done() { await Task.yield() }
    }
}
