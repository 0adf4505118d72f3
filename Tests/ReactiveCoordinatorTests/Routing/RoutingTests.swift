import ReactiveCoordinator
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
        final class Shell: Coordinator<Void> {
            var caught: [String] = []
            override func route(bubbled intent: any Sendable, from child: AnyCoordinator) -> RouteResult {
                caught.append("\(intent) from \(child.name)")
                return .handled
            }
        }
        let world = Harness { _ in Shell(name: "shell") }
        try world.start()
        do {
            let shell = try #require(world.tree.root as? Shell)
            let middle = NodeCoordinator(name: "middle")
            world.watch(middle, "middle")
            try shell.startChild(middle)
            try middle.startChild(DetailCoordinator(holder: world.holder, id: 3))
        }
        world.log.skipReceivedEvents()

        world.tap(DetailIntent.share)

        #expect((world.tree.root as? Shell)?.caught == ["share from middle"])
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
}
