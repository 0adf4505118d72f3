import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

extension Misuse {
    /// Showing screens in ways the containers refuse, through the coordinator's own navigation
    /// calls: every failure is a logged refusal with the coordinator's path.
    static let navigation: [Misuse] = [
        Misuse("push the same screen twice") {
            let world = World()
            let stack = HeadlessStack()
            do {
                let child = try world.startTree(withScreenChild: "child")
                let screen = ProbeScreen("pushed")

                #expect(child.flow.push(screen, on: stack))
                #expect(!child.flow.push(screen, on: stack))
            }

            try world.log.expect([
                "app/child: REJECTED push TestScreen<ProbeIntent>: TestScreen<ProbeIntent> is already on the hierarchy"
            ])
            #expect(stack.screens.count == 1)
            world.expectEverythingReleased()
        },
        Misuse("dismiss with nothing presented") {
            let world = World()
            let window = HeadlessWindow()
            do {
                let child = try world.startTree(withScreenChild: "child")
                let root = ProbeScreen("root")
                #expect(child.flow.setRoot(root, in: window))

                #expect(!child.flow.dismiss(from: root, in: window))
            }

            try world.log.expect([
                "app/child: REJECTED dismiss from TestScreen<ProbeIntent>: nothing is presented over TestScreen<ProbeIntent>, "
                    + "and it is not presented itself"
            ])
            _ = try window.setRoot(nil)
            world.expectEverythingReleased()
        },
        Misuse("a failed push inside a route handler") {
            let world = World()
            let stack = HeadlessStack(name: "stack")
            let shown = ProbeScreen("shown")
            try stack.push(shown)
            try world.startTree(withScreenChild: "child") { child, _ in
                child.flow.push(shown, on: stack)
                return .handled
            }

            world.tap("child", .go)

            try world.log.expect([
                "app/child: intent go from TestScreen<ProbeIntent>",
                "app/child: REJECTED push TestScreen<ProbeIntent>: TestScreen<ProbeIntent> is already on the hierarchy",
                "app/child: routed go",
            ])
            #expect(stack.screens.count == 1)
            world.expectEverythingReleased()
        },
        Misuse("route and show a screen after finish, inside the handler") {
            let world = World()
            let stack = HeadlessStack()
            try world.startTree(withScreenChild: "child") { child, _ in
                child.flow.finish(with: "done")
                let next = ProbeScreen("next")
                child.flow.push(next, on: stack)
                child.flow.route(next) { _ in .handled }
                return .handled
            }

            world.tap("child", .go)

            try world.log.expect([
                "app/child: intent go from TestScreen<ProbeIntent>",
                "app/child: REJECTED push TestScreen<ProbeIntent>: app/child is finishing; what it starts now would be cut off at once",
                "app/child: REJECTED route: app/child is finishing; a screen routed now would be cut off at once",
                "app/child: routed go",
                "app/child: torn down (finished)",
                "app: child child finished with done",
            ])
            #expect(stack.screens.isEmpty)
            world.expectEverythingReleased()
        },
        Misuse("route and show a screen after finish, outside the handler") {
            let world = World()
            let stack = HeadlessStack()
            do {
                let child = try world.startTree(withScreenChild: "child")
                child.flow.finish(with: "done")
                world.log.skipReceivedEvents()
                let next = ProbeScreen("next")

                child.flow.push(next, on: stack)
                child.flow.route(next) { _ in .handled }
            }

            try world.log.expect([
                "app/child: REJECTED push TestScreen<ProbeIntent>: app/child is finished; only a running coordinator can show screens",
                "app/child: REJECTED route: app/child is finished; only a running coordinator routes screens",
            ])
            #expect(stack.screens.isEmpty)
            world.expectEverythingReleased()
        },
    ]
}
