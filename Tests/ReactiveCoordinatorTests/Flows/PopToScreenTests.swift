import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A coordinator's `pop(to:on:)` returns to a screen, keeping it, and logs a failure as a refusal
/// with its path instead of throwing.
@MainActor
@Suite struct PopToScreenTests {
    @Test func popToAScreenKeepsItAndLogsAScreenThatIsNotOnTheStack() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        let stack = HeadlessStack()
        let list = TestScreen<FlowIntent>("list")
        try stack.push(list)
        do {
            let shower = ShowingFlow { flow, screen in flow.push(screen, on: stack) }
            try world.root(as: NodeCoordinator.self).flow.startChild(shower, named: "shower")
            try stack.push(TestScreen<FlowIntent>("above"))
            world.log.skipReceivedEvents()

            #expect(shower.flow.pop(to: list, on: stack))
            #expect(stack.screens.count == 1 && stack.screens.first === list)
            #expect(!shower.flow.pop(to: TestScreen<FlowIntent>("elsewhere"), on: stack))
        }

        try world.log.expect([
            "app/shower: REJECTED pop to TestScreen<FlowIntent>: "
                + "TestScreen<FlowIntent> is not in stack"
        ])
        // Its screen popped, routed by nothing else, the shower is left on nothing: reported, and
        // ended here by hand.
        #expect(world.tree.leakReport().leaks.map(\.path) == ["app/shower"])
        world.tree.root?.children.first?.cancel()
        world.log.skipReceivedEvents()
        try stack.setScreens([])
        world.expectEverythingReleased()
    }
}
