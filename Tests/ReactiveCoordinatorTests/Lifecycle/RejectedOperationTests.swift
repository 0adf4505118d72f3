import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

@MainActor
@Suite struct RejectedOperationTests {
    @Test func startingTheTreeTwiceIsRefusedAndLogged() throws {
        let world = Harness { _ in NodeCoordinator(name: "app") }
        try world.start()
        world.log.skipReceivedEvents()

        #expect(throws: CoordinatorError.treeAlreadyStarted) { try world.tree.start() }
        try world.log.expect(["app: REJECTED start tree: the tree was already started"])
        world.expectEverythingReleased()
    }

    @Test func startingAChildThatAlreadyHasAParentIsRefusedAndTheTreeIsUnchanged() throws {
        let world = Harness { _ in NodeCoordinator(name: "app") }
        try world.start()
        do {
            let root = try #require(world.tree.root)
            let first = NodeCoordinator(name: "first")
            let second = NodeCoordinator(name: "second")
            let child = NodeCoordinator(name: "child")
            world.watch(child, "child")
            try root.startChild(first)
            try root.startChild(second)
            try first.startChild(child)
            let before = world.tree.snapshot()
            world.log.skipReceivedEvents()

            #expect(throws: CoordinatorError.alreadyHasParent(child: "app/first/child", parent: "app/first")) {
                try second.startChild(child)
            }
            #expect(world.tree.snapshot() == before)
            try world.log.expect([
                "app/second: REJECTED start child child: app/first/child already has a parent (app/first)"
            ])
        }
        world.expectEverythingReleased()
    }

    @Test func makingACoordinatorItsOwnAncestorIsRefused() throws {
        let world = Harness { _ in NodeCoordinator(name: "app") }
        try world.start()
        do {
            let root = try #require(world.tree.root)
            let middle = NodeCoordinator(name: "middle")
            let leaf = NodeCoordinator(name: "leaf")
            try root.startChild(middle)
            try middle.startChild(leaf)
            let before = world.tree.snapshot()

            #expect(throws: CoordinatorError.wouldCreateCycle(path: "app/middle")) { try leaf.startChild(middle) }
            #expect(throws: CoordinatorError.wouldCreateCycle(path: "app/middle/leaf")) { try leaf.startChild(leaf) }
            #expect(world.tree.snapshot() == before)
        }
        world.expectEverythingReleased()
    }

    @Test func startingAFinishedCoordinatorIsRefused() throws {
        let world = Harness { _ in NodeCoordinator(name: "app") }
        try world.start()
        do {
            let root = try #require(world.tree.root)
            let child = NodeCoordinator(name: "child")
            try root.startChild(child)
            child.finish()

            #expect(throws: CoordinatorError.alreadyFinished(path: "app/child")) { try root.startChild(child) }
            #expect(root.children.isEmpty)
        }
        world.expectEverythingReleased()
    }

    @Test func finishingTwiceIsALoggedNoOp() throws {
        let world = Harness { _ in NodeCoordinator(name: "app") }
        try world.start()
        var results: [Result<Void, TeardownReason>] = []
        do {
            let root = try #require(world.tree.root)
            let child = NodeCoordinator(name: "child")
            try root.startChild(child) { results.append($0) }
            child.finish()
            world.log.skipReceivedEvents()

            child.finish()
            child.cancel()

            try world.log.expect([
                "app/child: REJECTED finish: app/child already finished",
                "app/child: REJECTED end (cancelled): app/child already finished",
            ])
        }
        #expect(results.count == 1)
        world.expectEverythingReleased()
    }

    @Test func resumingACoordinatorThatIsNotPausedIsALoggedNoOp() throws {
        let world = Harness { _ in NodeCoordinator(name: "app") }
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
        let world = Harness { _ in NodeCoordinator(name: "app") }
        try world.start()
        do {
            let root = try #require(world.tree.root)
            let parent = NodeCoordinator(name: "parent")
            try root.startChild(parent)
            parent.finish()
            let orphan = NodeCoordinator(name: "orphan")
            world.watch(orphan, "orphan")

            #expect(throws: CoordinatorError.parentNotRunning(path: "app/parent", state: .finished)) {
                try parent.startChild(orphan)
            }
            #expect(orphan.state == .idle)
        }
        world.expectEverythingReleased()
    }
}
