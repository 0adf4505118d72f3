import ReactiveCoordinator
import Testing

/// Each way UIKit removes screens behind a coordinator's back, from the libraries users come
/// from: the coordinator must be torn down by its screen's release alone, and nothing leaks.
@MainActor
@Suite struct ZombieCaseTests {
    /// The paths torn down since the last `take()`, with their reasons, in log order.
    private func teardowns(_ lines: [String]) -> [String] {
        lines.filter { $0.contains(": torn down") }
    }

    @Test func backButtonPopOfAScreenWithItsOwnChildCoordinatorTearsBothDown() throws {
        let world = try Harness.startedInAStack()
        do {
            let app = try #require(world.tree.root as? ScreenFlow)
            let stack = try #require(world.window.root as? HeadlessStack)
            let detail = ScreenFlow(name: "detail") { [weak stack] in try stack?.push($0) }
            try app.startChild(detail)
            // The detail screen embeds a comments panel with a coordinator of its own.
            let comments = ScreenFlow(name: "comments") { [weak detail] panel in
                detail?.screen?.embedded.append(panel)
            }
            try detail.startChild(comments)
            world.watch(detail, "detail coordinator")
            world.watch(comments, "comments coordinator")
            world.watch(try #require(detail.screen), "detail screen")
            world.watch(try #require(comments.screen), "comments panel")
        }
        world.log.skipReceivedEvents()

        #expect(world.window.userTapsBack() != nil)

        try world.log.expect([
            "app/detail/comments: torn down (parent torn down)",
            "app/detail: child comments ended: parent torn down",
            "app/detail: torn down (screen released)",
            "app: child detail ended: screen released",
        ])
        #expect(world.tree.root?.children.isEmpty == true)
        #expect(world.tree.leakReport().leaks.isEmpty)
        world.expectEverythingReleased()
    }

    @Test func swipeDownOfAModalFlowTearsDownTheFlowAndItsChildren() async throws {
        let world = Harness.windowed { window in
            ScreenFlow(name: "app") { try window.setRoot($0) }
        }
        try world.start()
        let running = Task { [tree = world.tree!, window = world.window] in
            let compose = ScreenFlow(name: "compose") { screen in
                let stack = HeadlessStack(name: "modal stack")
                try stack.push(screen)
                try window.present(stack, over: try #require(window.root))
            }
            world.watch(compose, "compose")
            return try await tree.root?.run(compose)
        }
        await Task.yield()
        do {
            let compose = try #require(world.tree.root?.children.first)
            let attachments = ScreenFlow(name: "attachments") { [window = world.window] in
                try (window.presentedScreens.last as? HeadlessStack)?.push($0)
            }
            try compose.startChild(attachments)
            world.watch(attachments, "attachments")
        }
        world.log.skipReceivedEvents()

        #expect(world.window.userSwipesDown() != nil)

        #expect(try await running.value == nil)
        #expect(
            teardowns(world.log.skipReceivedEvents()) == [
                "app/compose/attachments: torn down (parent torn down)",
                "app/compose: torn down (screen released)",
            ])
        world.expectEverythingReleased()
    }

    @Test func dismissFromAScreenFourLevelsAwayTearsDownEveryFlowAboveIt() throws {
        let world = Harness.windowed { window in
            ScreenFlow(name: "app") { try window.setRoot($0) }
        }
        try world.start()
        do {
            var presenter = try #require(world.tree.root as? ScreenFlow)
            for level in 1...4 {
                let flow = ScreenFlow(name: "level\(level)") { [window = world.window, weak presenter] screen in
                    try window.present(screen, over: try #require(presenter?.screen))
                }
                try presenter.startChild(flow)
                world.watch(flow, "level \(level)")
                presenter = flow
            }
            #expect(world.window.presentedScreens.count == 4)
            // The top screen asks the window to dismiss from the first modal: levels 2 to 4 go.
            let first = try #require(world.window.presentedScreens.first)
            world.log.skipReceivedEvents()

            _ = try world.window.dismiss(from: first)
        }

        #expect(
            teardowns(world.log.skipReceivedEvents()) == [
                "app/level1/level2/level3/level4: torn down (parent torn down)",
                "app/level1/level2/level3: torn down (parent torn down)",
                "app/level1/level2: torn down (screen released)",
            ])
        #expect(world.tree.snapshot().nodes.map(\.path) == ["app", "app/level1"])
        #expect(world.tree.leakReport().leaks.isEmpty)
        world.expectEverythingReleased()
    }

    @Test func replacingTheStackWholesaleTearsDownEveryFlowOnIt() throws {
        let world = try Harness.startedInAStack()
        do {
            let stack = try #require(world.window.root as? HeadlessStack)
            var parent = try #require(world.tree.root as? ScreenFlow)
            for name in ["inbox", "thread", "message"] {
                let flow = ScreenFlow(name: name) { [weak stack] in try stack?.push($0) }
                try parent.startChild(flow)
                world.watch(flow, name)
                parent = flow
            }
            world.log.skipReceivedEvents()

            let fresh = TestScreen<FlowIntent>("fresh start")
            _ = try stack.setScreens([fresh])
        }

        #expect(
            teardowns(world.log.skipReceivedEvents()) == [
                "app/inbox/thread/message: torn down (parent torn down)",
                "app/inbox/thread: torn down (parent torn down)",
                "app/inbox: torn down (parent torn down)",
                "app: torn down (screen released)",
            ])
        #expect(world.tree.root == nil)
        world.expectEverythingReleased()
    }
}
