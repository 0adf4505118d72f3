import ReactiveCoordinator
import ReactiveCoordinatorTesting
import TestSupport
import Testing

extension Misuse {
    /// Illegal lifecycle moves: each a typed error or a logged no-op, the tree unchanged.
    static let lifecycle: [Misuse] = [
        Misuse("start the tree twice") {
            let world = World()
            try world.tree.start()
            world.log.skipReceivedEvents()

            #expect(throws: CoordinatorError.treeAlreadyStarted) { try world.tree.start() }

            try world.log.expect(["app: REJECTED start tree: the tree was already started"])
            world.expectEverythingReleased()
        },
        Misuse("start the same child twice") {
            let world = World()
            try world.tree.start()
            do {
                let root = try world.root()
                let child = try world.startChild("child", of: root)
                world.log.skipReceivedEvents()

                #expect(throws: CoordinatorError.alreadyHasParent(child: "app/child", parent: "app")) {
                    try root.startChild(child)
                }
                #expect(root.children.count == 1)
            }
            try world.log.expect(["app: REJECTED start child child: app/child already has a parent (app)"])
            world.expectEverythingReleased()
        },
        Misuse("start another tree's running root as a child") {
            let world = World()
            let other = World(root: HookCoordinator(name: "other"))
            try world.tree.start()
            try other.tree.start()
            world.log.skipReceivedEvents()

            #expect(throws: CoordinatorError.alreadyStarted(path: "other")) {
                try world.root().startChild(try other.root())
            }

            try world.log.expect(["app: REJECTED start child other: other was already started"])
            try other.log.expect(["other: started"])
            world.expectEverythingReleased()
            other.expectEverythingReleased()
        },
        Misuse("use one root for two trees") {
            let first: CoordinatorTree
            let second: CoordinatorTree
            weak var weakRoot: HookCoordinator?
            do {
                let root = HookCoordinator(name: "app")
                weakRoot = root
                first = CoordinatorTree(root: root)
                second = CoordinatorTree(root: root)
            }
            let secondLog = EventLogRecorder(second)
            try first.start()

            #expect(throws: CoordinatorError.alreadyStarted(path: "app")) { try second.start() }

            try secondLog.expect(["app: REJECTED start tree: app was already started"])
            first.cancel()
            #expect(first.leakReport().alive.isEmpty)
            #expect(second.leakReport().alive.isEmpty)
            #expect(weakRoot == nil)
        },
        Misuse("finish twice") {
            let world = World()
            try world.tree.start()
            var results: [Result<String, TeardownReason>] = []
            do {
                let child = HookCoordinator(name: "child")
                world.watch(child, "child")
                try world.root().startChild(child) { results.append($0) }
                child.finish(with: "first")
                world.log.skipReceivedEvents()

                child.finish(with: "second")
            }
            try world.log.expect(["app/child: REJECTED finish: app/child already finished"])
            #expect(results.count == 1)
            #expect((try? results.first?.get()) == "first")
            world.expectEverythingReleased()
        },
        Misuse("cancel after finish") {
            let world = World()
            try world.tree.start()
            do {
                let child = try world.startChild("child", of: world.root())
                child.finish(with: "done")
                world.log.skipReceivedEvents()

                child.cancel()
                #expect(child.outcome == .success("done"))
            }
            try world.log.expect(["app/child: REJECTED end (cancelled): app/child already finished"])
            world.expectEverythingReleased()
        },
        Misuse("resume a finished coordinator") {
            let world = World()
            try world.tree.start()
            do {
                let child = try world.startChild("child", of: world.root())
                child.cancel()
                world.log.skipReceivedEvents()

                child.resume()
                child.pause()
                #expect(child.state == .finished)
            }
            try world.log.expect([
                "app/child: REJECTED resume: app/child is finished, not paused",
                "app/child: REJECTED pause: app/child is finished, not active",
            ])
            world.expectEverythingReleased()
        },
        Misuse("restart a finished child") {
            let world = World()
            try world.tree.start()
            do {
                let root = try world.root()
                let child = try world.startChild("child", of: root)
                child.finish(with: "done")
                world.log.skipReceivedEvents()

                #expect(throws: CoordinatorError.alreadyFinished(path: "app/child")) { try root.startChild(child) }
                #expect(root.children.isEmpty)
            }
            try world.log.expect(["app: REJECTED start child child: app/child already finished and cannot start again"])
            world.expectEverythingReleased()
        },
        Misuse("start a child under a coordinator that never started") {
            let world = World()
            try world.tree.start()
            world.log.skipReceivedEvents()
            do {
                let idle = HookCoordinator(name: "idle")
                let orphan = HookCoordinator(name: "orphan")
                world.watch(idle, "idle")
                world.watch(orphan, "orphan")

                #expect(throws: CoordinatorError.parentNotRunning(path: "idle", state: .idle)) {
                    try idle.startChild(orphan)
                }
                #expect(orphan.state == .idle && orphan.parent == nil)
            }
            // Neither belongs to a tree, so there is no log to write to: the error is the report.
            try world.log.expectNoMoreEvents()
            world.expectEverythingReleased()
        },
        Misuse("bind a screen on a finished coordinator") {
            let world = World()
            try world.tree.start()
            weak var weakScreen: ProbeScreen?
            do {
                let child = try world.startChild("child", of: world.root())
                child.cancel()
                world.log.skipReceivedEvents()
                let screen = ProbeScreen("late")
                weakScreen = screen
                world.shelf.show(screen)

                child.bind(to: screen) { _ in .handled }
                screen.tap(.go)
                #expect(child.boundScreen == nil)
            }
            try world.log.expect([
                "app/child: REJECTED bind: app/child is finished; only a running coordinator routes screens"
            ])
            world.expectEverythingReleased()
            #expect(weakScreen == nil)
        },
    ]
}
