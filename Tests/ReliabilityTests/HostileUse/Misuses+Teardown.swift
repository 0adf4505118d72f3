import ReactiveCoordinator
import ReactiveCoordinatorTesting
import TestSupport
import Testing

extension Misuse {
    /// Calls into the tree while part of it is being torn down, and trees dropped while running.
    static let teardown: [Misuse] = [
        Misuse("finish the parent from its child's didEnd") {
            let world = World()
            try world.tree.start()
            do {
                let parent = try world.startChild("parent", of: world.root())
                let child = try world.startChild("child", of: parent) { child in
                    child.onDidEnd = { child, _ in child.flow.parent?.hook?.flow.finish(with: "from child") }
                }
                try world.startChild("sibling", of: parent)
                world.log.skipReceivedEvents()

                child.flow.finish(with: "child done")
                #expect(parent.flow.outcome == .success("from child"))
            }
            // The parent's end runs inside the child's: its other children first, then itself.
            // The child's own end reaches the parent last, after the parent's teardown.
            try world.log.expect([
                "app/parent/child: torn down (finished)",
                "app/parent/sibling: torn down (parent torn down)",
                "app/parent: child sibling ended: parent torn down",
                "app/parent: torn down (finished)",
                "app: child parent finished with from child",
                "app/parent: child child finished with child done",
            ])
            #expect(try world.root().flow.children.isEmpty)
            world.expectEverythingReleased()
        },
        Misuse("finish the parent from its child's didEnd while the parent is torn down") {
            let world = World()
            try world.tree.start()
            do {
                let parent = try world.startChild("parent", of: world.root())
                try world.startChild("child", of: parent) { child in
                    child.onDidEnd = { child, _ in child.flow.parent?.hook?.flow.finish(with: "from child") }
                }
                world.log.skipReceivedEvents()

                parent.flow.cancel()
                #expect(parent.flow.outcome == .failure(.cancelled))
            }
            try world.log.expect([
                "app/parent/child: torn down (parent torn down)",
                "app/parent: REJECTED finish: app/parent already finishing",
                "app/parent: child child ended: parent torn down",
                "app/parent: torn down (cancelled)",
                "app: child parent ended: cancelled",
            ])
            world.expectEverythingReleased()
        },
        Misuse("start a child from a child's didEnd while the parent is torn down") {
            let world = World()
            try world.tree.start()
            var thrown: [CoordinatorError] = []
            do {
                let parent = try world.startChild("parent", of: world.root())
                try world.startChild("child", of: parent) { [shelf = world.shelf] child in
                    child.onDidEnd = { child, _ in
                        let late = HookCoordinator()
                        late.onStart = { $0.showAndBind("late", on: shelf) { _, _ in .handled } }
                        do throws(CoordinatorError) {
                            try child.flow.parent?.hook?.flow.startChild(late, named: "late")
                        } catch {
                            thrown.append(error)
                        }
                    }
                }
                world.log.skipReceivedEvents()

                parent.flow.cancel()
            }
            // Otherwise the late child would outlive its torn-down parent: a zombie with a screen.
            #expect(thrown == [.parentEnding(path: "app/parent")])
            try world.log.expect([
                "app/parent/child: torn down (parent torn down)",
                "app/parent: REJECTED start child late: app/parent is being torn down and cannot start children",
                "app/parent: child child ended: parent torn down",
                "app/parent: torn down (cancelled)",
                "app: child parent ended: cancelled",
            ])
            #expect(world.shelf.screens.isEmpty)
            world.expectEverythingReleased()
        },
        Misuse("cancel a coordinator from its own didEnd") {
            let world = World()
            try world.tree.start()
            try world.startChild("child", of: world.root()) { child in
                child.onDidEnd = { child, _ in child.flow.cancel() }
            }
            world.log.skipReceivedEvents()

            try world.root().flow.children.first?.cancel()

            try world.log.expect([
                "app/child: torn down (cancelled)",
                "app/child: REJECTED end (cancelled): app/child already finished",
                "app: child child ended: cancelled",
            ])
            world.expectEverythingReleased()
        },
        Misuse("release a screen while its intent is being routed") {
            let world = World()
            try world.startTree(withScreenChild: "child") { [shelf = world.shelf] child, _ in
                if let screen = child.flow.boundScreen as? ProbeScreen { shelf.remove(screen) }
                #expect(child.flow.state == .active)
                return .handled
            }

            world.tap("child", .go)

            // The release is seen once the delivery under way is over: routed, then torn down.
            try world.log.expect([
                "app/child: intent go from TestScreen<ProbeIntent>",
                "app/child: routed go",
                "app/child: torn down (screen released)",
                "app: child child ended: screen released",
            ])
            world.expectEverythingReleased()
        },
        Misuse("send an intent from a screen whose coordinator has ended") {
            let world = World()
            try world.tree.start()
            do {
                let child = try world.startScreenChild("child", of: world.root())
                child.flow.cancel()
            }
            world.log.skipReceivedEvents()

            world.tap("child", .go)

            // The route went with the coordinator: nothing is routed, and the audit names the
            // screen the hierarchy still holds as a zombie until it lets go.
            try world.log.expectNoMoreEvents()
            let zombies = world.tree.leakReport().leaks
            #expect(zombies.map(\.name) == ["TestScreen<ProbeIntent>"])
            world.expectEverythingReleased()
        },
        Misuse("drop a running tree without cancelling it") {
            var ended: [String] = []
            weak var weakTree: CoordinatorTree?
            weak var weakRoot: HookCoordinator?
            weak var weakChild: HookCoordinator?
            let shelf = ScreenShelf()
            do {
                let root = HookCoordinator()
                root.onDidEnd = { ended.append("\($0.flow.name) \($1)") }
                let tree = CoordinatorTree(root: root, named: "app")
                weakTree = tree
                weakRoot = root
                try tree.start()
                let child = HookCoordinator()
                child.onStart = { $0.showAndBind("child", on: shelf) { _, _ in .handled } }
                child.onDidEnd = { ended.append("\($0.flow.name) \($1)") }
                weakChild = child
                try root.flow.startChild(child, named: "child")
            }

            // Dropping the tree cancels it, as dropping a subscription token does.
            #expect(weakTree == nil && weakRoot == nil && weakChild == nil)
            #expect(ended == ["child parent torn down", "app cancelled"])
            shelf.screen(titled: "child")?.tap(.go)
            shelf.removeAll()
        },
        Misuse("drop the tree while a parent awaits its child with run") {
            let shelf = ScreenShelf()
            var tree: CoordinatorTree? = CoordinatorTree(root: HookCoordinator(), named: "app")
            try tree?.start()
            weak var weakChild: HookCoordinator?
            let waiting = Task { @MainActor [root = tree?.root?.hook] in
                let child = HookCoordinator()
                child.onStart = { $0.showAndBind("child", on: shelf) { _, _ in .handled } }
                weakChild = child
                return try await root?.flow.run(child, named: "child")
            }
            while weakChild?.startedFlow?.state != .active { await Task.yield() }

            tree = nil

            // The awaiting task keeps the root alive, but the tree's end still reaches the child,
            // so the await returns instead of hanging on a screen that stays on the shelf.
            #expect(try await waiting.value?.failure == .parentTornDown)
            #expect(weakChild == nil)
            #expect(shelf.screens.count == 1)
            shelf.removeAll()
        },
    ]
}
