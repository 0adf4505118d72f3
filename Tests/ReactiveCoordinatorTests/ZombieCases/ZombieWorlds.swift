import ReactiveCoordinator
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
        let app = try #require(world.tree.root as? ScreenFlow)
        let stack = try #require(world.window.root as? HeadlessStack)
        let detail = ScreenFlow(name: "detail") { [weak stack] in try stack?.push($0) }
        try app.startChild(detail)
        let comments = ScreenFlow(name: "comments") { [weak detail] panel in
            detail?.screen?.embedded.append(panel)
        }
        try detail.startChild(comments)
        world.watch(detail, "detail coordinator")
        world.watch(comments, "comments coordinator")
        world.watch(try #require(detail.screen), "detail screen")
        world.watch(try #require(comments.screen), "comments panel")
        return world
    }

    /// `app` as the window's root, and `compose` presented in a stack over it with an
    /// `attachments` child pushed on that stack; `running` is the task awaiting compose's result.
    static func composeWithAttachments() async throws -> (world: Harness, running: Task<Void?, any Error>) {
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
        let compose = try #require(world.tree.root?.children.first)
        let attachments = ScreenFlow(name: "attachments") { [window = world.window] in
            try (window.presentedScreens.last as? HeadlessStack)?.push($0)
        }
        try compose.startChild(attachments)
        world.watch(attachments, "attachments")
        return (world, running)
    }

    /// `app` as the window's root and four flows `level1` to `level4`, each presenting its
    /// screen over the previous one's; all watched.
    static func fourPresentedLevels() throws -> Harness {
        let world = Harness.windowed { window in
            ScreenFlow(name: "app") { try window.setRoot($0) }
        }
        try world.start()
        var presenter = try #require(world.tree.root as? ScreenFlow)
        for level in 1...4 {
            let flow = ScreenFlow(name: "level\(level)") { [window = world.window, weak presenter] screen in
                try window.present(screen, over: try #require(presenter?.screen))
            }
            try presenter.startChild(flow)
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
        var parent = try #require(world.tree.root as? ScreenFlow)
        for name in ["inbox", "thread", "message"] {
            let flow = ScreenFlow(name: name) { [weak stack] in try stack?.push($0) }
            try parent.startChild(flow)
            world.watch(flow, name)
            parent = flow
        }
        return world
    }
}
