@testable import ReactiveCoordinator
import ReactiveCoordinatorHeadless
@testable import ReactiveCoordinatorUIKit
import ReactiveCoordinatorTesting
import Testing

/// A flow's presentation asked while an alert is on screen over the window waits for its answer.
///
/// Issue 35: UIKit would drop it ("Attempt to present ... which is already presenting"). It is
/// applied after the flow's answer has run, superseded when that answer took its presenter away,
/// and logged once.
@MainActor
@Suite final class PresentationUnderAlertTests {
    private weak var asker: AskingCoordinator?

    @MainActor
    final class Screen: IntentScreen {
        enum Intent: Sendable {
            case ask
            case share
        }
        let intents = IntentChannel<Intent>()
    }

    /// A sheet over the root: on `.ask` it shows the draft's alert over the window (Discard
    /// dismisses the sheet), on `.share` it presents a screen over itself.
    @MainActor
    final class SheetFlow: Coordinator {
        weak var window: HeadlessWindow?
        weak var home: AnyObject?

        init(window: HeadlessWindow, home: AnyObject) {
            self.window = window
            self.home = home
        }

        func start(_ flow: Flow<Void>) {
            guard let window, let home else { return flow.cancel() }
            let sheet = Screen()
            flow.present(sheet, over: home, in: window)
            flow.bind(to: sheet) { [weak sheet] intent in
                guard let sheet else { return .handled }
                switch intent {
                case .ask:
                    flow.showAlert(discardAlert, in: window) { outcome in
                        if outcome == .chosen(.discard) { flow.dismiss(from: sheet, in: window) }
                    }
                case .share:
                    let share = Screen()
                    flow.present(share, over: sheet, in: window)
                    flow.route(share) { _ in .handled }
                }
                return .handled
            }
        }
    }

    /// The root, with the sheet and a flow beside it that a test asks changes of.
    @MainActor
    final class HomeFlow: Coordinator {
        weak var window: HeadlessWindow?
        let asker = AskingCoordinator()

        init(window: HeadlessWindow) {
            self.window = window
        }

        func start(_ flow: Flow<Void>) {
            guard let window else { return flow.cancel() }
            let home = Screen()
            flow.setRoot(home, in: window)
            flow.route(home) { _ in .handled }
            try? flow.startChild(SheetFlow(window: window, home: home), named: "sheet")
            try? flow.startChild(asker, named: "asker")
        }
    }

    /// The app started, the sheet's alert shown over the window; the sheet is held weakly.
    private func started() throws -> (HeadlessWindow, CoordinatorTree, EventLogRecorder, Weakly<Screen>) {
        let window = HeadlessWindow()
        let home = HomeFlow(window: window)
        asker = home.asker
        let tree = CoordinatorTree(root: home, named: "app")
        let log = EventLogRecorder(tree)
        try tree.start()
        let sheet = try #require(window.presentedScreens.first as? Screen)
        sheet.intents.send(.ask)
        log.skipReceivedEvents()
        return (window, tree, log, Weakly(sheet))
    }

