import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

extension Misuse {
    /// The misuses a new user's app once committed without a trace (issue 25): each is now a
    /// logged refusal or a line of the leak report that names the flow and says what to do.
    static let formerlySilent: [Misuse] = [
        Misuse("present over a sheet while the user swipes it away") {
            let world = World()
            let window = HeadlessWindow()
            try world.tree.start()
            do {
                let home = ProbeScreen("home")
                try world.root().flow.setRoot(home, in: window)
                try world.root().flow.route(home) { _ in .handled }
                let sheet = ProbeScreen("sheet")
                let sheetFlow = try world.startChild("sheet", of: world.root()) { coordinator in
                    coordinator.onStart = { [weak window] coordinator in
                        guard let window else { return }
                        coordinator.flow.present(sheet, over: home, in: window)
                        coordinator.flow.bind(to: sheet) { _ in .handled }
                    }
                }
                world.watch(sheet, "sheet")
                world.log.skipReceivedEvents()

                let drag = try #require(window.beginInteractiveDismissal())
                #expect(
                    throws: NavigationError.presenterBeingDismissed(
                        presenter: "TestScreen<ProbeIntent>")
                ) {
                    try window.present(ProbeScreen("alert"), over: sheet)
                }
                // A flow's present waits for the swipe instead (issue 35): not presented yet.
                #expect(!sheetFlow.flow.present(ProbeScreen("alert"), over: sheet, in: window))
                drag.complete()
                #expect(window.presentedScreens.isEmpty)
            }

            // The swipe removes the sheet and ends its flow, as a swipe with nothing presented over
            // it does; the presentation that waited ends with the flow, never presented.
            try world.log.expect([
                "app/sheet: present TestScreen<ProbeIntent>: waits for the user's swipe down of TestScreen<ProbeIntent>",
                "app/sheet: present TestScreen<ProbeIntent>: cancelled: its flow ended",
                "app/sheet: torn down (screen released)",
                "app: child sheet ended: screen released",
            ])
            _ = try window.setRoot(nil)
            world.expectEverythingReleased()
        },
        Misuse("push a screen through the stack's own API and route it by nobody") {
            let world = World()
            let window = HeadlessWindow()
            let stack = HeadlessStack()
            try world.tree.start()
            do {
                let listFlow = try world.startChild("list", of: world.root())
                let list = ProbeScreen("list")
                try stack.push(list)
                listFlow.flow.setRoot(stack, in: window)
                listFlow.flow.bind(to: list) { _ in .handled }
                let detail = ProbeScreen("detail")
                try stack.push(detail)  // the misuse: not `push(_:on:)`, and no route
                detail.tap(.go)
                world.watch(detail, "detail")
                world.log.skipReceivedEvents()
            }

            // The tap went nowhere and nothing is logged; the report names the screen and the flow.
            try world.log.expectNoMoreEvents()
            let leaks = world.tree.leakReport().leaks
            #expect(leaks.map(\.name) == ["TestScreen<ProbeIntent>"])
            #expect(leaks.map(\.path) == ["app/list"])
            #expect(
                leaks.map(\.why) == [
                    "shown in HeadlessStack, which app/list shows, but routed by no coordinator: its intents go "
                        + "nowhere (1 sent so far); route it (route(_:to:) or bind(to:)) where it is shown"
                ])
            let failures = EventLogRecorder(world.tree, reporter: FailureReporter { _ in true })
                .expectEverythingReleased(afterClearing: {
                    _ = try window.setRoot(nil)
                    _ = try stack.setScreens([])
                })
            #expect(
                failures.map(\.message) == [
                    "leaks while the tree still ran, which its teardown would hide:\n  LEAK screen "
                        + "TestScreen<ProbeIntent> at app/list: " + (leaks.first?.why ?? "")
                ])
            _ = try window.setRoot(nil)
            world.expectEverythingReleased()
        },
        Misuse("a screen that owns itself through its handler, on a stack that does not finish channels") {
            let world = World()
            let stack = UIKitLikeStack()
            do {
                let child = try world.startTree(withScreenChild: "child")
                let list = ProbeScreen("list")
                child.flow.push(list, on: stack)
                child.flow.route(list) { _ in .handled }
                let detail = ProbeScreen("detail")
                child.flow.push(detail, on: stack)
                child.flow.route(detail) { _ in
                    _ = detail  // the cycle: screen -> channel -> handler -> screen
                    return .handled
                }
                world.watch(detail, "detail")
            }

            try world.log.expect([
                "app/child: routes TestScreen<ProbeIntent>", "app/child: routes TestScreen<ProbeIntent>",
            ])
            _ = try stack.pop()  // Back, as UIKit does it: the channel is not finished

            // No release reached the flow, so nothing is logged; the default report names it.
            try world.log.expectNoMoreEvents()
            let leaks = world.tree.leakReport().leaks
            #expect(leaks.map(\.path) == ["app/child"])
            #expect(
                leaks.map(\.why) == [
                    "removed from UIKitLikeStack, where app/child showed it, but still referenced, its intents "
                        + "never finished (a container that does not finish removed screens' channels, as UIKit's): "
                        + "something other than the hierarchy holds it (its own route handler capturing it, a cache)"
                ])
            // The end-of-test check fails on it, before the teardown breaks the cycle.
            let failures = EventLogRecorder(world.tree, reporter: FailureReporter { _ in true })
                .expectEverythingReleased(afterClearing: {
                    stack.removeAll()
                    world.shelf.removeAll()
                })
            #expect(
                failures.map(\.message) == [
                    "leaks while the tree still ran, which its teardown would hide:\n  LEAK screen "
                        + "TestScreen<ProbeIntent> at app/child: " + (leaks.first?.why ?? "")
                ])
            world.expectEverythingReleased()
        },
        Misuse("await a deep link on a paused tree, then cancel the awaiting task") {
            let world = World()
            try world.startTree(withScreenChild: "child")
            try world.root().flow.erased.pause()
            world.log.skipReceivedEvents()

            let opening = Task { @MainActor [tree = world.tree] in try await tree.open(DeepLink(ProbeIntent.go)) }
            await world.waitForEvents(1)
            opening.cancel()

            await #expect(throws: DeepLinkError.cancelled) { try await opening.value }
            try world.root().flow.erased.resume()
            await world.tree.settle()
            // None of its steps was taken, before the resume or after it.
            try world.log.expect([
                "app: deep link waits: app is paused",
                "app: REJECTED deep link: the task awaiting it was cancelled while it waited; none of its steps "
                    + "was taken",
                "app: resumed",
                "app/child: resumed",
            ])
            world.expectEverythingReleased()
        },
        Misuse("await a deep link from a task cancelled before it was opened") {
            let world = World()
            try world.startTree(withScreenChild: "child")
            try world.root().flow.erased.pause()
            world.log.skipReceivedEvents()

            let opening = Task { @MainActor [tree = world.tree] in
                withUnsafeCurrentTask { $0?.cancel() }
                try await tree.open(DeepLink(ProbeIntent.go))
            }

            await #expect(throws: DeepLinkError.cancelled) { try await opening.value }
            try world.log.expect([
                "app: REJECTED deep link: the task awaiting it was cancelled while it waited; none of its steps "
                    + "was taken"
            ])
            try world.root().flow.erased.resume()
            world.log.skipReceivedEvents()
            world.expectEverythingReleased()
        },
    ]
}

