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
        let world = Harness(named: "shell") { _ in BubbleCatcher() }
        try world.start()
        do {
            let shell = try world.root(as: BubbleCatcher.self)
            let middle = NodeCoordinator()
            world.watch(middle, "middle")
            try shell.flow.startChild(middle, named: "middle")
            try middle.flow.startChild(DetailCoordinator(holder: world.holder, id: 3))
        }
        world.log.skipReceivedEvents()

        world.tap(DetailIntent.share)

        #expect((world.tree.root?.coordinator as? BubbleCatcher)?.caught == ["share from middle while active"])
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
        world.watch(
            try #require(world.tree.root?.children.first?.coordinator as? DetailCoordinator), "detail coordinator")
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
        final class Rebinding: Coordinator {
            let holder: ScreenHolder
            weak var first: TestScreen<FlowIntent>?
            weak var second: TestScreen<FlowIntent>?

            init(holder: ScreenHolder) {
                self.holder = holder
            }

            func start(_ flow: Flow<Void>) {
                let first = TestScreen<FlowIntent>("first")
                let second = TestScreen<FlowIntent>("second")
                (self.first, self.second) = (first, second)
                holder.show(first)
                holder.show(second)
                flow.bind(to: first) { _ in .handled }
                flow.bind(to: second) { _ in .handled }
            }
        }
        let world = Harness(named: "flow") { Rebinding(holder: $0) }
        try world.start()
        do {
            let rebinding = try world.root(as: Rebinding.self)
            let flow = try #require(world.tree.root)
            world.watch(rebinding, "flow")
            #expect(flow.boundScreen === rebinding.second)
            world.log.skipReceivedEvents()

            world.holder.remove(try #require(rebinding.first))

            try world.log.expect(["flow: screen TestScreen<FlowIntent> released"])
            #expect(flow.state == .active)

            world.holder.remove(try #require(rebinding.second))

            try world.log.expect(["flow: torn down (screen released)"])
            #expect(flow.state == .finished)
        }
        world.expectEverythingReleased()
    }
}
