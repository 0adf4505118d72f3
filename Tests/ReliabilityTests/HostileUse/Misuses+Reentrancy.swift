import ReactiveCoordinator
import ReactiveCoordinatorTesting
import TestSupport
import Testing

extension Misuse {
    /// Calls back into the tree from inside a route handler: the end a handler asks for waits for
    /// the handler to return, and the first end wins.
    static let reentrancy: [Misuse] = [
        Misuse("re-entrant finish from inside a route handler") {
            let world = World()
            try world.startTree(withScreenChild: "child") { child, _ in
                child.flow.finish(with: "first")
                child.flow.finish(with: "second")
                return .handled
            }

            world.tap("child", .go)

            try world.log.expect([
                "app/child: intent go from TestScreen<ProbeIntent>",
                "app/child: REJECTED finish: app/child already finishing",
                "app/child: routed go",
                "app/child: torn down (finished)",
                "app: child child finished with first",
            ])
            world.expectEverythingReleased()
        },
        Misuse("finish after cancel inside one route handler") {
            let world = World()
            try world.tree.start()
            var results: [Result<String, TeardownReason>] = []
            do {
                let child = HookCoordinator()
                world.watch(child, "child")
                child.onStart = { [shelf = world.shelf] child in
                    child.showAndBind("child", on: shelf) { child, _ in
                        child.flow.cancel()
                        child.flow.finish(with: "too late")
                        return .handled
                    }
                }
                try world.root().flow.startChild(child, named: "child") { results.append($0) }
                world.log.skipReceivedEvents()

                world.tap("child", .go)
                #expect(child.flow.outcome == .failure(.cancelled))
            }

            // The first end wins: the parent is told "cancelled", never a result the log denies.
            try world.log.expect([
                "app/child: intent go from TestScreen<ProbeIntent>",
                "app/child: REJECTED finish: app/child already finishing",
                "app/child: routed go",
                "app/child: torn down (cancelled)",
                "app: child child ended: cancelled",
            ])
            #expect(results == [.failure(.cancelled)])
            world.expectEverythingReleased()
        },
        Misuse("cancel twice inside one route handler") {
            let world = World()
            try world.startTree(withScreenChild: "child") { child, _ in
                child.flow.cancel()
                child.flow.cancel()
                return .handled
            }

            world.tap("child", .go)

            try world.log.expect([
                "app/child: intent go from TestScreen<ProbeIntent>",
                "app/child: REJECTED end (cancelled): app/child already finishing",
                "app/child: routed go",
                "app/child: torn down (cancelled)",
                "app: child child ended: cancelled",
            ])
            world.expectEverythingReleased()
        },
        Misuse("a route handler starts a child that finishes inside its own start") {
            let world = World()
            try world.startTree(withScreenChild: "parent") { parent, _ in
                let instant = HookCoordinator()
                instant.onStart = { $0.flow.finish(with: "at once") }
                try? parent.flow.startChild(instant, named: "instant")
                return .handled
            }

            world.tap("parent", .go)

            try world.log.expect([
                "app/parent: intent go from TestScreen<ProbeIntent>",
                "app/parent: child added: instant",
                "app/parent/instant: started",
                "app/parent/instant: torn down (finished)",
                "app/parent: child instant finished with at once",
                "app/parent: routed go",
            ])
            #expect(try world.root().flow.children.first?.children.isEmpty == true)
            world.expectEverythingReleased()
        },
        Misuse("a route handler sends another intent on its own screen") {
            let world = World()
            try world.startTree(withScreenChild: "child") { child, intent in
                if intent == .go { (child.flow.boundScreen as? ProbeScreen)?.tap(.other(1)) }
                return .handled
            }

            world.tap("child", .go)

            // Queued behind the delivery under way, never routed inside it.
            try world.log.expect([
                "app/child: intent go from TestScreen<ProbeIntent>",
                "app/child: routed go",
                "app/child: intent other(1) from TestScreen<ProbeIntent>",
                "app/child: routed other(1)",
            ])
            world.expectEverythingReleased()
        },
        Misuse("a route handler pauses its coordinator, then sends another intent") {
            let world = World()
            do {
                let child = try world.startTree(withScreenChild: "child") { child, intent in
                    if intent == .go {
                        child.flow.erased.pause()
                        (child.flow.boundScreen as? ProbeScreen)?.tap(.other(2))
                    }
                    return .handled
                }

                world.tap("child", .go)
                child.flow.erased.resume()
            }
            try world.log.expect([
                "app/child: intent go from TestScreen<ProbeIntent>",
                "app/child: paused",
                "app/child: routed go",
                "app/child: intent other(2) from TestScreen<ProbeIntent>",
                "app/child: buffered other(2) while paused",
                "app/child: resumed",
                "app/child: routed other(2)",
            ])
            world.expectEverythingReleased()
        },
        Misuse("cancel the whole tree from inside a child's route handler") {
            let world = World()
            try world.startTree(withScreenChild: "child") { [tree = world.tree] _, _ in
                tree.cancel()
                return .handled
            }

            world.tap("child", .go)

            // The tree goes at once, children first; the handler's own line comes when it returns.
            try world.log.expect([
                "app/child: intent go from TestScreen<ProbeIntent>",
                "app/child: torn down (parent torn down)",
                "app: child child ended: parent torn down",
                "app: torn down (cancelled)",
                "app/child: routed go",
            ])
            #expect(world.tree.root == nil)
            world.expectEverythingReleased()
        },
        Misuse("cancel the tree from an event-log subscriber as the root starts") {
            let world = World { root in
                root.onStart = { root in root.flow.bind(to: ProbeScreen("never shown")) { _ in .handled } }
            }
            let canceller = world.tree.events.subscribe { [weak tree = world.tree] event in
                guard case .value(let event) = event, event.kind == .started else { return }
                MainActor.assumeIsolated { tree?.cancel() }
            }

            try world.tree.start()

            // The cancel's events queue behind the one being delivered, so the log stays in order;
            // the flow let go of the root with its end, so the root's start() never runs.
            try world.log.expect([
                "app: started",
                "app: torn down (cancelled)",
            ])
            canceller.cancel()
            world.expectEverythingReleased()
        },
    ]
}
