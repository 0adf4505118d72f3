@testable import ExampleFlows
import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorTesting
import Testing

/// The coordinators' and screens' doc samples do what their comments say, in a tree, and leave
/// nothing alive.
@MainActor
@Suite struct CoordinatorSampleTests {
    typealias Samples = CoordinatorSamples

    /// Starts a child and keeps how it ended: the way to read a flow's typed result.
    final class Host<Child: Coordinator>: Coordinator {
        let child: Child
        private(set) var outcomes: [Result<Child.Output, TeardownReason>] = []
        init(_ child: Child) { self.child = child }

        func start(_ flow: Flow<Void>) {
            try? flow.startChild(child) { self.outcomes.append($0) }
        }
    }

    @Test func loginFinishesWithTheSubmittedUser() throws {
        let stack = HeadlessStack()
        let tree = CoordinatorTree(
            root: Host(
                {
                    let login = Samples.LoginCoordinator()
                    login.stack = stack
                    return login
                }()))
        let log = EventLogRecorder(tree)
        unowned let host = try #require(tree.root?.coordinator as? Host<Samples.LoginCoordinator>)
        try tree.start()
        (stack.screens.last as? Samples.LoginScreen)?.intents.send(.submit(user: "ada"))
        try log.expect([
            "host: started",
            "host: child added: login",
            "host/login: started",
            "host/login: bound to LoginScreen",
            "host/login: intent submit(user: \"ada\") from LoginScreen",
            "host/login: routed submit(user: \"ada\")",
            "host/login: torn down (finished)",
            "host: child login finished with ada",
        ])
        #expect(host.outcomes.map { try? $0.get() } == ["ada"])
        tree.cancel()
        log.expectEverythingReleased { try stack.setScreens([]) }
    }

