import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

/// `HeadlessTabs.selection`, as `TabView(selection:)` reads and writes it, and
/// `HeadlessSplit.secondaryItem`, as a `NavigationSplitView`'s detail does.
@MainActor
struct TabAndSplitBindingTests {
    @Test func selectionWrittenByTheUIIsTheUsersTapOnATab() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let log = ChangeLog()
            try tabs.setTabs([screens.make("inbox"), screens.make("settings")])
            tabs.onChange = log.record
            #expect(tabs.selection == tabs.items.first)

            tabs.selection = tabs.items[1]
            tabs.selection = tabs.items[1]

            #expect(tabs.selectedIndex == 1)
            #expect(log.lines == ["tabs: user tapped tab 2 (settings)"])
        }
    }

    @Test func selectionOfNoTabOrAStrangerIsRefused() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let log = ChangeLog()
            tabs.onChange = log.record
            tabs.selection = nil
            #expect(tabs.selection == nil)
            try tabs.setTabs([screens.make("inbox")])

            tabs.selection = nil
            tabs.selection = ScreenItem(screens.make("stray"))

            #expect(tabs.selectedIndex == 0)
            #expect(
                log.lines == [
                    "tabs: tabs replaced with [inbox]",
                    "tabs: refused selection nothing written by the UI; only coordinators show screens",
                    "tabs: refused selection stray written by the UI; only coordinators show screens",
                ])
        }
    }

    @Test func secondaryItemSetToNilIsTheUserClosingTheDetail() throws {
        try expectAllReleased { screens in
            let split = screens.track(HeadlessSplit())
            let log = ChangeLog()
            try split.setPrimary(screens.make("mailboxes"))
            weak let message = try screens.make("message", shownBy: { try split.setSecondary($0) })
            split.onChange = log.record
            #expect(split.primaryItem?.description == "mailboxes")
            #expect(split.secondaryItem?.description == "message")

            split.secondaryItem = split.secondaryItem
            split.secondaryItem = nil
            split.secondaryItem = nil

            #expect(message == nil)
            #expect(split.secondary == nil)
            #expect(log.lines == ["split: user closed the secondary column, message"])
        }
    }

    @Test func secondaryItemWrittenByTheUIIsRefused() {
        expectAllReleased { screens in
            let split = screens.track(HeadlessSplit())
            let log = ChangeLog()
            split.onChange = log.record

            split.secondaryItem = ScreenItem(screens.make("stray"))

            #expect(split.secondary == nil)
            #expect(log.lines == ["split: refused secondary stray written by the UI; only coordinators show screens"])
        }
    }
}
