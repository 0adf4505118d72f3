@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// A screen named after what it shows, as the containers' samples name them.
@MainActor
final class NamedScreen: CustomStringConvertible {
    nonisolated let description: String
    init(_ name: String) { description = name }
}

/// The containers' and navigation protocols' samples print and release what their comments say.
@MainActor
@Suite struct HeadlessContainerSampleTests {
    @Test func stackWithInboxShowsItsPath() throws {
        let print = Printer()
        weak var inbox: NamedScreen?
        try { () throws in
            let screen = NamedScreen("inbox")
            inbox = screen
            try HeadlessContainerSamples.visiblePath(inbox: screen, print: print)
        }()
        #expect(print.lines == ["stack > inbox"])
        #expect(inbox == nil)
    }

    @Test func backTapLeavesTheInboxVisible() throws {
        let print = Printer()
        try HeadlessContainerSamples.stack(inbox: NamedScreen("inbox"), detail: NamedScreen("detail"), print: print)
        #expect(print.lines == ["stack > inbox"])
    }

    @Test func splitShowsTheMessageOfItsSecondaryStack() throws {
        let print = Printer()
        let messageStack = HeadlessStack()
        try messageStack.push(NamedScreen("message"))
        try HeadlessContainerSamples.split(
            mailboxes: NamedScreen("mailboxes"), messageStack: messageStack, print: print)
        #expect(print.lines == ["split > stack > message"])
    }

    @Test func tappedSecondTabIsTheVisibleOne() throws {
        let print = Printer()
        try HeadlessContainerSamples.tabs(inboxStack: HeadlessStack(), settings: NamedScreen("settings"), print: print)
        #expect(print.lines == ["tabs[2 of 2] > settings"])
    }

    @Test func tabsCarryTheTitlesTheirCoordinatorGaveThem() throws {
        let print = Printer()
        try HeadlessContainerSamples.tabTitles(
            inboxStack: HeadlessStack(), settings: NamedScreen("settings"), print: print)
        #expect(print.lines == [#"["Inbox", "Settings"]"#])
    }

    @Test func swipedDownSheetLeavesTheInboxVisibleAndIsReleased() throws {
        let print = Printer()
        weak var released: HeadlessStack?
        let inbox = NamedScreen("inbox")
        let inboxStack = HeadlessStack()
        try inboxStack.push(inbox)
        try { () throws in
            let composeStack = HeadlessStack(name: "compose")
            released = composeStack
            try HeadlessContainerSamples.window(
                inboxStack: inboxStack, inbox: inbox, composeStack: composeStack, print: print)
        }()
        #expect(
            print.lines == [
                "window: root replaced nothing -> stack",
                "window: presented compose over inbox",
                "window: user swiped down compose",
                "window > stack > inbox",
            ])
        #expect(released == nil)
    }

    @Test func cancelledSwipeKeepsTheDetailAndTheNextOnePopsIt() throws {
        let stack = HeadlessStack()
        try stack.setScreens([NamedScreen("inbox"), NamedScreen("detail")])
        var changes: [String] = []
        stack.onChange = { changes.append($0.description) }
        HeadlessContainerSamples.interactiveTransition(stack: stack)
        #expect(
            changes == [
                "stack: user began swiping back from detail",
                "stack: user cancelled swiping back, detail stays",
                "stack: user began swiping back from detail",
                "stack: user swiped back, popped detail",
            ])
        #expect(stack.visiblePath == "stack > inbox")
    }

    @Test func bindingWritesAreTheUsersGestures() throws {
        let window = HeadlessWindow()
        let tabs = HeadlessTabs()
        let stack = HeadlessStack()
        try window.setRoot(tabs)
        try tabs.setTabs([stack, NamedScreen("settings")])
        try stack.setScreens([NamedScreen("inbox"), NamedScreen("detail")])
        try window.present(NamedScreen("sheet"), over: tabs)
        var changes: [String] = []
        window.onChange = { changes.append($0.description) }

        HeadlessContainerSamples.bindingWrites(stack: stack, window: window, tabs: tabs)

        #expect(
            changes == [
                "stack: user tapped back, popped detail",
                "window: user swiped down sheet",
                "tabs: user tapped tab 2 (settings)",
            ])
        #expect(window.visiblePath == "window > tabs[2 of 2] > settings")
    }

    @Test func windowObserverHearsAPushInsideIt() throws {
        let print = Printer()
        let window = HeadlessWindow()
        let stack = HeadlessStack()
        try window.setRoot(stack)
        try stack.push(NamedScreen("inbox"))
        try HeadlessContainerSamples.navigationChange(
            window: window, stack: stack, detail: NamedScreen("detail"), print: print)
        #expect(print.lines == ["stack: pushed detail"])
    }

    /// The interactive pop sample, in a tree: the cancelled swipe leaves the message flow routing.
    @Test func cancelledBackSwipeLeavesTheMessageFlowRouting() throws {
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: InboxCoordinator(stack: stack))
        let log = EventLogRecorder(tree)
        try tree.start()
        (stack.screens.last as? InboxScreen)?.intents.send(.open(id: 7))
        log.skipReceivedEvents()

        // snippet: interactive-pop
        let swipe = try #require(stack.beginInteractivePop())
        swipe.cancel()  // the top screen stays; its coordinator keeps routing
        // end snippet

        (stack.screens.last as? MessageScreen)?.intents.send(.archive)
        try log.expect([
            "inbox/message: intent archive from MessageScreen",
            "inbox/message: routed archive",
            "inbox/message: torn down (finished)",
            "inbox: child message finished with 7",
        ])
        log.expectEverythingReleased { try stack.setScreens([]) }
    }

    /// The interactive dismissal sample, in the mail app: the cancelled drag leaves compose routing.
    @Test func cancelledDragLeavesComposeRouting() throws {
        let world = MailWorld()
        let window = world.window
        try world.startSignedIn(as: "ada")
        world.screen(MailboxScreen.self)?.intents.send(.compose)
        world.log.skipReceivedEvents()

        // snippet: interactive-dismissal
        let drag = try #require(window.beginInteractiveDismissal())
        drag.cancel()  // the sheet stays; its coordinator keeps routing
        // end snippet

        world.screen(ComposeScreen.self)?.intents.send(.send(text: "hello"))
        try world.log.expect([
            "app/mailbox/compose: intent send(text: \"hello\") from ComposeScreen",
            "app/mailbox/compose: routed send(text: \"hello\")",
            "app/mailbox/compose: torn down (finished)",
            "app/mailbox: child compose finished with hello",
        ])
        world.log.expectEverythingReleased(clearing: window)
    }
}

