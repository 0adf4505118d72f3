import Observation
// An alert is shown on a bare window through its internal initializer.
@testable import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

/// The flow explorer reads the containers through untracked twins of their observed lists and
/// gestures: the same values, and no view that read only them is told of a change.
@MainActor
@Suite struct UntrackedReadTests {
    @Test func untrackedReadsGiveWhatTheObservedPropertiesGiveAndRegisterNoObservation() throws {
        let window = HeadlessWindow()
        let tabs = HeadlessTabs()
        let stack = HeadlessStack()
        let (first, second, sheet) = (PlainScreen("first"), PlainScreen("second"), PlainScreen("sheet"))
        var untrackedReads = 0
        let untracked = ObservedReads {
            untrackedReads += 1
            _ = (window.untrackedRoot, window.untrackedPresentedScreens, window.untrackedInteractiveDismissal)
            _ = (window.untrackedShownAlert, tabs.untrackedTabs, tabs.untrackedSelectedIndex)
            _ = (stack.untrackedScreens, stack.untrackedInteractivePop)
        }
        let tracked = ObservedReads {
            _ = (window.root, window.presentedScreens, window.interactiveDismissal, window.shownAlert)
            _ = (tabs.tabs, tabs.selectedIndex, stack.screens, stack.interactivePop)
        }
        func expectSame() {
            #expect(window.untrackedRoot === window.root)
            #expect(
                window.untrackedPresentedScreens.map(ObjectIdentifier.init)
                    == window.presentedScreens.map(ObjectIdentifier.init))
            #expect(window.untrackedInteractiveDismissal?.outcome == window.interactiveDismissal?.outcome)
            #expect((window.untrackedInteractiveDismissal == nil) == (window.interactiveDismissal == nil))
            #expect(window.untrackedShownAlert?.description == window.shownAlert?.description)
            #expect(tabs.untrackedTabs.map(ObjectIdentifier.init) == tabs.tabs.map(ObjectIdentifier.init))
            #expect(tabs.untrackedSelectedIndex == tabs.selectedIndex)
            #expect(stack.untrackedScreens.map(ObjectIdentifier.init) == stack.screens.map(ObjectIdentifier.init))
            #expect((stack.untrackedInteractivePop == nil) == (stack.interactivePop == nil))
        }
        try tracked.expectNotified { _ = try window.setRoot(tabs) }
        try tracked.expectNotified { _ = try tabs.setTabs([stack, PlainScreen("other")]) }
        try tracked.expectNotified { try stack.push(first) }
        try tracked.expectNotified { try stack.push(second) }
        expectSame()
        tracked.expectNotified { #expect(stack.beginInteractivePop() != nil) }
        expectSame()
        tracked.expectNotified { stack.interactivePop?.cancel() }
        try tracked.expectNotified { try window.present(sheet, over: tabs) }
        tracked.expectNotified { #expect(window.beginInteractiveDismissal() != nil) }
        expectSame()
        tracked.expectNotified { window.interactiveDismissal?.cancel() }
        try tracked.expectNotified { try window.showAlert(ShownAlert(discardAlert) { _ in }) }
        try tracked.expectNotified { try tabs.selectTab(at: 1) }
        expectSame()
        #expect(untracked.count == 0 && untrackedReads == 1)
    }
}