    @Test func aPresentationAskedUnderAnAlertWaitsForTheAnswerAndAppliesAfterIt() throws {
        let (window, tree, log, sheet) = try started()
        defer { withExtendedLifetime(tree) {} }
        #expect(window.transitionUnderWay == "alert \"Discard this draft?\"")

        sheet.value?.intents.send(.share)

        #expect(window.presentedScreens.count == 1, "nothing is presented under the alert")
        try log.expect([
            "app/sheet: intent share from Screen",
            "app/sheet: present Screen: waits for alert \"Discard this draft?\"",
            "app/sheet: routes Screen",
            "app/sheet: routed share",
        ])
        #expect(window.userTaps(button: "Keep Editing"))
        #expect(window.presentedScreens.count == 2)
        #expect(window.transitionUnderWay == nil)
        try log.expect([
            "app/sheet: \"Discard this draft?\": user chose \"Keep Editing\" (keep)",
            "app/sheet: present Screen: applied",
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aPresentationWaitingOverASheetTheAnswerDismissedIsSuperseded() throws {
        let (window, tree, log, sheet) = try started()
        defer { withExtendedLifetime(tree) {} }
        do {
            let flow = try #require(asker?.flow)
            let share = Screen()
            flow.present(share, over: try #require(sheet.value), in: window)
            flow.route(share) { _ in .handled }
        }
        log.skipReceivedEvents()

        #expect(window.userTaps(button: "Discard"))

        #expect(window.presentedScreens.isEmpty)
        let lines = log.skipReceivedEvents()
        #expect(lines.first == "app/sheet: \"Discard this draft?\": user chose \"Discard\" (discard)")
        #expect(lines.contains("app/asker: present Screen: superseded: its presenter went away"))
        #expect(lines.filter { $0.contains("present Screen") }.count == 1, "one outcome")
        asker?.flow?.finish()  // nothing of its is shown: it is done
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aPresentationWaitingForAnAlertTakenAwayWithItsLevelAppliesAfterTheRemoval() throws {
        let (window, tree, log, _) = try started()
        defer { withExtendedLifetime(tree) {} }
        let cover = Weakly<Screen>(nil)
        do {
            let home = try #require(window.root)
            let flow = try #require(asker?.flow)
            let screen = Screen()
            cover.value = screen
            flow.present(screen, over: home, in: window)
            flow.route(screen) { _ in .handled }
            #expect(window.presentedScreens.count == 1, "it waits for the alert")
            log.skipReceivedEvents()

            flow.dismiss(from: home, in: window)  // takes the sheet, and the alert over it
        }

        #expect(window.shownAlert == nil)
        #expect(window.presentedScreens.count == 1)
        #expect(window.presentedScreens.first === cover.value, "applied over the root, once the sheet went")
        let lines = log.skipReceivedEvents()
        #expect(lines.filter { $0.hasSuffix("present Screen: applied") }.count == 1)
        log.expectEverythingReleased(clearing: window)
    }

    @Test func theUIKitAlertHoldsPresentationsUntilTheFlowsAnswerHasRun() {
        let transitions = PlatformTransitions()
        let window = WindowStandIn()
        var order: [String] = []
        let shown = ShownAlert(discardAlert) { order.append("answer \($0)") }
        var platform: PlatformAlert? = PlatformAlert(shown)
        platform?.cover(window, in: transitions)

        #expect(transitions.transitionUnderWay(in: window, reportedByUIKit: nil) == "alert \"Discard this draft?\"")
        transitions.afterTransitions(in: window) { order.append("present") }
        #expect(order.isEmpty)
        platform?.userTapped(buttonAt: 1)

        #expect(order == ["answer button(1)", "present"])
        #expect(transitions.transitionUnderWay(in: window, reportedByUIKit: nil) == nil)
        platform = nil  // UIKit releases the answered controller: nothing runs twice
        #expect(order == ["answer button(1)", "present"])
    }

    @Test func aUIKitAlertReleasedUnansweredLiftsItsCover() {
        let transitions = PlatformTransitions()
        let window = WindowStandIn()
        var order: [String] = []
        var platform: PlatformAlert? = PlatformAlert(ShownAlert(discardAlert) { order.append("answer \($0)") })
        platform?.cover(window, in: transitions)
        transitions.afterTransitions(in: window) { order.append("present") }

        platform = nil

        #expect(order == ["answer dismissed(dismissed by the system)", "present"])
    }

    @Test func aUIKitAlertTakenAwayByADismissalResumesWhenTheDismissalCompletes() {
        let transitions = PlatformTransitions()
        let window = WindowStandIn()
        var order: [String] = []
        let platform = PlatformAlert(ShownAlert(discardAlert) { _ in order.append("answer") })
        platform.cover(window, in: transitions)
        transitions.afterTransitions(in: window) { order.append("present") }

        let dismissal = transitions.begin("the dismissal of Sheet", in: window)
        platform.takenAway(.presenterRemoved)()
        #expect(order == ["answer"], "the dismissal under way still holds it")
        #expect(transitions.transitionUnderWay(in: window, reportedByUIKit: nil) == "the dismissal of Sheet")
        transitions.end(dismissal, in: window)

        #expect(order == ["answer", "present"])
    }

    /// A window, as the record sees it: an object compared by identity.
    private final class WindowStandIn: Sendable {}
}

/// An object a test reaches without keeping it alive.
@MainActor
private final class Weakly<Object: AnyObject> {
    weak var value: Object?

    init(_ value: Object?) {
        self.value = value
    }
}
