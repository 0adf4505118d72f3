import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorTesting
import Testing

@MainActor
@Suite struct RejectedOperationTests {
    @Test func startingTheTreeTwiceIsRefusedAndLogged() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        world.log.skipReceivedEvents()

        #expect(throws: CoordinatorError.treeAlreadyStarted) { try world.tree.start() }
        try world.log.expect(["app: REJECTED start tree: the tree was already started"])
        world.expectEverythingReleased()
    }

    @Test func startingAChildThatAlreadyHasAParentIsRefusedAndTheTreeIsUnchanged() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let root = try world.root(as: NodeCoordinator.self)
            let first = NodeCoordinator()
            let second = NodeCoordinator()
            let child = NodeCoordinator()
            world.watch(child, "child")
            try root.flow.startChild(first, named: "first")
            try root.flow.startChild(second, named: "second")
            try first.flow.startChild(child, named: "child")
            let before = world.tree.snapshot()
            world.log.skipReceivedEvents()

            #expect(throws: CoordinatorError.alreadyHasParent(child: "app/first/child", parent: "app/first")) {
                try second.flow.startChild(child, named: "child")
            }
            #expect(world.tree.snapshot() == before)
            try world.log.expect([
                "app/second: REJECTED start child child: app/first/child already has a parent (app/first)"
            ])
        }
        world.expectEverythingReleased()
    }

    @Test func makingACoordinatorItsOwnAncestorIsRefused() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let root = try world.root(as: NodeCoordinator.self)
            let middle = NodeCoordinator()
            let leaf = NodeCoordinator()
            try root.flow.startChild(middle, named: "middle")
            try middle.flow.startChild(leaf, named: "leaf")
            let before = world.tree.snapshot()

            #expect(throws: CoordinatorError.wouldCreateCycle(path: "app/middle")) {
                try leaf.flow.startChild(middle, named: "middle")
            }
            #expect(throws: CoordinatorError.wouldCreateCycle(path: "app/middle/leaf")) {
                try leaf.flow.startChild(leaf, named: "leaf")
            }
            #expect(world.tree.snapshot() == before)
        }
        world.expectEverythingReleased()
    }

    @Test func startingTheRootCoordinatorAsAChildOfItsOwnTreeIsRefused() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            // The root's object is known to the registry as a child's is (its identity is taken
            // when its node is made): starting it again anywhere in its tree is a cycle.
            let root = try world.root(as: NodeCoordinator.self)
            let child = NodeCoordinator()
            try root.flow.startChild(child, named: "child")
            let before = world.tree.snapshot()

            #expect(throws: CoordinatorError.wouldCreateCycle(path: "app")) {
                try root.flow.startChild(root, named: "again")
            }
            #expect(throws: CoordinatorError.wouldCreateCycle(path: "app")) {
                try child.flow.startChild(root, named: "again")
            }
            #expect(world.tree.snapshot() == before)
        }
        world.expectEverythingReleased()
    }

    @Test func startingAFinishedCoordinatorIsRefused() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let root = try world.root(as: NodeCoordinator.self)
            let child = NodeCoordinator()
            try root.flow.startChild(child, named: "child")
            child.flow.finish()

            #expect(throws: CoordinatorError.alreadyFinished(path: "app/child")) {
                try root.flow.startChild(child, named: "child")
            }
            #expect(root.flow.children.isEmpty)
        }
        world.expectEverythingReleased()
    }

    @Test func finishingTwiceIsALoggedNoOp() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        var results: [Result<Void, TeardownReason>] = []
        do {
            let root = try world.root(as: NodeCoordinator.self)
            let child = NodeCoordinator()
            try root.flow.startChild(child, named: "child") { results.append($0) }
            child.flow.finish()
            world.log.skipReceivedEvents()

            child.flow.finish()
            child.flow.cancel()

            try world.log.expect([
                "app/child: REJECTED finish: app/child already finished",
                "app/child: REJECTED end (cancelled): app/child already finished",
            ])
        }
        #expect(results.count == 1)
        world.expectEverythingReleased()
    }

    @Test func resumingACoordinatorThatIsNotPausedIsALoggedNoOp() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        world.log.skipReceivedEvents()

        world.tree.root?.resume()
        world.tree.root?.pause()
        world.tree.root?.pause()

        try world.log.expect([
            "app: REJECTED resume: app is active, not paused",
            "app: paused",
            "app: REJECTED pause: app is paused, not active",
        ])
        world.expectEverythingReleased()
    }

    @Test func aFinishedParentCannotStartChildren() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let root = try world.root(as: NodeCoordinator.self)
            let parent = NodeCoordinator()
            try root.flow.startChild(parent, named: "parent")
            parent.flow.finish()
            let orphan = NodeCoordinator()
            world.watch(orphan, "orphan")

            #expect(throws: CoordinatorError.parentNotRunning(path: "app/parent", state: .finished)) {
                try parent.flow.startChild(orphan, named: "orphan")
            }
            #expect(orphan.started == nil, "it never ran")
        }
        world.expectEverythingReleased()
    }

    @Test func hooksAskedOfAnEndedFlowAreRefusedLoggedAndReleaseTheirCaptures() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let root = try world.root(as: NodeCoordinator.self)
            let child = NodeCoordinator()
            try root.flow.startChild(child, named: "child")
            let flow = child.flow
            flow.cancel()
            world.log.skipReceivedEvents()

            // What each hook captures: a flow that ended must not keep it alive.
            weak var captured: ProbeObject?
            do {
                let probe = ProbeObject()
                captured = probe
                flow.onEnd { _ in _ = probe }
                flow.onPause { _ = probe }
                flow.onResume { _ = probe }
                flow.routeBubbledIntents { _, _ in
                    _ = probe
                    return .unhandled
                }
            }
            #expect(captured == nil)
            let refusal = "app/child has ended; the action would never run"
            try world.log.expect([
                "app/child: REJECTED onEnd: \(refusal)", "app/child: REJECTED onPause: \(refusal)",
                "app/child: REJECTED onResume: \(refusal)", "app/child: REJECTED routeBubbledIntents: \(refusal)",
            ])
        }
        world.expectEverythingReleased()
    }
}

/// An object a closure captures, to see whether the closure was kept.
private final class ProbeObject {}