    @Test func archivedMessageFinishesWithItsID() throws {
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: Host(Samples.ArchiveCoordinator(id: 7, stack: stack)))
        let log = EventLogRecorder(tree)
        unowned let host = try #require(tree.root?.coordinator as? Host<Samples.ArchiveCoordinator>)
        try tree.start()
        #expect(stack.screens.count == 1)
        (stack.screens.last as? MessageScreen)?.intents.send(.archive)
        #expect(host.outcomes.map { try? $0.get() } == [7])
        #expect(tree.root?.children.isEmpty == true)
        tree.cancel()
        log.expectEverythingReleased { try stack.setScreens([]) }
    }

    @Test func loginWithoutAStackCancelsItself() throws {
        let tree = CoordinatorTree(root: Samples.LoginCoordinator())
        let log = EventLogRecorder(tree)
        try tree.start()
        try log.expect(["login: started", "login: torn down (cancelled)"])
        log.expectEverythingReleased()
    }

    @Test func logoutBubbledFromSettingsFinishesTheSession() throws {
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: Samples.SessionCoordinator(stack: stack))
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()
        (stack.screens.last as? Samples.SettingsScreen)?.intents.send(Samples.LogoutIntent())
        try log.expect([
            "session/settings: intent LogoutIntent() from SettingsScreen",
            "session/settings: bubbled LogoutIntent() to parent",
            "session: routed LogoutIntent() (bubbled from session/settings)",
            "session/settings: torn down (parent torn down)",
            "session: child settings ended: parent torn down",
            "session: torn down (finished)",
        ])
        log.expectEverythingReleased { try stack.setScreens([]) }
    }

    @Test func helpIsLeftToTheParentAndCloseFinishes() throws {
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: Samples.HelpfulCoordinator(stack: stack))
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()
        unowned let screen = try #require(stack.screens.last as? Samples.HelpfulScreen)
        screen.intents.send(.help)
        screen.intents.send(.close)
        try log.expect([
            "helpful: intent help from HelpfulScreen",
            "helpful: bubbled help to parent",
            "helpful: UNHANDLED help",
            "helpful: intent close from HelpfulScreen",
            "helpful: routed close",
            "helpful: torn down (finished)",
        ])
        log.expectEverythingReleased { try stack.setScreens([]) }
    }

    @Test func aHandledScreensIntentsNeverBubbleAndItsReleaseEndsTheFlow() throws {
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: Samples.SelfHelpingCoordinator(stack: stack), named: "helping")
        let log = EventLogRecorder(tree)
        unowned let coordinator = try #require(tree.root?.coordinator as? Samples.SelfHelpingCoordinator)
        try tree.start()
        try log.expect(["helping: started", "helping: bound to HelpfulScreen"])
        unowned let screen = try #require(stack.screens.last as? Samples.HelpfulScreen)
        screen.intents.send(.help)
        #expect(coordinator.helpShown == 1)
        try stack.setScreens([])
        try log.expect([
            "helping: intent help from HelpfulScreen",
            "helping: routed help",
            "helping: torn down (screen released)",
        ])
        log.expectEverythingReleased()
    }

    @Test func pushedDetailIsRoutedButItsReleaseDoesNotEndTheFlow() throws {
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: Samples.DetailFlowCoordinator(stack: stack))
        let log = EventLogRecorder(tree)
        unowned let detailFlow = try #require(tree.root?.coordinator as? Samples.DetailFlowCoordinator)
        try tree.start()
        (stack.screens.last as? Samples.DetailScreen)?.intents.send(.compose)
        #expect(detailFlow.composeTaps == 1)
        stack.userTapsBack()
        #expect(tree.root?.state == .active)
        log.expectEverythingReleased { try stack.setScreens([]) }
    }

    @Test func childsDraftIsSavedWhenItFinishes() throws {
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: Samples.DraftsCoordinator(stack: stack))
        let log = EventLogRecorder(tree)
        unowned let drafts = try #require(tree.root?.coordinator as? Samples.DraftsCoordinator)
        try tree.start()
        try drafts.compose()
        (stack.screens.last as? Samples.ComposeScreen)?.intents.send(.send("hello"))
        #expect(drafts.saved == ["hello"])
        log.expectEverythingReleased { try stack.setScreens([]) }
    }

    @Test func finishedChannelEndsAndIgnoresLaterIntents() {
        let screen = ScreenSamples.finishedChannel()
        var events: [String] = []
        let subscription = screen.intents.stream.subscribe { events.append("\($0)") }
        #expect(events == ["finished"])
        subscription.cancel()
    }

    @Test func unroutedIntentOfAReleasedScreenReachesTheHandler() {
        let reports = ScreenSamples.unroutedIntentReports()
        #expect(reports.map(\.intents.count) == [1])
    }
}

@MainActor
@Suite struct AsyncFlowSampleTests {
    typealias Samples = AsyncFlowSamples

    @Test func sentDraftIsSavedAndASwipedOneIsNot() async throws {
        let window = HeadlessWindow()
        try window.setRoot(NamedScreen("mailbox"))
        let tree = CoordinatorTree(root: Samples.MailboxCoordinator(window: window))
        let log = EventLogRecorder(tree)
        unowned let mailbox = try #require(tree.root?.coordinator as? Samples.MailboxCoordinator)
        try tree.start()

        mailbox.compose()
        await tree.settle()  // below iOS 26 the work takes its first step, showing the sheet, now
        (window.presentedScreens.last as? Samples.SheetScreen)?.intents.send(.done("hello"))
        await tree.settle()
        mailbox.compose()
        await tree.settle()
        window.userSwipesDown()
        await tree.settle()

        #expect(mailbox.saved == ["hello"])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func swipedDownOptionsAddNothingToTheCart() async throws {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: Samples.ProductCoordinator(window: window))
        let log = EventLogRecorder(tree)
        unowned let product = try #require(tree.root?.coordinator as? Samples.ProductCoordinator)
        try tree.start()
        (window.root as? Samples.ProductScreen)?.intents.send(.chooseOptions)
        await tree.settle()  // below iOS 26 the work takes its first step now
        #expect(window.presentedScreens.count == 1, "run added and started the options flow")

        // snippet: settle
        window.userSwipesDown()
        await tree.settle()
        #expect(product.chosenOptions == nil)
        // end snippet
        log.expectEverythingReleased(clearing: window)
    }

