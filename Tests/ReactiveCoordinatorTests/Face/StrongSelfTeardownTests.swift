import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// Route handlers and tasks that capture `self` strongly, and a coordinator that keeps its
/// `Flow` in a stored property, leak nothing: however the flow ends, the library lets go of
/// the coordinator and of every closure it gave its flow.
@MainActor
@Suite struct StrongSelfTeardownTests {
    /// Every way a flow ends.
    enum Ending: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case backButtonPop
        case sheetSwipedDown
        case dismissedFromADistantScreen
        case stackReplaced
        case signOut
        case finish
        case cancel
        case treeDropped

        var testDescription: String { rawValue }

        /// Whether the strong flow presents its screen in a sheet rather than pushing it.
        var presents: Bool {
            self == .sheetSwipedDown || self == .dismissedFromADistantScreen
        }

        /// The reason the strong flow ends with; nil when the tree goes and logs nothing.
        var reason: TeardownReason? {
            switch self {
            case .backButtonPop, .sheetSwipedDown, .dismissedFromADistantScreen: .screenReleased
            // The stack's new screens replace the home screen too: the root ends, and its subtree.
            case .signOut, .stackReplaced: .parentTornDown
            case .finish: .finished
            case .cancel: .cancelled
            case .treeDropped: nil
            }
        }
    }

    /// What a world made, all weakly, for the checks at the end.
    final class Watched {
        var objects: [WeakBox] = []
        var endings: [String] = []

        func watch(_ object: AnyObject, _ label: String) {
            objects.append(WeakBox(object, label))
        }
    }

    /// The root: binds to the home screen at the bottom of the stack and starts a session.
    final class AppFlow: Coordinator {
        private weak var stack: HeadlessStack?
        private weak var window: HeadlessWindow?
        let ending: Ending
        let watched: Watched
        private var flow: Flow<Void>?

        init(window: HeadlessWindow, stack: HeadlessStack, ending: Ending, watched: Watched) {
            (self.window, self.stack, self.ending, self.watched) = (window, stack, ending, watched)
        }

        func start(_ flow: Flow<Void>) {
            self.flow = flow
            guard let window, let stack else { return flow.cancel() }
            let home = TestScreen<FlowIntent>("home")
            try? stack.push(home)
            flow.bind(to: home) { _ in
                _ = self.flow  // strongly, on purpose
                return .handled
            }
            let session = SessionFlow(window: window, stack: stack, home: home, ending: ending, watched: watched)
            watched.watch(session, "session")
            try? flow.startChild(session, named: "session")
        }
    }

    /// Holds no screen: it starts the strong flow, and signing out finishes it.
    final class SessionFlow: Coordinator {
        private weak var window: HeadlessWindow?
        private weak var stack: HeadlessStack?
        private weak var home: AnyObject?
        let ending: Ending
        let watched: Watched
        private(set) var flow: Flow<Void>?

        init(window: HeadlessWindow, stack: HeadlessStack, home: AnyObject, ending: Ending, watched: Watched) {
            (self.window, self.stack, self.home, self.ending, self.watched) = (window, stack, home, ending, watched)
        }

        func start(_ flow: Flow<Void>) {
            self.flow = flow
            guard let window, let stack, let home else { return flow.cancel() }
            let strong = StrongFlow(
                window: window, stack: stack, home: home, presents: ending.presents, watched: watched)
            watched.watch(strong, "strong flow")
            flow.routeBubbledIntents { _, _ in
                self.watched.endings.append("bubbled")
                return .handled
            }
            try? flow.startChild(strong, named: "strong")
        }

        /// The user signs out: the session finishes, and its subtree goes with it.
        func signOut() {
            flow?.finish()
        }
    }

    /// Captures `self` strongly in every route handler, task and end action, keeps its flow in
    /// a stored property, and awaits a panel flow (embedded in its screen) from work it owns.
    final class StrongFlow: Coordinator {
        private weak var window: HeadlessWindow?
        private weak var stack: HeadlessStack?
        private weak var home: AnyObject?
        private weak var screen: TestScreen<FlowIntent>?
        let presents: Bool
        let watched: Watched
        private(set) var flow: Flow<Void>?
        private var work: [CoordinatorTask] = []
        private var taps = 0

        init(window: HeadlessWindow, stack: HeadlessStack, home: AnyObject, presents: Bool, watched: Watched) {
            (self.window, self.stack, self.home, self.presents, self.watched) = (window, stack, home, presents, watched)
        }

        func start(_ flow: Flow<Void>) {
            self.flow = flow
            guard let window, let stack, let home else { return flow.cancel() }
            let screen = TestScreen<FlowIntent>("strong")
            self.screen = screen
            watched.watch(screen, "strong screen")
            if presents {
                let sheet = HeadlessStack(name: "sheet")
                watched.watch(sheet, "sheet stack")
                try? sheet.push(screen)
                flow.present(sheet, over: home, in: window)
            } else {
                flow.push(screen, on: stack)
            }
            flow.bind(to: screen) { intent in
                self.taps += 1
                switch intent {
                case .next:
                    return .unhandled
                case .done:
                    self.flow?.finish()
                    if let screen = self.screen, let stack = self.stack { self.flow?.pop(screen, from: stack) }
                }
                return .handled
            }
            flow.onEnd { reason in self.watched.endings.append("strong: \(reason), after \(self.taps) taps") }
            flow.onPause { self.taps += 0 }
            // Work that never returns by itself: only the flow's end cancels it.
            work.append(
                flow.task {
                    try await Task.sleep(for: .seconds(3600))
                    self.taps += 1
                })
            // Work that awaits a child bound to a panel the screen embeds.
            work.append(
                flow.task {
                    let panel = PanelFlow(screen: self.screen, watched: self.watched)
                    self.watched.watch(panel, "panel flow")
                    let result = try await flow.run(panel, named: "panel")
                    self.watched.endings.append("panel: \(result)")
                    _ = self.work
                })
        }
    }

    /// Bound to a panel embedded in the strong flow's screen; captures `self` strongly too.
    final class PanelFlow: Coordinator {
        private weak var screen: TestScreen<FlowIntent>?
        let watched: Watched
        private var flow: Flow<Void>?

        init(screen: TestScreen<FlowIntent>?, watched: Watched) {
            (self.screen, self.watched) = (screen, watched)
        }

        func start(_ flow: Flow<Void>) {
            self.flow = flow
            guard let screen else { return flow.cancel() }
            let panel = TestScreen<FlowIntent>("panel")
            watched.watch(panel, "panel")
            screen.embedded.append(panel)
            flow.bind(to: panel) { _ in
                _ = self.flow
                return .handled
            }
            flow.task { await self.waitForever() }
        }

        private func waitForever() async {
            try? await Task.sleep(for: .seconds(3600))
        }
    }

    @Test(arguments: Ending.allCases)
    func everythingIsReleasedAndTheLeakReportIsCleanWhenAFlowCapturingSelfStronglyEnds(ending: Ending) async throws {
        let window = HeadlessWindow()
        let stack = HeadlessStack(name: "main")
        try window.setRoot(stack)
        let watched = Watched()
        var tree: CoordinatorTree? = CoordinatorTree(
            root: AppFlow(window: window, stack: stack, ending: ending, watched: watched), named: "app")
        weak let weakTree = tree
        let log = EventLogRecorder(try #require(tree))
        try tree?.start()
        await tree?.settle()  // below iOS 26 the owned work takes its first step now
        var strong: AnyFlow? = try #require(tree?.root?.children.first?.children.first)
        #expect(strong?.path == "app/session/strong")
        #expect(strong?.children.map(\.name) == ["panel"])
        weak let home = stack.screens.first
        weak let strongScreen = strong?.boundScreen as? TestScreen<FlowIntent>
        log.skipReceivedEvents()

        switch ending {
        case .backButtonPop:
            #expect(stack.userTapsBack() != nil)
        case .sheetSwipedDown:
            #expect(window.userSwipesDown() != nil)
        case .dismissedFromADistantScreen:
            // A screen above the sheet; the user acts from the home screen, two levels below.
            try window.present(TestScreen<FlowIntent>("alert"), over: try #require(window.presentedScreens.last))
            _ = try window.dismiss(from: try #require(home))
        case .stackReplaced:
            _ = try stack.setScreens([TestScreen<FlowIntent>("fresh start")])
        case .signOut:
            let session = try #require(tree?.root?.children.first?.coordinator as? SessionFlow)
            session.signOut()
        case .finish:
            strongScreen?.tap(.done)
        case .cancel:
            let coordinator = try #require(strong?.coordinator as? StrongFlow)
            coordinator.flow?.cancel()
        case .treeDropped:
            tree = nil
        }
        await Task.yield()
        await tree?.settle()
        // The cancelled work returns on a later turn: wait for it where no tree can settle.
        for _ in 0..<1000 where watched.objects.contains(where: { $0.label == "strong flow" && $0.object != nil }) {
            await Task.yield()
        }

        #expect(strong?.state == .finished)
        if let reason = ending.reason {
            #expect(strong?.teardownReason == reason)
            #expect(watched.endings.contains { $0.hasPrefix("strong: \(reason)") }, "\(watched.endings)")
            #expect(log.lines.contains("app/session/strong: torn down (\(reason))"), "\(log.lines)")
        }
        #expect(watched.endings.contains { $0.hasPrefix("panel: failure(") }, "\(watched.endings)")
        strong = nil  // the handle holds the flow's node: let go of it too
        // The strong flow, its panel flow and their screens are gone now, whoever removed them.
        let strongObjects = ["strong flow", "strong screen", "panel flow", "panel", "sheet stack"]
        for box in watched.objects where strongObjects.contains(box.label) {
            #expect(box.object == nil, "\(box.label) is still alive")
        }
        if let tree {
            // A session whose only child ended is left on nothing, and reported so: the app ends
            // it from outside (sign-out), which no release, intent or child's end can do. The
            // rest must be clean.
            let isTheSessionLeftOnNothing = { (leak: LeakReport.AliveObject) in
                leak.path == "app/session" && leak.why.contains("left on nothing")
            }
            for report in [tree.leakReport(), tree.leakReport(shownIn: window)] {
                #expect(report.leaks.allSatisfy(isTheSessionLeftOnNothing), "\(report)")
            }
        }

        // Then the rest: the tree, the session and the home screen.
        tree = nil
        _ = try window.setRoot(nil)
        for _ in 0..<1000 where watched.objects.contains(where: { $0.object != nil }) { await Task.yield() }
        for box in watched.objects {
            #expect(box.object == nil, "\(box.label) is still alive")
        }
        #expect(weakTree == nil)
        log.expectEverythingReleased()
    }
}
