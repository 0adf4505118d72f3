import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import SeededRandom
import Testing

/// Every change a flow asks goes through one door (`Flow.apply`) and ends with exactly one
/// outcome, heard by whoever asked: at once when it applies or is rejected, later when it waits
/// for a back swipe, a drag, the changes before it or a guard (issue 35).
@MainActor
@Suite struct ChangeDoorTests {
    /// A screen nobody routes: what the door shows.
    @MainActor final class Plain {}

    /// A flow that only keeps its flow, for a test to ask changes of.
    @MainActor
    final class Host: Coordinator {
        private(set) var flow: Flow<Void>?
        func start(_ flow: Flow<Void>) { self.flow = flow }
    }

    /// A window whose root is a stack of one screen, and a tree whose root flow asks the changes.
    private func started() throws -> (HeadlessWindow, HeadlessStack, CoordinatorTree, EventLogRecorder, Flow<Void>) {
        let window = HeadlessWindow()
        let stack = HeadlessStack()
        try window.setRoot(stack)
        try stack.push(Plain())
        let host = Host()
        let tree = CoordinatorTree(root: host, named: "app")
        let log = EventLogRecorder(tree)
        try tree.start()
        return (window, stack, tree, log, try #require(host.flow))
    }

    @Test func aPushAskedDuringABackSwipeWaitsAndLandsOnTopOnceTheSwipeIsCancelled() throws {
        let (window, stack, tree, log, flow) = try started()
        flow.push(Plain(), on: stack)
        let swipe = try #require(stack.beginInteractivePop())
        var outcomes: [ChangeOutcome] = []
        #expect(!flow.apply(.push(Plain(), on: stack)) { outcomes.append($0) })
        #expect(stack.screens.count == 2)
        #expect(outcomes.isEmpty)

        swipe.cancel()
        #expect(stack.screens.count == 3)
        #expect(outcomes == [.applied])
        try log.expect([
            "app: started",
            "app: push Plain: waits for the user's back swipe from Plain",
            "app: push Plain: applied",
        ])
        tree.cancel()
        log.expectEverythingReleased {
            try window.setRoot(nil)
            try stack.setScreens([])
        }
    }

    @Test func aPushAskedDuringABackSwipeThatCompletesLandsOnTheScreenLeftOnTop() throws {
        let (window, stack, tree, log, flow) = try started()
        let bottom = try #require(stack.screens.first)
        flow.push(Plain(), on: stack)
        let swipe = try #require(stack.beginInteractivePop())
        var outcomes: [ChangeOutcome] = []
        flow.apply(.push(Plain(), on: stack)) { outcomes.append($0) }
        swipe.complete()
        #expect(stack.screens.count == 2)
        #expect(stack.screens.first === bottom)
        #expect(outcomes == [.applied])
        tree.cancel()
        log.expectEverythingReleased {
            try window.setRoot(nil)
            try stack.setScreens([])
        }
    }

    @Test func aChangeThatCanNeverBeRightIsRejectedAtOnceAndLoggedOnce() async throws {
        let (window, stack, tree, log, flow) = try started()
        log.skipReceivedEvents()
        let missing = Plain()
        #expect(await flow.apply(.pop(missing, from: stack)) == .rejected(reason: "Plain is not in stack"))
        try log.expect(["app: REJECTED pop Plain: Plain is not in stack"])
        tree.cancel()
        log.expectEverythingReleased {
            try window.setRoot(nil)
            try stack.setScreens([])
        }
    }

    @Test func anAwaitedPushOfAFlowThatEndsWhileItWaitsIsCancelledAndItsScreenReleased() async throws {
        let (window, stack, tree, log, flow) = try started()
        flow.push(Plain(), on: stack)
        let swipe = try #require(stack.beginInteractivePop())
        weak var waiting: Plain?
        let awaiting = Task { @MainActor in
            let screen = Plain()
            waiting = screen
            return await flow.apply(.push(screen, on: stack))
        }
        await tree.settle()
        #expect(waiting != nil)
        flow.cancel()
        #expect(await awaiting.value == .cancelled(reason: "its flow ended"))
        #expect(waiting == nil)
        swipe.cancel()
        #expect(stack.screens.count == 1)
        tree.cancel()
        log.expectEverythingReleased {
            try window.setRoot(nil)
            try stack.setScreens([])
        }
    }

    /// Each change's handler is called exactly once, over seeded sessions.
    ///
    /// Pushes, pops, presentations and dismissals are asked through the door while the user swipes
    /// back, drags sheets and answers a draft's guard, and flows end; the scene closes at the end.
    @Test(arguments: [3, 11, 99, 2027, 65_537] as [UInt64])
    func everyChangeAskedThroughTheDoorHearsExactlyOneOutcome(seed: UInt64) async throws {
        print("change door walk, seed \(seed)")
        var random = SplitMix64(seed: seed)
        let (window, stack, tree, log, host) = try started()
        let attempts = AttemptLog()
        var heard: [Int] = []
        var kinds: [String: Int] = [:]
        var swipe: InteractiveTransition?
        var drag: InteractiveTransition?
        var askers: [Flow<Void>] = []

        func ask(_ change: ScreenChange, of flow: Flow<Void>) {
            let id = heard.count
            heard.append(0)
            flow.apply(change) { outcome in
                heard[id] += 1
                kinds[String(describing: outcome).prefix { $0 != ":" && $0 != " " }.description, default: 0] += 1
            }
        }

        for _ in 0..<300 {
            let flow = askers.last.flatMap { random.next(below: 3) == 0 ? $0 : nil } ?? host
            switch random.next(below: 12) {
            case 0, 1:
                ask(.push(Plain(), on: stack), of: flow)
            case 2:
                if let top = stack.screens.last { ask(.pop(top, from: stack), of: flow) }
            case 3:
                ask(.present(Plain(), over: window.presentedScreens.last ?? stack, in: window), of: flow)
            case 4:
                ask(.dismiss(from: stack, in: window), of: flow)
            case 5:
                if swipe == nil { swipe = stack.beginInteractivePop() }
            case 6:
                if random.next(below: 2) == 0 { swipe?.cancel() } else { swipe?.complete() }
                swipe = nil
            case 7:
                if drag == nil { drag = window.beginInteractiveDismissal() }
            case 8:
                if random.next(below: 2) == 0 { drag?.cancel() } else { drag?.complete() }
                drag = nil
            case 9:
                if window.presentedScreens.isEmpty {
                    try? host.startChild(GuardedDraftCoordinator(window: window, over: stack, log: attempts))
                }
            case 10:
                _ = window.userTaps(button: random.next(below: 2) == 0 ? "Discard" : "Keep Editing")
            default:
                if let asker = askers.popLast(), random.next(below: 2) == 0 {
                    asker.cancel()
                } else {
                    let coordinator = Host()
                    try? host.startChild(coordinator)
                    if let flow = coordinator.flow { askers.append(flow) }
                }
            }
            await tree.settle()
        }
        tree.closeScene()
        await tree.settle()
        swipe?.cancel()
        drag?.cancel()
        print("seed \(seed): \(heard.count) changes asked, outcomes \(kinds.sorted { $0.key < $1.key })")

        #expect(heard.allSatisfy { $0 == 1 }, "seed \(seed): handlers called \(heard.filter { $0 != 1 })")
        #expect(kinds["applied", default: 0] > 0 && kinds.count > 2, "seed \(seed): too few kinds of outcome \(kinds)")
        askers.removeAll()
        log.expectEverythingReleased {
            try window.setRoot(nil)
            try stack.setScreens([])
        }
    }
}