@MainActor
@Suite struct NavigationContextSampleTests {
    @Test func dismissedComposeStackIsReleased() throws {
        let window = HeadlessWindow()
        let inbox = NamedScreen("inbox")
        try window.setRoot(inbox)
        weak var released: HeadlessStack?
        try { () throws in
            let composeStack = HeadlessStack()
            released = composeStack
            try NavigationContextSamples.modal(window, composeStack: composeStack, inbox: inbox)
        }()
        #expect(window.presentedScreens.isEmpty)
        #expect(released == nil)
    }

    @Test func poppedDetailIsReleased() throws {
        let stack = HeadlessStack()
        weak var released: NamedScreen?
        try { () throws in
            let detail = NamedScreen("detail")
            released = detail
            try NavigationContextSamples.stack(stack, inbox: NamedScreen("inbox"), detail: detail)
        }()
        #expect(stack.visiblePath == "stack > inbox")
        #expect(released == nil)
    }

    @Test func replacedInboxStackIsReleased() throws {
        let tabs = HeadlessTabs()
        weak var released: HeadlessStack?
        try { () throws in
            let inboxStack = HeadlessStack(name: "inbox")
            released = inboxStack
            try NavigationContextSamples.tabs(
                tabs, inboxStack: inboxStack, settings: NamedScreen("settings"),
                newInboxStack: HeadlessStack(name: "newInbox"))
        }()
        #expect(tabs.tabs.map { "\($0)" } == ["newInbox", "settings"] && tabs.selectedIndex == 1)
        #expect(released == nil)
    }

    @Test func replacedDetailIsReleased() throws {
        let split = HeadlessSplit()
        weak var released: NamedScreen?
        try { () throws in
            let oldDetail = NamedScreen("old detail")
            released = oldDetail
            try split.setSecondary(oldDetail)
        }()
        try NavigationContextSamples.split(split, mailboxes: NamedScreen("mailboxes"), messageStack: HeadlessStack())
        #expect(released == nil)
        #expect(split.visiblePath == "split > stack")
    }

    @Test func replacedRootReleasesTheLoginScreen() throws {
        let window = HeadlessWindow()
        weak var released: NamedScreen?
        try { () throws in
            let login = NamedScreen("login")
            released = login
            try window.setRoot(login)
        }()
        try NavigationContextSamples.window(window, mainTabs: HeadlessTabs())
        #expect(released == nil)
        #expect(window.visiblePath == "window > tabs[empty]")
    }

    @Test func pushingAShownScreenPrintsThatItIsAlreadyOnScreen() throws {
        let print = Printer()
        let stack = HeadlessStack()
        let detail = NamedScreen("detail")
        try stack.push(detail)
        NavigationContextSamples.error(stack, detail: detail, print: print)
        #expect(print.lines == ["detail is already on screen"])
    }

    @Test func shownScreenIsFoundInItsContextAndAPoppedOneIsNot() throws {
        let stack = HeadlessStack()
        let (inbox, detail) = (NamedScreen("inbox"), NamedScreen("detail"))
        try stack.setScreens([inbox, detail])
        try stack.pop()
        #expect(NavigationContextSamples.Queries().isStillShown(inbox, in: stack))
        #expect(!NavigationContextSamples.Queries().isStillShown(detail, in: stack))
    }
}
