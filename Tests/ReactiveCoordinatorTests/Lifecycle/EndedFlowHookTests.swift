import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// Hooks asked of a flow that ended, of every kind that takes a closure the flow would keep.
@MainActor
@Suite struct EndedFlowHookTests {
    @Test func everyClosureAskedOfAnEndedFlowIsRefusedLoggedAndLetGo() async throws {
        let world = Harness.windowed(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let root = try world.root(as: NodeCoordinator.self)
            let child = NodeCoordinator()
            try root.flow.startChild(child, named: "child")
            let flow = child.flow
            let stack = HeadlessStack()
            _ = try world.window.setRoot(stack)
            let screen = EditorScreen()
            try stack.push(screen)
            flow.cancel()
            world.log.skipReceivedEvents()

            weak var captured: AnyObject?
            var heard: [String] = []
            do {
                let probe = HomeScreen()
                captured = probe
                flow.guardLeaving(screen, in: stack) { _ in _ = probe }
                flow.task { _ = probe }
                flow.showAlert(discardAlert, in: world.window) { outcome in
                    _ = probe
                    heard.append("alert \(outcome)")
                }
                flow.apply(.push(HomeScreen(), on: stack)) { outcome in
                    _ = probe
                    heard.append("change \(outcome)")
                }
                flow.bind(to: screen) { _ in
                    _ = probe
                    return .handled
                }
                flow.route(screen) { _ in
                    _ = probe
                    return .handled
                }
                flow.handle(screen) { _ in _ = probe }
            }
            await world.tree.settle()
            #expect(captured == nil)
            let running = "app/child is finished; only a running coordinator"
            #expect(heard == ["alert dismissed(not shown)", "change rejected: \(running) can show screens"])
            try world.log.expect([
                "app/child: REJECTED guard leaving EditorScreen: \(running) can guard screens",
                "app/child: REJECTED task: \(running) can task",
                "app/child: REJECTED show alert \"Discard this draft?\": \(running) can show alerts",
                "app/child: REJECTED push HomeScreen: \(running) can show screens",
                "app/child: REJECTED bind: \(running) routes screens",
                "app/child: REJECTED route: \(running) routes screens",
                "app/child: REJECTED bind: \(running) routes screens",
            ])
        }
        world.expectEverythingReleased()
    }
}
