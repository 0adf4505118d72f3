import ReactiveCoordinator
import ReactiveCoordinatorTesting
import TestSupport
import Testing

@MainActor
@Suite struct RoutingTests {
    @Test func intentFromBoundScreenIsRoutedAndLogged() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        try world.start()

        world.tap(ListIntent.open(7))

        try world.log.expect([
            "app: started",
            "app: bound to TestScreen<ListIntent>",
            "app: intent open(7) from TestScreen<ListIntent>",
            "app: child added: detail",
            "app/detail: started",
            "app/detail: bound to TestScreen<DetailIntent>",
            "app: routed open(7)",
        ])
        world.expectEverythingReleased()
    }

    @Test func unhandledIntentBubblesToTheRootAndIsReported() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        try world.start()
        world.tap(ListIntent.open(1))
        world.log.skipReceivedEvents()

        world.tap(DetailIntent.share)

        try world.log.expect([
            "app/detail: intent share from TestScreen<DetailIntent>",
            "app/detail: bubbled share to parent",
            "app: UNHANDLED share",
        ])
        world.expectEverythingReleased()
    }

    @Test func parentHandlesIntentBubbledFromAGrandchild() throws {
        let world = Harness { _ in BubbleCatcher(name: "shell") }
        try world.start()
        do {
            let shell = try #require(world.tree.root as? BubbleCatcher)
            let middle = NodeCoordinator(name: "middle")
            world.watch(middle, "middle")
            try shell.startChild(middle)
            try middle.startChild(DetailCoordinator(holder: world.holder, id: 3))
        }
        world.log.skipReceivedEvents()

        world.tap(DetailIntent.share)

        #expect((world.tree.root as? BubbleCatcher)?.caught == ["share from middle while active"])
        try world.log.expect([
            "shell/middle/detail: intent share from TestScreen<DetailIntent>",
            "shell/middle/detail: bubbled share to parent",
            "shell/middle: bubbled share to parent",
            "shell: routed share (bubbled from shell/middle)",
        ])
        world.expectEverythingReleased()
    }

    @Test func screenReleaseEndsTheCoordinatorBoundToIt() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        try world.start()
        world.tap(ListIntent.open(1))
        world.watch(try #require(world.tree.root?.children.first), "detail coordinator")
        world.log.skipReceivedEvents()

        world.releaseTopScreen()

        try world.log.expect([
            "app/detail: torn down (screen released)",
            "app: child detail ended: screen released",
        ])
        #expect(world.tree.root?.children.isEmpty == true)
        #expect(world.tree.leakReport().leaks.isEmpty)
        world.expectEverythingReleased()
    }

    @Test func rebindingMovesTheCoordinatorsLifeToTheNewScreen() throws {
        /// Shows a first screen, then rebinds to a second one, as a flow that replaces its
        /// entry screen would (ADCoordinator's `bindToLifecycle(of:)` called again).
        final class Rebinding: Coordinator<Void> {
            let holder: ScreenHolder
            weak var first: TestScreen<FlowIntent>?
            weak var second: TestScreen<FlowIntent>?

            init(holder: ScreenHolder) {
                self.holder = holder
                super.init(name: "flow")
            }

            override func start() {
                let first = TestScreen<FlowIntent>("first")
                let second = TestScreen<FlowIntent>("second")
                (self.first, self.second) = (first, second)
                holder.show(first)
                holder.show(second)
                bind(to: first) { _ in .handled }
                bind(to: second) { _ in .handled }
            }
        }
        let world = Harness { Rebinding(holder: $0) }
        try world.start()
        do {
            let flow = try #require(world.tree.root as? Rebinding)
            world.watch(flow, "flow")
            #expect(flow.boundScreen === flow.second)
            world.log.skipReceivedEvents()

            world.holder.remove(try #require(flow.first))

            try world.log.expect(["flow: screen TestScreen<FlowIntent> released"])
            #expect(flow.state == .active)

            world.holder.remove(try #require(flow.second))

            try world.log.expect(["flow: torn down (screen released)"])
            #expect(flow.state == .finished)
        }
        world.expectEverythingReleased()
    }
}
