import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorTesting
import Testing

extension Misuse {
    /// Attempts to make the tree something other than a tree: each refused, the tree unchanged.
    static let treeShape: [Misuse] = [
        Misuse("make a coordinator its own child") {
            let world = World()
            try world.tree.start()
            do {
                let child = try world.startChild("child", of: world.root())
                world.log.skipReceivedEvents()

                #expect(throws: CoordinatorError.wouldCreateCycle(path: "app/child")) {
                    try child.flow.startChild(child, named: "child")
                }
            }
            try world.log.expect([
                "app/child: REJECTED start child child: attaching app/child would make it its own ancestor"
            ])
            world.expectEverythingReleased()
        },
        Misuse("make the root a child of its grandchild") {
            let world = World()
            try world.tree.start()
            do {
                let root = try world.root()
                let middle = try world.startChild("middle", of: root)
                let leaf = try world.startChild("leaf", of: middle)
                let before = world.tree.snapshot()
                world.log.skipReceivedEvents()

                #expect(throws: CoordinatorError.wouldCreateCycle(path: "app")) {
                    try leaf.flow.startChild(root, named: "app")
                }
                #expect(world.tree.snapshot() == before)
            }
            try world.log.expect([
                "app/middle/leaf: REJECTED start child app: attaching app would make it its own ancestor"
            ])
            world.expectEverythingReleased()
        },
        Misuse("move a child under its sibling") {
            let world = World()
            try world.tree.start()
            do {
                let root = try world.root()
                let first = try world.startChild("first", of: root)
                let second = try world.startChild("second", of: root)
                let before = world.tree.snapshot()
                world.log.skipReceivedEvents()

                #expect(throws: CoordinatorError.alreadyHasParent(child: "app/first", parent: "app")) {
                    try second.flow.startChild(first, named: "first")
                }
                #expect(world.tree.snapshot() == before)
            }
            try world.log.expect(["app/second: REJECTED start child first: app/first already has a parent (app)"])
            world.expectEverythingReleased()
        },
        Misuse("give a child's name to a sibling") {
            let world = World()
            try world.tree.start()
            do {
                let root = try world.root()
                try world.startChild("twin", of: root)
                try world.startChild("twin", of: root)
                #expect(root.flow.children.map(\.path) == ["app/twin", "app/twin-2"])
            }
            world.expectEverythingReleased()
        },
    ]
}
