import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

/// `HeadlessWindow[presentedAt:]`, as `sheet(item:)` and `fullScreenCover(item:)` read and write it.
@MainActor
struct PresentedItemTests {
    /// A window with a root and `count` screens presented over it, named `modal1`, `modal2`...
    private func window(presenting count: Int, _ screens: ScreenTracker) throws -> HeadlessWindow {
        let window = screens.track(HeadlessWindow())
        var presenter: AnyObject = try screens.make("root", shownBy: { try window.setRoot($0) })
        for level in 0..<count {
            presenter = try screens.make("modal\(level + 1)") { [presenter] in try window.present($0, over: presenter) }
        }
        return window
    }

    @Test func eachLevelReadsItsPresentedScreenOrNil() throws {
        try expectAllReleased { screens in
            let window = try window(presenting: 2, screens)
            #expect(window[presentedAt: 0]?.description == "modal1")
            #expect(window[presentedAt: 1]?.description == "modal2")
            #expect(window[presentedAt: 2] == nil)
        }
    }

    @Test func nilWrittenToTheTopLevelIsTheSwipeDown() throws {
        try expectAllReleased { screens in
            let window = try window(presenting: 2, screens)
            let log = ChangeLog()
            window.onChange = log.record
            weak let top = window.presentedScreens.last

            window[presentedAt: 1] = nil

            #expect(top == nil)
            #expect(window.presentedScreens.map { "\($0)" } == ["modal1"])
            #expect(log.lines == ["window: user swiped down modal2"])
        }
    }

    @Test func nilWrittenToACoveredLevelDismissesItAndEverythingAbove() throws {
        try expectAllReleased { screens in
            let window = try window(presenting: 3, screens)
            let log = ChangeLog()
            window.onChange = log.record

            window[presentedAt: 1] = nil

            #expect(window.presentedScreens.map { "\($0)" } == ["modal1"])
            #expect(log.lines == ["window: dismissed modal2, modal3 (from modal2)"])
        }
    }

    @Test func writesThatChangeNothingReportNothing() throws {
        try expectAllReleased { screens in
            let window = try window(presenting: 1, screens)
            let log = ChangeLog()
            window.onChange = log.record

            window[presentedAt: 0] = window[presentedAt: 0]
            window[presentedAt: 3] = nil

            #expect(window.presentedScreens.count == 1)
            #expect(log.lines.isEmpty)
        }
    }

    @Test func anItemTheUIWritesIsRefusedAndNothingIsPresented() throws {
        try expectAllReleased { screens in
            let window = try window(presenting: 1, screens)
            let log = ChangeLog()
            window.onChange = log.record
            let stray = screens.make("stray")

            window[presentedAt: 1] = ScreenItem(stray)
            window[presentedAt: 0] = ScreenItem(stray)

            #expect(window.presentedScreens.map { "\($0)" } == ["modal1"])
            #expect(
                log.lines == [
                    "window: refused stray at presentation level 1 written by the UI; only coordinators show screens",
                    "window: refused stray at presentation level 0 written by the UI; only coordinators show screens",
                ])
        }
    }
}
