import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

@MainActor
struct TabTests {
    @Test func newTabsHaveNoSelection() {
        expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            #expect(tabs.selectedIndex == nil)
            #expect(tabs.visibleScreen == nil)
            #expect(tabs.visiblePath == "tabs[empty]")
        }
    }

    @Test func aTabWithoutAGivenTitleIsTitledWithItsScreensDescription() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let inbox = screens.make("inbox")
            try tabs.setTabs([inbox, screens.make("settings")])
            try tabs.setTitle("Inbox", forTabAt: 0)
            #expect(tabs.titles == ["Inbox", String(describing: tabs.tabs[1])])
        }
    }

    @Test func aTabsTitleFollowsItsScreenAndLeavesWithIt() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let inbox = screens.make("inbox")
            let settings = screens.make("settings")
            try tabs.setTabs([inbox, settings])
            try tabs.setTitle("Inbox", forTabAt: 0)
            try tabs.setTitle("Settings", forTabAt: 1)

            try tabs.setTabs([settings, inbox])
            #expect(tabs.titles == ["Settings", "Inbox"])

            let search = screens.make("search")
            try tabs.replaceTab(at: 0, with: search)
            try tabs.setTabs([search, inbox, settings])
            #expect(tabs.titles == [String(describing: search), "Inbox", String(describing: settings)])
        }
    }

    @Test func titlingATabThatDoesNotExistThrowsAndReportsNothing() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            var changes: [NavigationChange] = []
            tabs.onChange = { changes.append($0) }
            try tabs.setTabs([screens.make("inbox")])
            changes.removeAll()
            #expect(throws: NavigationError.indexOutOfRange(index: 1, count: 1, container: "tabs")) {
                try tabs.setTitle("Settings", forTabAt: 1)
            }
            try tabs.setTitle("Inbox", forTabAt: 0)
            #expect(changes.isEmpty)
            tabs.onChange = nil
        }
    }

    @Test func settingTabsSelectsTheFirstTab() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let inbox = screens.make("inbox")
            try tabs.setTabs([inbox, screens.make("settings")])
            #expect(tabs.tabs.count == 2)
            #expect(tabs.selectedIndex == 0)
            #expect(tabs.visibleScreen === inbox)
        }
    }

    @Test func settingTabsKeepsTheSelectedScreenSelected() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let inbox = screens.make("inbox")
            let settings = screens.make("settings")
            try tabs.setTabs([inbox, settings])
            try tabs.selectTab(at: 1)
            try tabs.setTabs([screens.make("search"), inbox, settings])
            #expect(tabs.selectedIndex == 2)
            #expect(tabs.visibleScreen === settings)
        }
    }

    @Test func settingTabsReleasesRemovedTabsAndSelectsTheFirstIfTheSelectedOneLeft() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let inbox = screens.make("inbox")
            try tabs.setTabs([inbox])
            weak let settings = try screens.make("settings") { try tabs.setTabs([inbox, $0]) }
            try tabs.selectTab(at: 1)
            let removed = try tabs.setTabs([inbox])
            #expect(removed == ["settings"])
            #expect(settings == nil)
            #expect(tabs.selectedIndex == 0)
        }
    }

    @Test func settingTabsWithADuplicateOrAShownScreenThrowsAndChangesNothing() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let tabs = try screens.track(HeadlessTabs()) { try window.setRoot($0) }
            let inbox = screens.make("inbox")
            try tabs.setTabs([inbox])
            let sheet = try screens.make("sheet") { try window.present($0, over: inbox) }
            let search = screens.make("search")
            #expect(throws: NavigationError.duplicateScreen(screen: "search")) {
                try tabs.setTabs([search, search])
            }
            #expect(throws: NavigationError.screenAlreadyShown(screen: "sheet")) {
                try tabs.setTabs([inbox, sheet])
            }
            #expect(tabs.tabs.count == 1)
        }
    }

    @Test func selectingATabShowsIt() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let settings = screens.make("settings")
            try tabs.setTabs([screens.make("inbox"), settings])
            try tabs.selectTab(at: 1)
            #expect(tabs.selectedIndex == 1)
            #expect(tabs.visibleScreen === settings)
        }
    }

    @Test func selectingATabOutOfRangeThrows() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            try tabs.setTabs([screens.make("inbox")])
            #expect(throws: NavigationError.indexOutOfRange(index: 1, count: 1, container: "tabs")) {
                try tabs.selectTab(at: 1)
            }
            #expect(throws: NavigationError.indexOutOfRange(index: -1, count: 1, container: "tabs")) {
                try tabs.userSelectsTab(at: -1)
            }
            #expect(tabs.selectedIndex == 0)
        }
    }

    @Test func replacingATabReleasesTheOldScreenAndWhatItHolds() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            weak let stack = try screens.track(HeadlessStack(name: "old-inbox")) {
                try tabs.setTabs([$0, screens.make("settings")])
            }
            weak let inbox = try screens.make("inbox") { try stack?.push($0) }
            weak let detail = try screens.make("detail") { try stack?.push($0) }
            let fresh = screens.make("fresh-inbox")
            let removed = try tabs.replaceTab(at: 0, with: fresh)
            #expect(removed == ["old-inbox"])
            #expect(stack == nil)
            #expect(inbox == nil)
            #expect(detail == nil)
            #expect(tabs.tabs.first === fresh)
            #expect(tabs.selectedIndex == 0)
        }
    }

    @Test func replacingATabWithItsOwnScreenChangesNothing() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let inbox = screens.make("inbox")
            try tabs.setTabs([inbox])
            let removed = try tabs.replaceTab(at: 0, with: inbox)
            #expect(removed == [])
            #expect(tabs.tabs.first === inbox)
        }
    }

    @Test func replacingATabOutOfRangeOrWithAShownScreenThrows() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let inbox = screens.make("inbox")
            let settings = screens.make("settings")
            try tabs.setTabs([inbox, settings])
            #expect(throws: NavigationError.indexOutOfRange(index: 2, count: 2, container: "tabs")) {
                try tabs.replaceTab(at: 2, with: screens.make("search"))
            }
            #expect(throws: NavigationError.screenAlreadyShown(screen: "settings")) {
                try tabs.replaceTab(at: 0, with: settings)
            }
            #expect(tabs.tabs.first === inbox)
        }
    }

    @Test func userTappingATabSelectsIt() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let settings = screens.make("settings")
            try tabs.setTabs([screens.make("inbox"), settings])
            try tabs.userSelectsTab(at: 1)
            #expect(tabs.selectedIndex == 1)
            #expect(tabs.visibleScreen === settings)
        }
    }

    @Test func userTappingTheSelectedStackTabPopsItToRootAndReleasesThePoppedScreens() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let stack = try screens.track(HeadlessStack()) { try tabs.setTabs([$0]) }
            let inbox = try screens.make("inbox", shownBy: stack.push)
            weak let detail = try screens.make("detail", shownBy: stack.push)
            try tabs.userSelectsTab(at: 0)
            #expect(detail == nil)
            #expect(stack.screens.count == 1)
            #expect(tabs.visibleScreen === inbox)
        }
    }
}
