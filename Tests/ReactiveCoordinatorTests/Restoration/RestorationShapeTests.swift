import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// Shapes a tree-order record could not rebuild, which the routing property tests found: screens
/// whose order in their container differs from the tree's order, a root with state of its own,
/// and a coordinator with a screen above its child's.
@MainActor
@Suite struct RestorationShapeTests {
    enum Intent: Sendable {
        case open
        case attach
    }

    /// A flow that pushes one screen on the stack it is given.
    ///
    /// `open` starts another such flow above it, `attach` pushes a screen it only routes. It
    /// records its attachments, which lie above its children's screens, and puts them back in
    /// `didRestore(from:)`.
    final class PageCoordinator: RestorableCoordinator {
        weak var stack: HeadlessStack?
        private weak var page: TestScreen<Intent>?
        let title: String
        /// Where each coordinator's `didRestore(from:in:)` ran, shared by a whole tree.
        let restoredLog: Shared<[String]>
        private var flow: Flow<Void>?

        init(stack: HeadlessStack?, title: String, restoredLog: Shared<[String]>) {
            (self.stack, self.title, self.restoredLog) = (stack, title, restoredLog)
        }

        func start(_ flow: Flow<Void>) {
            self.flow = flow
            // A page that no longer exists (deleted since the record was written) ends at once.
            guard title != "gone" else { return flow.cancel() }
            let page = TestScreen<Intent>(title)
            try? stack?.push(page)
            self.page = page
            flow.bind(to: page) { intent in
                switch intent {
                case .open: self.openPage(self.title + "+", in: flow)
                case .attach: self.attach(in: flow)
                }
                return .handled
            }
        }

        func openPage(_ title: String, in flow: Flow<Void>) {
            try? flow.startChild(PageCoordinator(stack: stack, title: title, restoredLog: restoredLog))
        }

        private func attach(in flow: Flow<Void>) {
            let attachment = TestScreen<Intent>(title + " attachment")
            try? stack?.push(attachment)
            flow.route(attachment) { _ in .handled }
        }

        /// The titles of the attachments it routes, bottom first.
        private var attachments: [String] {
            (flow?.routedScreens ?? []).compactMap { ($0 as? TestScreen<Intent>)?.title }.filter {
                $0.hasSuffix("attachment")
            }
        }

        var restoration: CoordinatorRestoration? {
            try? CoordinatorRestoration(
                kind: "page", shown: .pushed, value: Saved(title: title, attachments: attachments))
        }

        struct Saved: Codable {
            var title: String
            var attachments: [String]
        }

        func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
            guard restoration.kind == "page" else { return false }
            openPage(try restoration.value(Saved.self).title, in: flow)
            return true
        }