    @Test func chosenOptionsAreAddedToTheCart() async throws {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: Samples.ProductCoordinator(window: window))
        let log = EventLogRecorder(tree)
        unowned let product = try #require(tree.root?.coordinator as? Samples.ProductCoordinator)
        try tree.start()
        (window.root as? Samples.ProductScreen)?.intents.send(.chooseOptions)
        await tree.settle()  // below iOS 26 the work takes its first step now
        (window.presentedScreens.last as? Samples.SheetScreen)?.intents.send(.done("size m"))
        await tree.settle()
        #expect(product.chosenOptions == "size m")

        // The testing article's ending for flows that await.
        // snippet: cancel-settle
        tree.cancel()
        await tree.settle()
        log.expectEverythingReleased(clearing: window)
        // end snippet
    }

    @Test func stoppedReloadNeverCompletes() async throws {
        let catalog = Samples.Catalog()
        let tree = CoordinatorTree(root: Samples.CatalogCoordinator(catalog: catalog))
        let log = EventLogRecorder(tree)
        unowned let coordinator = try #require(tree.root?.coordinator as? Samples.CatalogCoordinator)
        try tree.start()
        coordinator.reloadThenStop()
        await tree.settle()
        switch WorkStart.current {
        case .immediately:
            #expect(
                catalog.reloads == 1 && catalog.completedReloads == 0, "started at once, stopped at its first await")
        case .onNextTurn:
            #expect(catalog.reloads == 0, "stopped before its first step: it never starts")
        }
        log.expectEverythingReleased()
    }
}

@MainActor
@Suite struct DeepLinkSampleTests {
    typealias Samples = DeepLinkSamples

    private func shop() throws -> (HeadlessStack, CoordinatorTree) {
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: Samples.HomeCoordinator(stack: stack))
        try tree.start()
        return (stack, tree)
    }

    private func expectNothingLeft(_ tree: CoordinatorTree, _ stack: HeadlessStack) throws {
        tree.cancel()
        try stack.setScreens([])
        #expect(tree.leakReport().alive.isEmpty)
    }

    @Test func openedLinkShowsTheProductAndItsReviews() async throws {
        let (stack, tree) = try shop()
        try await Samples.open(in: tree)
        #expect(stack.screens.dropFirst().map { "\($0)" } == ["product 42", "reviews 42"])
        try expectNothingLeft(tree, stack)
    }

    @Test func linkOfATableShowsTheProductAndItsReviews() async throws {
        let (stack, tree) = try shop()
        try await Samples.openURL(in: tree)
        #expect(stack.screens.dropFirst().map { "\($0)" } == ["product 42", "reviews 42"])
        try expectNothingLeft(tree, stack)
    }

    @Test func linkOpenedFromARouteRunsAfterIt() throws {
        let (stack, tree) = try shop()
        (stack.screens.first as? Samples.HomeScreen)?.intents.send(.showReviews(id: 7))
        #expect(stack.screens.dropFirst().map { "\($0)" } == ["product 7", "reviews 7"])
        try expectNothingLeft(tree, stack)
    }

    @Test func linkOpenedWhenReadyPrintsNothingWhenItRuns() throws {
        let print = Printer()
        let (stack, tree) = try shop()
        Samples.openWhenReady(in: tree, print: print)
        #expect(print.lines.isEmpty)
        #expect(stack.screens.dropFirst().map { "\($0)" } == ["product 42"])
        try expectNothingLeft(tree, stack)
    }

    @Test func linkNoCoordinatorTakesPrintsWhyItFailed() throws {
        let print = Printer()
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: CoordinatorSamples.DetailFlowCoordinator(stack: stack))
        try tree.start()
        Samples.openWhenReady(in: tree, print: print)
        #expect(print.lines.count == 1)
        try expectNothingLeft(tree, stack)
    }
}

@MainActor
@Suite struct RestorationSampleTests {
    typealias Samples = RestorationSamples

