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
                    try root.flow.startChild(child, named: "child")
                }
                #expect(root.flow.children.count == 1)
            }
            try world.log.expect(["app: REJECTED start child child: app/child already has a parent (app)"])
            world.expectEverythingReleased()
        },
        Misuse("start another tree's running root as a child") {
            let world = World()
            let other = World(root: HookCoordinator(), named: "other")
            try world.tree.start()
            try other.tree.start()
            world.log.skipReceivedEvents()

            #expect(throws: CoordinatorError.alreadyStarted(path: "other")) {
                try world.root().flow.startChild(try other.root(), named: "other")
            }

            try world.log.expect(["app: REJECTED start child other: other was already started"])
            try other.log.expect(["other: started"])
            world.expectEverythingReleased()
            other.expectEverythingReleased()
        },
        Misuse("use one root for two trees") {
            let first: CoordinatorTree
            weak var weakRoot: HookCoordinator?
            do {
                let root = HookCoordinator()
                weakRoot = root
                first = CoordinatorTree(root: root, named: "app")
                let second = CoordinatorTree(root: root, named: "app")
                let secondLog = EventLogRecorder(second)
                try first.start()

                #expect(throws: CoordinatorError.alreadyStarted(path: "app")) { try second.start() }

                try secondLog.expect(["app: REJECTED start tree: app was already started"])
                #expect(second.leakReport().alive.isEmpty)
            }
            // The second tree held the root until it went: only then can the first let go of it.
            first.cancel()
            #expect(first.leakReport().alive.isEmpty)
            #expect(weakRoot == nil)
        },
        Misuse("finish twice") {
            let world = World()
            try world.tree.start()
            var results: [Result<String, TeardownReason>] = []
            do {
                let child = HookCoordinator()
                world.watch(child, "child")
                try world.root().flow.startChild(child, named: "child") { results.append($0) }
                child.flow.finish(with: "first")
                world.log.skipReceivedEvents()

                child.flow.finish(with: "second")
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
                child.flow.finish(with: "done")
                world.log.skipReceivedEvents()

                child.flow.cancel()
                #expect(child.flow.outcome == .success("done"))
            }
            try world.log.expect(["app/child: REJECTED end (cancelled): app/child already finished"])
            world.expectEverythingReleased()
        },
        Misuse("resume a finished coordinator") {
            let world = World()
            try world.tree.start()
            do {
                let child = try world.startChild("child", of: world.root())
                child.flow.cancel()
                world.log.skipReceivedEvents()

                child.flow.erased.resume()
                child.flow.erased.pause()
                #expect(child.flow.state == .finished)
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
                child.flow.finish(with: "done")
                world.log.skipReceivedEvents()

                #expect(throws: CoordinatorError.alreadyFinished(path: "app/child")) {
                    try root.flow.startChild(child, named: "child")
                }
                #expect(root.flow.children.isEmpty)
            }
            try world.log.expect(["app: REJECTED start child child: app/child already finished and cannot start again"])
            world.expectEverythingReleased()
        },
        Misuse("bind a screen on a finished coordinator") {
            let world = World()
            try world.tree.start()
            weak var weakScreen: ProbeScreen?
            do {
                let child = try world.startChild("child", of: world.root())
                child.flow.cancel()
                world.log.skipReceivedEvents()
                let screen = ProbeScreen("late")
                weakScreen = screen
                world.shelf.show(screen)

                child.flow.bind(to: screen) { _ in .handled }
                screen.tap(.go)
                #expect(child.flow.boundScreen == nil)
            }
            try world.log.expect([
                "app/child: REJECTED bind: app/child is finished; only a running coordinator routes screens"
            ])
            world.expectEverythingReleased()
            #expect(weakScreen == nil)
        },
    ]
}
