import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

extension Misuse {
    /// Screens and containers kept alive, or made to end nothing, the ways the docs warn about.
    static let lifetimes: [Misuse] = [
        Misuse("a route handler that captures its screen") {
            let world = World()
            let stack = HeadlessStack()
            do {
                let child = try world.startTree(withScreenChild: "child")
                try stack.push(ProbeScreen("list"))
                let detail = ProbeScreen("detail")
                child.flow.push(detail, on: stack)
                child.flow.route(detail) { _ in
                    _ = detail  // the cycle: screen -> channel -> handler -> screen
                    return .handled
                }
                world.watch(detail, "detail")
            }

            _ = try stack.pop()  // Back

            // The stack finishes the removed screen's channel, which releases the handler and so
            // the cycle: the screen goes, and nothing is reported.
            try world.log.expect([
                "app/child: routes TestScreen<ProbeIntent>", "app/child: screen TestScreen<ProbeIntent> released",
            ])
            #expect(world.tree.leakReport().leaks.isEmpty)
            world.expectEverythingReleased()
        },
        Misuse("a route handler that captures its stack") {
            let world = World()
            let window = HeadlessWindow()
            do {
                let child = try world.startTree(withScreenChild: "child")
                let stack = HeadlessStack()
                let list = ProbeScreen("list")
                try stack.push(list)
                child.flow.setRoot(stack, in: window)
                child.flow.route(list) { _ in
                    _ = stack  // the cycle: stack -> screen -> channel -> handler -> stack
                    return .handled
                }
                world.watch(stack, "stack")
                world.watch(list, "list")
            }

            _ = try window.setRoot(ProbeScreen("signed out"))

            try world.log.expect([
                "app/child: routes TestScreen<ProbeIntent>", "app/child: screen TestScreen<ProbeIntent> released",
            ])
            #expect(world.tree.leakReport().leaks.isEmpty)
            _ = try window.setRoot(nil)
            world.expectEverythingReleased()
        },
        Misuse("a computed intents property") {
            let world = World()
            try world.tree.start()
            do {
                let child = try world.startChild("child", of: world.root())
                world.log.skipReceivedEvents()

                child.flow.bind(to: ComputedIntentsScreen()) { _ in .handled }
            }

            try world.log.expect([
                "app/child: REJECTED bind ComputedIntentsScreen: ComputedIntentsScreen.intents is computed: each "
                    + "read makes a new channel that nothing keeps, so it finishes at once and no release would "
                    + "ever reach the coordinator; keep the channel in a stored `let`",
                "app/child: torn down (screen released)",
                "app: child child ended: screen released",
            ])
            world.expectEverythingReleased()
        },
        Misuse("bind to a screen whose channel already finished") {
            let world = World()
            try world.tree.start()
            do {
                let child = try world.startChild("child", of: world.root())
                world.log.skipReceivedEvents()
                let screen = ProbeScreen("removed")
                screen.intents.finish()

                child.flow.bind(to: screen) { _ in .handled }
            }

            try world.log.expect([
                "app/child: REJECTED bind TestScreen<ProbeIntent>: TestScreen<ProbeIntent>'s intents already finished (the screen was "
                    + "removed, or its channel was finished); a screen whose channel finished can never be bound: "
                    + "keep the channel in a stored `let`",
                "app/child: torn down (screen released)",
                "app: child child ended: screen released",
            ])
            world.expectEverythingReleased()
        },
        Misuse("a screen whose channel something else keeps") {
            let world = World()
            var keptChannel: IntentChannel<ProbeIntent>? = IntentChannel()
            do {
                let child = try world.startTree(withScreenChild: "child")
                let screen = InjectedChannelScreen(intents: try #require(keptChannel))
                world.shelf.show(screen)
                child.flow.bind(to: screen) { _ in .handled }  // moves the binding to the new screen
                world.shelf.remove(screen)  // released; its channel is not
                world.log.skipReceivedEvents()
            }

            // No release reached the flow: only the default report says so.
            try world.log.expectNoMoreEvents()
            let leaks = world.tree.leakReport().leaks
            #expect(leaks.map(\.path) == ["app/child"])
            #expect(
                leaks.map(\.why) == [
                    "in the tree, active, but the screen it was bound to is gone: a zombie bound to nothing"
                ])
            keptChannel = nil
            _ = keptChannel
            try world.log.expect(["app/child: torn down (screen released)", "app: child child ended: screen released"])
            world.expectEverythingReleased()
        },
        Misuse("a coordinator holding its tabs strongly when the window root is replaced") {
            let world = World()
            let window = HeadlessWindow()
            try world.tree.start()
            do {
                let tabsFlow = try world.startChild("tabs", of: world.root())
                let tabs = HeadlessTabs()
                tabsFlow.held = [tabs]  // the misuse: a strong reference from the flow
                let inbox = ProbeScreen("inbox")
                tabsFlow.flow.setTabs([inbox], in: tabs)
                tabsFlow.flow.setRoot(tabs, in: window)
                tabsFlow.flow.bind(to: tabs)  // the flow's life is its tabs'
                try world.startChild("inbox", of: tabsFlow) {
                    $0.onStart = { $0.flow.bind(to: inbox) { _ in .handled } }
                }
                world.watch(tabs, "tabs")
                world.log.skipReceivedEvents()
            }

            _ = try window.setRoot(ProbeScreen("signed out"))

            // The window finished the tabs' life after their screens': both flows end, logged,
            // and the ended flow's strong reference goes with it.
            try world.log.expect([
                "app/tabs/inbox: torn down (screen released)",
                "app/tabs: child inbox ended: screen released",
                "app/tabs: torn down (screen released)",
                "app: child tabs ended: screen released",
            ])
            #expect(world.tree.leakReport(shownIn: window).leaks.isEmpty)
            _ = try window.setRoot(nil)
            world.expectEverythingReleased()
        },
        Misuse("tabs kept alive by a running coordinator after the window root is replaced") {
            let world = World()
            let window = HeadlessWindow()
            try world.tree.start()
            do {
                let tabsFlow = try world.startChild("tabs", of: world.root())
                let tabs = HeadlessTabs()
                try world.root().held = [tabs]  // the misuse: the parent, still running, keeps the tabs
                tabsFlow.flow.setTabs([ProbeScreen("inbox")], in: tabs)
                tabsFlow.flow.setRoot(tabs, in: window)
                tabsFlow.flow.bind(to: tabs)
                world.log.skipReceivedEvents()
            }

            _ = try window.setRoot(ProbeScreen("signed out"))

            try world.log.expect([
                "app/tabs: torn down (screen released)",
                "app: child tabs ended: screen released",
            ])
            // The default report names the tabs the hierarchy let go of.
            let leaks = world.tree.leakReport().leaks
            #expect(leaks.map(\.name) == ["HeadlessTabs"])
            #expect(leaks.map(\.why) == ["its coordinator app/tabs ended but the screen is still referenced"])
            try world.root().held = []
            _ = try window.setRoot(nil)
            world.expectEverythingReleased()
        },
        Misuse("a coordinator holding its tabs strongly, not bound to them, when the window root is replaced") {
            let world = World()
            let window = HeadlessWindow()
            try world.tree.start()
            do {
                let tabsFlow = try world.startChild("tabs", of: world.root())
                let tabs = HeadlessTabs()
                tabsFlow.held = [tabs]
                let inbox = ProbeScreen("inbox")
                tabsFlow.flow.setTabs([inbox], in: tabs)
                tabsFlow.flow.setRoot(tabs, in: window)
                try world.startChild("inbox", of: tabsFlow) {
                    $0.onStart = { $0.flow.bind(to: inbox) { _ in .handled } }
                }
                world.log.skipReceivedEvents()
            }

            _ = try window.setRoot(ProbeScreen("signed out"))

            // The window finished the inbox's channel, so its flow ended; the tabs the unbound
            // flow still holds keep the inbox screen alive, and the flow itself stays active with
            // nothing on screen. The default report names both.
            try world.log.expect([
                "app/tabs/inbox: torn down (screen released)",
                "app/tabs: child inbox ended: screen released",
            ])
            let leaks = world.tree.leakReport().leaks
            #expect(leaks.map(\.path) == ["app/tabs", "app/tabs/inbox"])
            #expect(
                leaks.map(\.why) == [
                    "in the tree, active, but bound to nothing, and nothing it showed is still where it put it "
                        + "(HeadlessTabs): no release can end it; bind it to what it shows (bind(to:)) and hold "
                        + "containers weakly",
                    "its coordinator app/tabs/inbox ended but the screen is still referenced",
                ])
            // The end-of-test check fails on both, before its teardown ends the flow.
            let failures = EventLogRecorder(world.tree, reporter: FailureReporter { _ in true })
                .expectEverythingReleased(clearing: window)
            #expect(failures.count == 1)
            #expect(failures.first?.message.contains("LEAK coordinator tabs at app/tabs") == true)
            world.expectEverythingReleased()
        },
    ]
}

/// A screen whose `intents` is computed: the protocol asks only for a getter, so this compiles.
@MainActor
final class ComputedIntentsScreen: IntentScreen {
    var intents: IntentChannel<ProbeIntent> { IntentChannel() }
}

/// A screen whose channel is handed in, so something other than the screen can keep it.
@MainActor
final class InjectedChannelScreen: IntentScreen {
    let intents: IntentChannel<ProbeIntent>

    init(intents: IntentChannel<ProbeIntent>) {
        self.intents = intents
    }
}
