import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import TestSupport
import Testing

/// The worlds the zombie cases start from, shared by the cases played as UIKit plays them and as
/// SwiftUI plays them, so both remove the same screens from the same hierarchy.
@MainActor
enum ZombieWorlds {
    /// The paths torn down among log lines, with their reasons, in log order.
    static func teardowns(_ lines: [String]) -> [String] {
        lines.filter { $0.contains(": torn down") }
    }

    /// `app` in a stack, `detail` pushed over it, and a `comments` flow bound to a panel that
    /// the detail screen embeds; all watched.
    static func detailWithComments() throws -> Harness {
        let world = try Harness.startedInAStack()
        let app = try world.root(as: ScreenFlow.self)
        let stack = try #require(world.window.root as? HeadlessStack)
        let detail = ScreenFlow { [weak stack] in try stack?.push($0) }
        try app.flow.startChild(detail, named: "detail")
        let comments = ScreenFlow { [weak detail] panel in
            detail?.screen?.embedded.append(panel)
        }
        try detail.flow.startChild(comments, named: "comments")
        world.watch(detail, "detail coordinator")
        world.watch(comments, "comments coordinator")
        world.watch(try #require(detail.screen), "detail screen")
        world.watch(try #require(comments.screen), "comments panel")
        return world
    }

    /// `app` as the window's root, and `compose` presented in a stack over it with an
    /// `attachments` child pushed on that stack; `running` is the task awaiting compose's result.
    static func composeWithAttachments() async throws -> (
        world: Harness, running: Task<Result<Void, TeardownReason>?, any Error>
    ) {
        let world = Harness.windowed(named: "app") { window in
            ScreenFlow { try window.setRoot($0) }
        }
        try world.start()
        let running = Task { [tree = world.tree!, window = world.window] in
            let compose = ScreenFlow { screen in
                let stack = HeadlessStack(name: "modal stack")
                try stack.push(screen)
                try window.present(stack, over: try #require(window.root))
            }
            world.watch(compose, "compose")
            return try await (tree.root?.coordinator as? ScreenFlow)?.flow.run(compose, named: "compose")
        }
        await Task.yield()
        let compose = try #require(world.tree.root?.children.first?.coordinator as? ScreenFlow)
        let attachments = ScreenFlow { [window = world.window] in
            try (window.presentedScreens.last as? HeadlessStack)?.push($0)
        }
        try compose.flow.startChild(attachments, named: "attachments")
        world.watch(attachments, "attachments")
        return (world, running)
    }

    /// `app` as the window's root and four flows `level1` to `level4`, each presenting its
    /// screen over the previous one's; all watched.
    static func fourPresentedLevels() throws -> Harness {
        let world = Harness.windowed(named: "app") { window in
            ScreenFlow { try window.setRoot($0) }
        }
        try world.start()
        var presenter = try world.root(as: ScreenFlow.self)
        for level in 1...4 {
            let flow = ScreenFlow { [window = world.window, weak presenter] screen in
                try window.present(screen, over: try #require(presenter?.screen))
            }
            try presenter.flow.startChild(flow, named: "level\(level)")
            world.watch(flow, "level \(level)")
            presenter = flow
        }
        return world
    }

    /// `app` in a stack and the chain `inbox`, `thread`, `message` pushed over it, each the
    /// child of the one before; all watched.
    static func threeFlowsPushed() throws -> Harness {
        let world = try Harness.startedInAStack()
        let stack = try #require(world.window.root as? HeadlessStack)
        var parent = try world.root(as: ScreenFlow.self)
        for name in ["inbox", "thread", "message"] {
            let flow = ScreenFlow { [weak stack] in try stack?.push($0) }
            try parent.flow.startChild(flow, named: name)
            world.watch(flow, name)
            parent = flow
        }
        return world
    }
}