        func didRestore(from restoration: CoordinatorRestoration, in flow: Flow<Void>) {
            restoredLog.value.append("\(flow.path) with \(flow.children.count) children")
            // The attachments were pushed above every child's screen: once the children are back,
            // they go on top.
            for _ in (try? restoration.value(Saved.self).attachments) ?? [] { attach(in: flow) }
        }
    }

    /// Two stacks in tabs; the selected tab is the root's own state, in its record, and comes
    /// back in `didRestore(from:in:)`.
    final class RootCoordinator: RestorableCoordinator {
        weak var window: HeadlessWindow?
        let first = HeadlessStack(name: "first")
        let second = HeadlessStack(name: "second")
        let tabs = HeadlessTabs(name: "tabs")
        let restoredLog: Shared<[String]>

        init(window: HeadlessWindow, restoredLog: Shared<[String]>) {
            (self.window, self.restoredLog) = (window, restoredLog)
        }

        func start(_ flow: Flow<Void>) {
            let home = TestScreen<Intent>("home")
            try? first.push(home)
            _ = try? tabs.setTabs([first, second])
            _ = try? window?.setRoot(tabs)
            flow.bind(to: home) { _ in
                self.openPage("page", on: self.first, in: flow)
                return .handled
            }
        }

        func openPage(_ title: String, on stack: HeadlessStack, in flow: Flow<Void>) {
            try? flow.startChild(PageCoordinator(stack: stack, title: title, restoredLog: restoredLog))
        }

        var restoration: CoordinatorRestoration? {
            try? CoordinatorRestoration(kind: "root", shown: .windowRoot, value: tabs.selectedIndex)
        }

        func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
            guard restoration.kind == "page" else { return false }
            openPage(try restoration.value(PageCoordinator.Saved.self).title, on: first, in: flow)
            return true
        }

        // snippet: didRestore
        func didRestore(from restoration: CoordinatorRestoration, in flow: Flow<Void>) {
            if let selected = try? restoration.value(Int?.self) { try? tabs.selectTab(at: selected) }
        }
        // end snippet
    }

    /// A window with the root's tabs, its tree and its recorder.
    @MainActor
    struct World {
        let window = HeadlessWindow()
        let restoredLog = Shared<[String]>([])
        let tree: CoordinatorTree
        let log: EventLogRecorder

        init() throws {
            tree = CoordinatorTree(root: RootCoordinator(window: window, restoredLog: restoredLog))
            log = EventLogRecorder(tree)
            try tree.start()
        }

        var root: RootCoordinator? { tree.root?.coordinator as? RootCoordinator }

        var firstStack: [String] {
            root?.first.screens.compactMap { ($0 as? TestScreen<Intent>)?.title } ?? []
        }

        func page(_ title: String) -> TestScreen<Intent>? {
            root?.first.screens.lazy.compactMap { $0 as? TestScreen<Intent> }.first { $0.title == title }
        }
    }

    private func roundTrip(_ written: World) throws -> World {
        let data = try JSONEncoder().encode(written.tree.restorationRecord(schema: 1))
        let fresh = try World()
        let report = fresh.tree.restore(try JSONDecoder().decode(RestorationRecord.self, from: data), schema: 1)
        #expect(report.dropped == nil, "\(report)")
        return fresh
    }

    @Test func aScreenPushedAboveAnUnclesScreenComesBackAboveIt() throws {
        let written = try World()
        written.page("home")?.tap(.open)  // root/page
        written.page("home")?.tap(.open)  // root/page-2, above it
        written.page("page")?.tap(.open)  // root/page/page, above page-2: the tree's order differs
        #expect(written.firstStack == ["home", "page", "page", "page+"])

        let record = written.tree.restorationRecord(schema: 1)
        let fresh = try roundTrip(written)

        // Start order, not tree order (which would put root/page/page before root/page-2).
        #expect(record.steps.map(\.path) == ["root", "root/page", "root/page-2", "root/page/page"])
        #expect(fresh.firstStack == written.firstStack)
        #expect(fresh.tree.snapshot() == written.tree.snapshot())
        #expect(
            HierarchySnapshot(of: fresh.window, coordinators: fresh.tree)
                == HierarchySnapshot(of: written.window, coordinators: written.tree))
        written.log.expectEverythingReleased(clearing: written.window)
        fresh.log.expectEverythingReleased(clearing: fresh.window)
    }

    @Test func theRootsOwnValueIsTheFirstStepAndComesBackThroughDidRestore() throws {
        let written = try World()
        try written.root?.tabs.selectTab(at: 1)

        let record = written.tree.restorationRecord(schema: 1)
        let fresh = try World()
        fresh.log.skipReceivedEvents()
        fresh.tree.restore(record, schema: 1)

        #expect(record.steps.first?.parent == "")
        #expect(record.steps.first?.restoration.presentation == .windowRoot)
        #expect(fresh.root?.tabs.selectedIndex == 1)
        try fresh.log.expect(["root: restoring step 0: root"])
        written.log.expectEverythingReleased(clearing: written.window)
        fresh.log.expectEverythingReleased(clearing: fresh.window)
    }

    @Test func didRestoreRunsOnceEveryStepIsAppliedSoAScreenAboveAChildsReturnsAboveIt() throws {
        let written = try World()
        written.page("home")?.tap(.open)  // root/page
        written.page("page")?.tap(.open)  // root/page/page
        written.page("page")?.tap(.attach)  // routed by root/page, above its child's screen
        #expect(written.firstStack == ["home", "page", "page+", "page attachment"])

        let fresh = try roundTrip(written)

        // Parents first, and each saw all its children already back.
        #expect(fresh.restoredLog.value == ["root/page with 1 children", "root/page/page with 0 children"])
        #expect(fresh.firstStack == written.firstStack)
        #expect(fresh.tree.snapshot() == written.tree.snapshot())
        #expect(
            HierarchySnapshot(of: fresh.window, coordinators: fresh.tree)
                == HierarchySnapshot(of: written.window, coordinators: written.tree))
        written.log.expectEverythingReleased(clearing: written.window)
        fresh.log.expectEverythingReleased(clearing: fresh.window)
    }

    @Test func aStepThatNoLongerAppliesStartsNothingAndRestorationStopsThereSayingWhy() throws {
        let written = try World()
        written.page("home")?.tap(.open)  // root/page
        written.page("page")?.tap(.open)  // root/page/page
        var record = written.tree.restorationRecord(schema: 1)
        // The page of step 1 was deleted since: its parent takes the step, but nothing starts.
        record.steps[1].restoration = try CoordinatorRestoration(
            kind: "page", shown: .pushed, value: PageCoordinator.Saved(title: "gone", attachments: []))
        let fresh = try World()

        let report = fresh.tree.restore(record, schema: 1)

        #expect(report.restoredCount == 1)
        #expect(report.dropped?.index == 1)
        #expect(report.dropped?.reason == .nothingStarted(kind: "page"))
        #expect(fresh.firstStack == ["home"])
        #expect(
            fresh.log.skipReceivedEvents().last
                == "root: REJECTED restore: step 1 (root/page): restoring page started no coordinator")
        written.log.expectEverythingReleased(clearing: written.window)
        fresh.log.expectEverythingReleased(clearing: fresh.window)
    }
}
