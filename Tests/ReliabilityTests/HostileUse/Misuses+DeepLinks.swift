import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

extension Misuse {
    /// Deep links that cannot be followed: each stops with an error naming the step.
    static let deepLinks: [Misuse] = [
        Misuse("deep link to a missing step") {
            let world = World()
            try world.startTree(withScreenChild: "child")

            await #expect(throws: DeepLinkError.noRoute(step: 1, intent: "missing")) {
                try await world.tree.open(DeepLink(ProbeIntent.go, MissingStep.missing, ProbeIntent.stop))
            }

            // The first step was applied, the third never ran.
            try world.log.expect([
                "app/child: deep link step 0: go",
                "app/child: intent go from TestScreen<ProbeIntent>",
                "app/child: routed go",
                "app/child: REJECTED deep link: step 1: no coordinator takes missing",
            ])
            world.expectEverythingReleased()
        },
        Misuse("deep link step that nobody handles") {
            let world = World()
            try world.startTree(withScreenChild: "child") { _, _ in .unhandled }

            await #expect(throws: DeepLinkError.unhandled(step: 0, intent: "go")) {
                try await world.tree.open(DeepLink(ProbeIntent.go, ProbeIntent.stop))
            }

            try world.log.expect([
                "app/child: deep link step 0: go",
                "app/child: intent go from TestScreen<ProbeIntent>",
                "app/child: bubbled go to parent",
                "app: UNHANDLED go",
            ])
            world.expectEverythingReleased()
        },
        Misuse("deep link into a tree that never started") {
            let world = World()

            await #expect(throws: DeepLinkError.treeNotRunning) { try await world.tree.open(DeepLink(ProbeIntent.go)) }

            try world.log.expect(["app: REJECTED deep link: the tree is not running"])
            world.expectEverythingReleased()
        },
        Misuse("deep link whose first step tears the tree down") {
            let world = World()
            try world.startTree(withScreenChild: "child") { [tree = world.tree] _, _ in
                tree.cancel()
                return .handled
            }

            await #expect(throws: DeepLinkError.treeNotRunning) {
                try await world.tree.open(DeepLink(ProbeIntent.go, ProbeIntent.go))
            }

            #expect(world.tree.root == nil)
            #expect(world.log.skipReceivedEvents().first == "app/child: deep link step 0: go")
            world.expectEverythingReleased()
        },
        Misuse("empty deep link") {
            let world = World()
            try world.tree.start()
            world.log.skipReceivedEvents()

            try await world.tree.open(DeepLink(steps: []))

            try world.log.expectNoMoreEvents()
            world.expectEverythingReleased()
        },
        Misuse("deep link of more steps than the limit") {
            let world = World()
            try world.startTree(withScreenChild: "child")
            let count = DeepLink.maximumSteps + 1

            await #expect(throws: DeepLinkError.tooManySteps(count: count, limit: DeepLink.maximumSteps)) {
                try await world.tree.open(DeepLink(steps: Array(repeating: ProbeIntent.go, count: count)))
            }

            try world.log.expect(["app: REJECTED deep link: the link has 10001 steps; a link has at most 10000"])
            world.expectEverythingReleased()
        },
    ]
}

/// An intent no screen in these tests publishes.
enum MissingStep: Sendable {
    case missing
}
