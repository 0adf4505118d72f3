import ReactiveCoordinator
import ReactiveCoordinatorTesting
import TestSupport
import Testing

extension Misuse {
    /// Screens shared, rebound or routed in ways the docs warn about.
    static let routing: [Misuse] = [
        Misuse("bind one screen to two coordinators, then release it") {
            let world = World()
            try world.tree.start()
            do {
                let root = try world.root()
                let screen = ProbeScreen("shared")
                world.shelf.show(screen)
                let first = try world.startChild("first", of: root)
                let second = try world.startChild("second", of: root)
                first.flow.bind(to: screen) { _ in .handled }
                second.flow.bind(to: screen) { _ in .handled }
                world.log.skipReceivedEvents()
            }

            world.shelf.removeAll()

            try world.log.expect([
                "app/first: torn down (screen released)",
                "app: child first ended: screen released",
                "app/second: torn down (screen released)",
                "app: child second ended: screen released",
            ])
            world.expectEverythingReleased()
        },
        Misuse("bind a second screen, then release the first") {
            let world = World()
            try world.tree.start()
            do {
                let child = try world.startScreenChild("first", of: world.root())
                child.showAndBind("second", on: world.shelf) { _, _ in .handled }
                world.log.skipReceivedEvents()

                if let first = world.shelf.screen(titled: "first") { world.shelf.remove(first) }
                #expect(child.flow.state == .active)
            }
            // The binding moved; the first screen was only routed now, so its release ends nothing.
            try world.log.expect(["app/first: screen TestScreen<ProbeIntent> released"])
            world.expectEverythingReleased()
        },
        Misuse("an intent nobody handles, up to the root") {
            let world = World()
            try world.startTree(withScreenChild: "child") { _, _ in .unhandled }

            world.tap("child", .other(7))

            try world.log.expect([
                "app/child: intent other(7) from TestScreen<ProbeIntent>",
                "app/child: bubbled other(7) to parent",
                "app: UNHANDLED other(7)",
            ])
            world.expectEverythingReleased()
        },
        Misuse("a parent finishes while handling an intent bubbled from its child") {
            let world = World()
            try world.tree.start()
            do {
                let parent = try world.startChild("parent", of: world.root()) { parent in
                    parent.onBubbled = { parent, _, _ in
                        parent.flow.finish(with: "logged out")
                        return .handled
                    }
                }
                try world.startScreenChild("child", of: parent) { _, _ in .unhandled }
                world.log.skipReceivedEvents()
            }

            world.tap("child", .stop)

            try world.log.expect([
                "app/parent/child: intent stop from TestScreen<ProbeIntent>",
                "app/parent/child: bubbled stop to parent",
                "app/parent: routed stop (bubbled from app/parent/child)",
                "app/parent/child: torn down (parent torn down)",
                "app/parent: child child ended: parent torn down",
                "app/parent: torn down (finished)",
                "app: child parent finished with logged out",
            ])
            world.expectEverythingReleased()
        },
    ]
}
