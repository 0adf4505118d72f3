import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

/// A window over three tabs: a stack, a plain screen and a split.
@MainActor
private struct Hierarchy {
    let window: HeadlessWindow
    let tabs: HeadlessTabs
    let stack: HeadlessStack
    let inbox: PlainScreen
    let detail: PlainScreen
    let settings: PlainScreen
    let split: HeadlessSplit
    let mailboxes: PlainScreen
    let message: PlainScreen

    init(_ screens: ScreenTracker) throws {
        window = screens.track(HeadlessWindow())
        tabs = screens.track(HeadlessTabs())
        stack = screens.track(HeadlessStack())
        inbox = screens.make("inbox")
        detail = screens.make("detail")
        settings = screens.make("settings")
        split = screens.track(HeadlessSplit())
        mailboxes = screens.make("mailboxes")
        message = screens.make("message")
        try window.setRoot(tabs)
        try tabs.setTabs([stack, settings, split])
        try stack.setScreens([inbox, detail])
        try split.setPrimary(mailboxes)
        try split.setSecondary(message)
    }
}

@MainActor
struct QueryTests {
    @Test func containsLooksThroughNestedContainersAndPresentedScreens() throws {
        try expectAllReleased { screens in
            let hierarchy = try Hierarchy(screens)
            let compose = try screens.make("compose") { try hierarchy.window.present($0, over: hierarchy.detail) }
            for screen in [
                hierarchy.tabs, hierarchy.stack, hierarchy.inbox, hierarchy.detail, hierarchy.message, compose,
            ]
                as [AnyObject]
            {
                #expect(hierarchy.window.contains(screen))
            }
            #expect(hierarchy.tabs.contains(hierarchy.message))
            #expect(!hierarchy.tabs.contains(compose))
            #expect(!hierarchy.stack.contains(hierarchy.settings))
        }
    }

    @Test func aContainerDoesNotContainItselfOrRemovedScreens() throws {
        try expectAllReleased { screens in
            let hierarchy = try Hierarchy(screens)
            #expect(!hierarchy.window.contains(hierarchy.window))
            #expect(!hierarchy.stack.contains(hierarchy.stack))
            try hierarchy.stack.pop()
            #expect(!hierarchy.window.contains(hierarchy.detail))
        }
    }

    @Test func allScreensListsTheHierarchyDepthFirst() throws {
        try expectAllReleased { screens in
            let hierarchy = try Hierarchy(screens)
            try hierarchy.window.present(screens.make("compose"), over: hierarchy.detail)
            let names = hierarchy.window.allScreens.map { "\($0)" }
            #expect(
                names == ["tabs", "stack", "inbox", "detail", "settings", "split", "mailboxes", "message", "compose"]
            )
            #expect(hierarchy.stack.allScreens.map { "\($0)" } == ["inbox", "detail"])
        }
    }

    @Test func theVisibleScreenFollowsModalsThenTabsThenStacks() throws {
        try expectAllReleased { screens in
            let hierarchy = try Hierarchy(screens)
            #expect(hierarchy.window.visibleScreen === hierarchy.detail)
            try hierarchy.tabs.selectTab(at: 2)
            #expect(hierarchy.window.visibleScreen === hierarchy.message)
            let compose = try screens.make("compose") { try hierarchy.window.present($0, over: hierarchy.message) }
            #expect(hierarchy.window.visibleScreen === compose)
        }
    }

    @Test func anEmptyNestedContainerIsTheVisibleScreen() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let stack = try screens.track(HeadlessStack()) { try window.setRoot($0) }
            #expect(window.visibleScreen === stack)
            #expect(stack.visibleScreen == nil)
        }
    }

    @Test func theVisiblePathNamesEachContainerOnTheWay() throws {
        try expectAllReleased { screens in
            let hierarchy = try Hierarchy(screens)
            #expect(hierarchy.window.visiblePath == "window > tabs[1 of 3] > stack > detail")
            try hierarchy.tabs.selectTab(at: 2)
            #expect(hierarchy.window.visiblePath == "window > tabs[3 of 3] > split > message")
            try hierarchy.window.present(screens.make("compose"), over: hierarchy.message)
            #expect(hierarchy.window.visiblePath == "window > modal[1 of 1] > compose")
            #expect(HeadlessWindow(name: "empty").visiblePath == "empty")
        }
    }

    @Test func theHierarchyDescriptionIndentsEachLevel() throws {
        try expectAllReleased { screens in
            let hierarchy = try Hierarchy(screens)
            try hierarchy.window.present(screens.make("compose"), over: hierarchy.detail)
            let expected = """
                window
                    tabs[1 of 3]
                        stack
                            inbox
                            detail
                        settings
                        split
                            primary: mailboxes
                            secondary: message
                    presented: compose
                """
            #expect(hierarchy.window.hierarchyDescription == expected)
            #expect(hierarchy.stack.hierarchyDescription == "stack\n    inbox\n    detail")
        }
    }

    @Test func aContainerIsDescribedByItsName() {
        #expect("\(HeadlessStack(name: "compose"))" == "compose")
        #expect("\(HeadlessTabs())" == "tabs")
        #expect("\(HeadlessSplit())" == "split")
        #expect("\(HeadlessWindow())" == "window")
    }

    @Test func aWholeHierarchyIsReleasedWithItsWindow() throws {
        try expectAllReleased { screens in
            let hierarchy = try Hierarchy(screens)
            try hierarchy.window.present(screens.make("compose"), over: hierarchy.detail)
        }
    }
}