/// A navigation stack that removes screens as UIKit's does: it lets go of them and finishes
/// nothing, so only their release tells a coordinator they are gone.
@MainActor
final class UIKitLikeStack: StackContext {
    private(set) var screens: [AnyObject] = []

    var visibleScreen: AnyObject? { screens.last }

    func contains(_ screen: AnyObject) -> Bool { screens.contains { $0 === screen } }

    func push(_ screen: AnyObject) throws(NavigationError) {
        guard !contains(screen) else { throw .screenAlreadyShown(screen: String(describing: type(of: screen))) }
        screens.append(screen)
    }

    func pop() throws(NavigationError) -> String {
        guard screens.count > 1 else { throw .cannotPopRoot(stack: "UIKitLikeStack") }
        return String(describing: type(of: screens.removeLast()))
    }

    func pop(to screen: AnyObject) throws(NavigationError) -> [String] {
        guard let index = screens.firstIndex(where: { $0 === screen }) else {
            throw .screenNotInContainer(screen: String(describing: type(of: screen)), container: "UIKitLikeStack")
        }
        let popped = screens[(index + 1)...].map { String(describing: type(of: $0)) }
        screens.removeSubrange((index + 1)...)
        return popped
    }

    func popToRoot() -> [String] {
        guard let first = screens.first else { return [] }
        return (try? pop(to: first)) ?? []
    }

    func setScreens(_ screens: [AnyObject]) throws(NavigationError) -> [String] {
        let removed = self.screens.filter { old in !screens.contains { $0 === old } }
        self.screens = screens
        return removed.map { String(describing: type(of: $0)) }
    }

    /// Empties the stack, as the end of a test does.
    func removeAll() {
        screens = []
    }
}

extension World {
    /// Waits, a main-actor turn at a time, until the log holds `count` events the test has not
    /// read yet (at most a thousand turns).
    func waitForEvents(_ count: Int) async {
        let target = tree.eventCount + count
        for _ in 0..<1000 where tree.eventCount < target { await Task.yield() }
    }
}
