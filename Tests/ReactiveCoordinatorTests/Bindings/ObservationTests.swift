import Observation
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// Every change a container makes, and every refused write, notifies `Observation`, which is how
/// SwiftUI learns that it must read a binding again.
@MainActor
struct ObservationTests {
    @Test func everyStackChangeAndRefusalNotifiesTheReadersOfItsPath() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            let notes = ObservedReads { _ = stack.path }
            try notes.expectNotified { try stack.push(screens.make("inbox")) }
            try notes.expectNotified { try stack.push(screens.make("a")) }
            try notes.expectNotified { try stack.push(screens.make("b")) }
            try notes.expectNotified { try stack.pop() }
            try notes.expectNotified { try stack.setScreens(stack.screens + [screens.make("c")]) }
            notes.expectNotified { stack.userTapsBack() }
            notes.expectNotified { stack.path.append(ScreenItem(screens.make("linked"))) }
            try notes.expectNotified { try stack.push(screens.make("d")) }
            notes.expectNotified { stack.path = [] }
            try notes.expectNotified { try stack.push(screens.make("e")) }
            notes.expectNotified { stack.beginInteractivePop()?.complete() }
        }
    }

    @Test func everyWindowChangeAndRefusalNotifiesTheReadersOfItsLevels() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let notes = ObservedReads {
                _ = window.root
                _ = window[presentedAt: 0]
            }
            let root = screens.make("root")
            let sheet = screens.make("sheet")
            try notes.expectNotified { try window.setRoot(root) }
            try notes.expectNotified { try window.present(sheet, over: root) }
            try notes.expectNotified { try window.present(screens.make("cover"), over: sheet) }
            notes.expectNotified { window.userSwipesDown() }
            notes.expectNotified { window[presentedAt: 0] = ScreenItem(screens.make("stray")) }
            notes.expectNotified { window[presentedAt: 0] = nil }
            try notes.expectNotified { try window.present(screens.make("again"), over: root) }
            try notes.expectNotified { try window.dismiss(from: root) }
            try notes.expectNotified { try window.present(screens.make("dragged"), over: root) }
            notes.expectNotified { window.beginInteractiveDismissal()?.complete() }
            try notes.expectNotified { try window.setRoot(nil) }
        }
    }

    @Test func everyTabsChangeAndRefusalNotifiesTheReadersOfItsSelection() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let notes = ObservedReads {
                _ = tabs.items
                _ = tabs.selection
            }
            try notes.expectNotified { try tabs.setTabs([screens.make("inbox"), screens.make("settings")]) }
            try notes.expectNotified { try tabs.selectTab(at: 1) }
            try notes.expectNotified { try tabs.userSelectsTab(at: 0) }
            notes.expectNotified { tabs.selection = tabs.items[1] }
            notes.expectNotified { tabs.selection = nil }
            try notes.expectNotified { try tabs.replaceTab(at: 0, with: screens.make("search")) }
        }
    }

    /// SwiftUI writes the selection for the user's tap; under a sheet the tap is refused, and
    /// SwiftUI must read the selection again to drop the tab it showed.
    @Test func aTabWriteRefusedUnderAPresentedScreenNotifiesTheReadersOfTheSelection() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let tabs = screens.track(HeadlessTabs())
            let inbox = screens.make("inbox")
            try tabs.setTabs([inbox, screens.make("settings")])
            try window.setRoot(tabs)
            try window.present(screens.make("compose"), over: inbox)
            let notes = ObservedReads { _ = tabs.selection }

            notes.expectNotified { tabs.selection = tabs.items[1] }

            #expect(tabs.selectedIndex == 0)
            try window.setRoot(nil)
        }
    }

    /// A view that shows what is in motion (a back swipe, a sheet's drag) reads
    /// `transitionUnderWay`, and must read it again when the motion begins and ends.
    @Test func aGestureBeginningAndEndingNotifiesTheReadersOfTransitionUnderWay() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let stack = screens.track(HeadlessStack())
            try stack.push(screens.make("inbox"))
            try stack.push(screens.make("message"))
            try window.setRoot(stack)
            let swipes = ObservedReads { _ = stack.transitionUnderWay }
            let drags = ObservedReads { _ = window.transitionUnderWay }

            var swipe: InteractiveTransition?
            swipes.expectNotified { swipe = stack.beginInteractivePop() }
            #expect(stack.transitionUnderWay != nil)
            swipes.expectNotified { swipe?.cancel() }
            #expect(stack.transitionUnderWay == nil)

            try window.present(screens.make("sheet"), over: stack)
            var drag: InteractiveTransition?
            drags.expectNotified { drag = window.beginInteractiveDismissal() }
            #expect(window.transitionUnderWay != nil)
            drags.expectNotified { drag?.complete() }
            #expect(window.transitionUnderWay == nil)
            try window.setRoot(nil)
        }
    }

    /// A shown alert is a transition under way too (a flow's presentation waits for its
    /// answer), so its readers are told when it shows and when it is answered.
    @Test func anAlertShownAndAnsweredNotifiesTheReadersOfTheWindowsTransitionUnderWay() throws {
        let (window, tree, log, _) = try startMailApp(usesCallback: true)
        let alerts = ObservedReads { _ = window.transitionUnderWay }
        try closeTheDraft(in: window, noting: alerts)
        #expect(window.transitionUnderWay == "alert \"Discard this draft?\"")
        alerts.expectNotified { _ = window.userTaps(button: DraftChoice.keep) }
        #expect(window.transitionUnderWay == nil)

        tree.cancel()
        log.expectEverythingReleased(clearing: window)
    }

    /// Sends the draft's close, which asks with the discard alert; holds the draft no longer.
    private func closeTheDraft(in window: HeadlessWindow, noting alerts: ObservedReads) throws {
        let draft = try #require(window.presentedScreens.first as? DraftScreen)
        alerts.expectNotified { draft.intents.send(.close) }
    }

    @Test func everySplitChangeAndRefusalNotifiesTheReadersOfItsColumns() throws {
        try expectAllReleased { screens in
            let split = screens.track(HeadlessSplit())
            let notes = ObservedReads {
                _ = split.primaryItem
                _ = split.secondaryItem
            }
            try notes.expectNotified { try split.setPrimary(screens.make("mailboxes")) }
            try notes.expectNotified { try split.setSecondary(screens.make("message")) }
            notes.expectNotified { split.secondaryItem = ScreenItem(screens.make("stray")) }
            notes.expectNotified { split.secondaryItem = nil }
        }
    }
}