    @Test func restorationValueReadsBackTheID() throws {
        #expect(try Samples.value() == 42)
    }

    @Test func restoredCatalogShowsTheProductsTheSavedOneShowed() throws {
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: Samples.CatalogCoordinator(stack: stack))
        try tree.start()
        (stack.screens.first as? Samples.ListScreen)?.intents.send(.open(id: 42))
        let record = Samples.record(of: tree)
        let data = try Samples.save(tree)
        #expect(try JSONDecoder().decode(RestorationRecord.self, from: data) == tree.restorationRecord(schema: 2))

        let print = Printer()
        let freshStack = HeadlessStack()
        let fresh = CoordinatorTree(root: Samples.CatalogCoordinator(stack: freshStack))
        try fresh.start()
        let report = Samples.restore(record, into: fresh, print: print)
        #expect(report.dropped == nil && print.lines.isEmpty)
        #expect(freshStack.hierarchyDescription == stack.hierarchyDescription)

        for (tree, stack) in [(tree, stack), (fresh, freshStack)] {
            tree.cancel()
            try stack.setScreens([])
            #expect(tree.leakReport().alive.isEmpty)
        }
    }
}

@MainActor
@Suite struct EventLogSampleTests {
    /// The quick start with message 7 open.
    private func quickStart() throws -> (HeadlessWindow, CoordinatorTree) {
        let window = HeadlessWindow()
        try window.setRoot(HeadlessStack())
        let tree = CoordinatorTree(root: InboxCoordinator(stack: try #require(window.root as? HeadlessStack)))
        try tree.start()
        (window.visibleScreen as? InboxScreen)?.intents.send(.open(id: 7))
        return (window, tree)
    }

    private func expectNothingLeft(_ tree: CoordinatorTree, _ window: HeadlessWindow) throws {
        tree.cancel()
        try window.setRoot(nil)
        #expect(tree.leakReport().alive.isEmpty)
    }

    @Test func printedEventsAreTheLogLines() throws {
        let print = Printer()
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: InboxCoordinator(stack: stack))
        let printer = EventLogSamples.printEvents(of: tree, print: print)
        try tree.start()
        #expect(print.lines == ["1 inbox started", "2 inbox bound to InboxScreen"])
        printer.cancel()
        tree.cancel()
        try stack.setScreens([])
        #expect(tree.leakReport().alive.isEmpty)
    }

    @Test func eachEventPrintsWithItsSequenceAndPath() throws {
        let print = Printer()
        let (window, tree) = try quickStart()
        let subscription = EventLogSamples.printEachEvent(of: tree, print: print)
        (window.visibleScreen as? MessageScreen)?.intents.send(.archive)
        #expect(print.lines.first == "8 inbox/message intent archive from MessageScreen")
        subscription.cancel()
        try expectNothingLeft(tree, window)
    }

    @Test func archiveRouteMatchesTheLiteral() throws {
        let print = Printer()
        let (window, tree) = try quickStart()
        let subscription = tree.events.subscribe(onValue: { EventLogSamples.archived($0, print: print) })
        (window.visibleScreen as? MessageScreen)?.intents.send(.archive)
        #expect(print.lines == ["archived"])
        subscription.cancel()
        try expectNothingLeft(tree, window)
    }

    @Test func hierarchyNodesPrintIndentedWithTheirCoordinators() throws {
        let print = Printer()
        let window = HeadlessWindow()
        try window.setRoot(HeadlessStack())
        let tree = CoordinatorTree(root: InboxCoordinator(stack: try #require(window.root as? HeadlessStack)))
        try tree.start()
        EventLogSamples.hierarchy(of: window, tree: tree, print: print)
        #expect(print.lines == ["window []", "  stack []", #"    InboxScreen ["inbox"]"#])
        try expectNothingLeft(tree, window)
    }

    @Test func picturesDrawTheBoundEdge() throws {
        let print = Printer()
        let (window, tree) = try quickStart()
        EventLogSamples.printDOT(of: window, tree: tree, print: print)
        let dot = EventLogSamples.dot(of: window, tree: tree)
        #expect(print.lines == [dot])
        #expect(
            dot.hasPrefix("digraph tree {")
                && dot.contains(##"c0 -> s2 [label="bound", style=dashed, color="#c0392b""##))
        let mermaid = EventLogSamples.mermaid(of: window, tree: tree)
        #expect(
            mermaid.hasPrefix(
                """
                flowchart TD
                    subgraph coordinators ["coordinators"]
                        direction TB
                        c0("inbox<br>active")
                """))
        #expect(mermaid.contains(#"c0 -.->|"bound"| s2"#))
        try expectNothingLeft(tree, window)
    }

    @Test func rootFlowListsTheMessageFlowAsItsChild() throws {
        let (window, tree) = try quickStart()
        do {
            // snippet: any-flow
            let inbox = try #require(tree.root)
            #expect(inbox.children.map(\.path) == ["inbox/message"])
            // end snippet
            #expect(inbox.coordinator is InboxCoordinator)
            tree.cancel()
            // A handle kept past the end stays readable; the library let go of the coordinator.
            #expect(tree.root == nil && inbox.state == .finished && inbox.coordinator == nil)
        }  // the handle holds the flow: let it go before the leak check
        try expectNothingLeft(tree, window)
    }

    @Test func snapshotTextIndentsChildrenUnderTheirParent() throws {
        let print = Printer()
        let (window, tree) = try quickStart()
        EventLogSamples.text(of: tree, print: print)
        #expect(print.lines == ["inbox (active) [InboxScreen]\n  message (active) [MessageScreen]"])
        try expectNothingLeft(tree, window)
    }
}

/// The tree's own doc sample, and the leak audit's, on a small app.
@MainActor
@Suite struct TreeSampleTests {
    final class AppCoordinator: Coordinator {
        weak var window: HeadlessWindow?
        init(window: HeadlessWindow) { self.window = window }
        func start(_ flow: Flow<Void>) {
            guard let window else { return flow.cancel() }
            let inbox = InboxScreen()
            guard (try? window.setRoot(inbox)) != nil else { return flow.cancel() }
            flow.bind(to: inbox) { _ in .handled }
        }
    }

    @Test func runningAppHasNoLeaks() throws {
        let print = Printer()
        // snippet: tree
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: AppCoordinator(window: window))
        let subscription = tree.events.subscribe { print($0) }
        try tree.start()
        // ... drive the app ...
        #expect(tree.leakReport().leaks.isEmpty)
        // end snippet
        #expect(print.lines == ["value(1 app started)", "value(2 app bound to InboxScreen)"])
        subscription.cancel()
        tree.cancel()
        try window.setRoot(nil)
        // snippet: leak-report
        #expect(tree.leakReport().leaks.isEmpty)
        // end snippet
        #expect(tree.leakReport().alive.isEmpty)
    }

    @Test func swipedDownComposeLeavesNoZombie() throws {
        let world = MailWorld()
        let (window, tree) = (world.window, world.tree)
        try world.startSignedIn(as: "ada")
        world.screen(MailboxScreen.self)?.intents.send(.compose)
        // snippet: leak-report-shown-in
        window.userSwipesDown()
        #expect(tree.leakReport(shownIn: window).leaks.isEmpty)
        // end snippet
        world.log.expectEverythingReleased(clearing: window)
    }

    /// The testing article's two endings, one after the other: the tree shows its screen in
    /// the window, and `stack` is a container of the test's own.
    @Test func bothEndingsOfATestReleaseEverything() throws {
        let window = HeadlessWindow()
        let stack = HeadlessStack()
        try stack.push(NamedScreen("not the tree's"))
        let tree = CoordinatorTree(root: AppCoordinator(window: window))
        let log = EventLogRecorder(tree)
        try tree.start()
        // snippet: released
        log.expectEverythingReleased(clearing: window)
        // or, for other containers:
        log.expectEverythingReleased { try stack.setScreens([]) }
        // end snippet
        #expect(stack.screens.isEmpty)
    }
}
