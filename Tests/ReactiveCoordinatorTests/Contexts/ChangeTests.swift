import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

@MainActor
struct ChangeTests {
    @Test func aStackReportsEachChangeAsALogLine() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            let log = ChangeLog()
            stack.onChange = log.record
            try stack.push(screens.make("inbox"))
            try stack.push(screens.make("thread"))
            try stack.push(screens.make("message"))
            try stack.push(screens.make("attachment"))
            stack.userTapsBack()
            try stack.pop()
            try stack.push(screens.make("reply"))
            stack.popToRoot()
            try stack.setScreens([screens.make("login")])
            try stack.pop(to: stack.screens[0])
            #expect(
                log.lines == [
                    "stack: pushed inbox",
                    "stack: pushed thread",
                    "stack: pushed message",
                    "stack: pushed attachment",
                    "stack: user tapped back, popped attachment",
                    "stack: popped message",
                    "stack: pushed reply",
                    "stack: popped thread, reply",
                    "stack: replaced with [login], removed [inbox]",
                ]
            )
        }
    }

    @Test func nestedContainersReportToTheWindow() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let log = ChangeLog()
            window.onChange = log.record
            let tabs = try screens.track(HeadlessTabs()) { try window.setRoot($0) }
            let stack = screens.track(HeadlessStack())
            let split = screens.track(HeadlessSplit())
            try tabs.setTabs([stack, split])
            let inbox = try screens.make("inbox", shownBy: stack.push)
            try stack.push(screens.make("detail"))
            try tabs.userSelectsTab(at: 1)
            try tabs.selectTab(at: 0)
            try tabs.userSelectsTab(at: 0)
            try split.setPrimary(screens.make("mailboxes"))
            try split.setSecondary(screens.make("message"))
            try tabs.replaceTab(at: 1, with: screens.make("settings"))
            try window.present(screens.make("compose"), over: inbox)
            try window.present(screens.make("picker"), over: window.presentedScreens[0])
            window.userSwipesDown()
            try window.dismiss(from: inbox)
            try window.setRoot(screens.make("login"))
            #expect(
                log.changes == [
                    .rootReplaced(old: nil, new: "tabs", window: "window"),
                    .tabsReplaced(removed: [], tabs: ["stack", "split"], container: "tabs"),
                    .pushed(screen: "inbox", stack: "stack"),
                    .pushed(screen: "detail", stack: "stack"),
                    .tabTapped(index: 1, tab: "split", container: "tabs"),
                    .tabSelected(index: 0, tab: "stack", container: "tabs"),
                    .tabTapped(index: 0, tab: "stack", container: "tabs"),
                    .popped(screens: ["detail"], stack: "stack"),
                    .primaryReplaced(old: nil, new: "mailboxes", split: "split"),
                    .secondaryReplaced(old: nil, new: "message", split: "split"),
                    .tabReplaced(index: 1, old: "split", new: "settings", container: "tabs"),
                    .presented(screen: "compose", presenter: "inbox", window: "window"),
                    .presented(screen: "picker", presenter: "compose", window: "window"),
                    .swipedDown(screen: "picker", window: "window"),
                    .dismissed(screens: ["compose"], from: "inbox", window: "window"),
                    .rootReplaced(old: "tabs", new: "login", window: "window"),
                ]
            )
        }
    }

    @Test func replacingTheRootReportsTheDismissalFirst() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let main = try screens.make("main") { try window.setRoot($0) }
            try window.present(screens.make("sheet"), over: main)
            let log = ChangeLog()
            window.onChange = log.record
            try window.setRoot(screens.make("login"))
            #expect(
                log.lines == [
                    "window: dismissed sheet (from main)",
                    "window: root replaced main -> login",
                ]
            )
        }
    }

    @Test func aChangeIsReportedBeforeTheRemovedScreenIsReleased() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            try stack.push(screens.make("inbox"))
            weak let detail = try screens.make("detail", shownBy: stack.push)
            let aliveDuringReport = ChangeLog()
            stack.onChange = { change in
                if detail != nil {
                    aliveDuringReport.record(change)
                }
            }
            stack.userTapsBack()
            #expect(aliveDuringReport.lines == ["stack: user tapped back, popped detail"])
            #expect(detail == nil)
        }
    }

    @Test func anObserverMayChangeTheHierarchy() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            try stack.push(screens.make("inbox"))
            let log = ChangeLog()
            stack.onChange = { [unowned stack] change in
                log.record(change)
                // A coordinator that puts a screen back after the user went back.
                if case .backTapped = change {
                    try? stack.push(PlainScreen("restored"))
                }
            }
            try stack.push(screens.make("detail"))
            stack.userTapsBack()
            #expect(stack.screens.map { "\($0)" } == ["inbox", "restored"])
            #expect(log.lines.last == "stack: pushed restored")
        }
    }

    @Test func aRemovedContainerNoLongerReportsToItsFormerHolder() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let stack = screens.track(HeadlessStack())
            try tabs.setTabs([stack])
            let log = ChangeLog()
            tabs.onChange = log.record
            try tabs.setTabs([screens.make("settings")])
            try stack.push(screens.make("orphan"))
            #expect(log.lines == ["tabs: tabs replaced with [settings], removed [stack]"])
        }
    }

    @Test func aContainerRemovedFromOneHierarchyCanJoinAnother() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let window = screens.track(HeadlessWindow())
            let stack = screens.track(HeadlessStack())
            try tabs.setTabs([stack])
            #expect(throws: NavigationError.screenAlreadyShown(screen: "stack")) { try window.setRoot(stack) }
            try tabs.setTabs([])
            try window.setRoot(stack)
            #expect(window.root === stack)
        }
    }

    @Test func operationsThatChangeNothingReportNothing() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let tabs = try screens.track(HeadlessTabs()) { try window.setRoot($0) }
            let stack = screens.track(HeadlessStack())
            try tabs.setTabs([stack])
            let inbox = try screens.make("inbox", shownBy: stack.push)
            let log = ChangeLog()
            window.onChange = log.record
            stack.userTapsBack()
            stack.popToRoot()
            try stack.pop(to: inbox)
            try tabs.selectTab(at: 0)
            try tabs.replaceTab(at: 0, with: stack)
            try window.setRoot(tabs)
            try window.dismiss(from: inbox)
            window.userSwipesDown()
            #expect(log.changes.isEmpty)
        }
    }

    @Test func everyChangeReadsAsALogLine() {
        let lines = [
            NavigationChange.rootReplaced(old: nil, new: "main", window: "window"),
            .presented(screen: "compose", presenter: "inbox", window: "window"),
            .dismissed(screens: ["compose", "picker"], from: "inbox", window: "window"),
            .swipedDown(screen: "compose", window: "window"),
            .pushed(screen: "detail", stack: "stack"),
            .popped(screens: ["detail"], stack: "stack"),
            .backTapped(screen: "detail", stack: "stack"),
            .stackReplaced(removed: ["a"], screens: ["b", "c"], stack: "stack"),
            .tabsReplaced(removed: [], tabs: ["inbox"], container: "tabs"),
            .tabSelected(index: 1, tab: "settings", container: "tabs"),
            .tabTapped(index: 0, tab: "inbox", container: "tabs"),
            .tabReplaced(index: 0, old: "inbox", new: "search", container: "tabs"),
            .primaryReplaced(old: "a", new: nil, split: "split"),
            .secondaryReplaced(old: nil, new: "message", split: "split"),
        ].map(\.description)
        #expect(
            lines == [
                "window: root replaced nothing -> main",
                "window: presented compose over inbox",
                "window: dismissed compose, picker (from inbox)",
                "window: user swiped down compose",
                "stack: pushed detail",
                "stack: popped detail",
                "stack: user tapped back, popped detail",
                "stack: replaced with [b, c], removed [a]",
                "tabs: tabs replaced with [inbox]",
                "tabs: selected tab 2 (settings)",
                "tabs: user tapped tab 1 (inbox)",
                "tabs: tab 1 replaced inbox -> search",
                "split: primary replaced a -> nothing",
                "split: secondary replaced nothing -> message",
            ]
        )
    }
}
