import ReactiveCoordinator
import ReactiveCoordinatorTesting
import TestSupport
import Testing

extension Misuse {
    /// Flows that await, misused the ways apps misuse them.
    static let asyncFlows: [Misuse] = [
        Misuse("a flow that awaits a child while the tree is torn down") {
            let world = World()
            let outcomes = Outcomes()
            try world.startTree(withScreenChild: "flow") { [shelf = world.shelf] coordinator, _ in
                let flow = coordinator.flow
                flow.task {
                    let child = HookCoordinator()
                    child.onStart = { $0.showAndBind("child", on: shelf) { _, _ in .handled } }
                    outcomes.returned.append(try await flow.run(child, named: "child"))
                    flow.finish(with: "too late")  // asked of an ended coordinator: refused
                }
                return .handled
            }
            world.tap("flow", .go)
            world.log.skipReceivedEvents()

            world.tree.cancel()
            await world.tree.settle()

            #expect(outcomes.returned.map(\.failure) == [.parentTornDown])
            try world.log.expect([
                "app/flow/child: torn down (parent torn down)",
                "app/flow: child child ended: parent torn down",
                "app/flow: torn down (parent torn down)",
                "app: child flow ended: parent torn down",
                "app: torn down (cancelled)",
                "app/flow: REJECTED finish: app/flow already finished",
            ])
            world.expectEverythingReleased()
        },
        Misuse("await the same child twice") {
            let world = World()
            let outcomes = Outcomes()
            try world.startTree(withScreenChild: "flow") { [shelf = world.shelf] coordinator, _ in
                let flow = coordinator.flow
                flow.task {
                    let child = HookCoordinator()
                    child.onStart = { $0.showAndBind("child", on: shelf) { _, _ in .handled } }
                    flow.task { outcomes.returned.append(try await flow.run(child, named: "child")) }
                    outcomes.returned.append(try await flow.run(child, named: "child"))
                }
                return .handled
            }

            world.tap("flow", .go)
            await world.tree.settle()

            #expect(outcomes.returned.isEmpty)
            try world.log.expect([
                "app/flow: intent go from TestScreen<ProbeIntent>",
                "app/flow: child added: child",
                "app/flow/child: started",
                "app/flow/child: bound to TestScreen<ProbeIntent>",
                "app/flow: REJECTED start child child: app/flow/child already has a parent (app/flow)",
                "app/flow: routed go",
            ])
            if let screen = world.shelf.screen(titled: "child") { world.shelf.remove(screen) }
            await world.tree.settle()
            #expect(outcomes.returned.map(\.failure) == [.screenReleased])
            world.expectEverythingReleased()
        },
    ]
}

/// What a flow's awaits returned, kept outside the coordinators so a row can read it after they
/// are gone.
@MainActor
final class Outcomes {
    var returned: [Result<String, TeardownReason>] = []
}
