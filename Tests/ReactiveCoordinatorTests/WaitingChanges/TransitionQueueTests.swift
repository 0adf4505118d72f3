import ReactiveCoordinator
import ReactiveCoordinatorContainerKit
import ReactiveCoordinatorUIKit
import Testing

/// What the headless window and the UIKit adapter decide about presentations asked while a
/// transition is under way: whether one waits, behind what, and when the waiting ones resume.
@MainActor
@Suite struct TransitionQueueTests {
    /// The actions run, in order.
    @MainActor
    private final class Runs {
        var names: [String] = []
        func action(_ name: String) -> @MainActor () -> Void {
            { [weak self] in self?.names.append(name) }
        }
    }

    @Test func anActionAskedWithNothingUnderWayRunsNowAndIsNotKept() {
        var queue = TransitionQueue()
        let runs = Runs()

        #expect(queue.wait(runs.action("present")) == .runNow)
        #expect(queue.waitingCount == 0)
        #expect(queue.current == nil)
    }

    @Test func anActionAskedDuringATransitionWaitsBehindTheOldestOne() {
        var queue = TransitionQueue()
        let runs = Runs()
        _ = queue.begin("the user's swipe down of Sheet")
        _ = queue.begin("the dismissal of Cover")

        #expect(queue.wait(runs.action("present")) == .waits(behind: "the user's swipe down of Sheet"))
        #expect(queue.waitingCount == 1)
        #expect(runs.names.isEmpty)
    }

    @Test func theWaitingActionsResumeInOrderOnceTheLastTransitionEnds() {
        var queue = TransitionQueue()
        let runs = Runs()
        let drag = queue.begin("the user's swipe down of Sheet")
        let dismissal = queue.begin("the dismissal of Cover")
        _ = queue.wait(runs.action("first"))
        _ = queue.wait(runs.action("second"))

        guard case .stillBusy(let behind) = queue.end(drag) else {
            Issue.record("ending one of two transitions resumed the waiting actions")
            return
        }
        #expect(behind == "the dismissal of Cover")
        guard case .resume(let actions) = queue.end(dismissal) else {
            Issue.record("ending the last transition resumed nothing")
            return
        }
        for action in actions { action() }

        #expect(runs.names == ["first", "second"])
        #expect(queue.waitingCount == 0)
        #expect(queue.current == nil)
    }

    @Test func endingATransitionTwiceResumesNothingTwice() {
        var queue = TransitionQueue()
        let runs = Runs()
        let drag = queue.begin("the user's swipe down of Sheet")
        _ = queue.wait(runs.action("present"))
        _ = queue.end(drag)

        guard case .unknown = queue.end(drag) else {
            Issue.record("a second end was taken for a transition")
            return
        }
        #expect(queue.waitingCount == 0)
    }

    @Test func theNavigationControllerNamesItsPushPopOrBackSwipeOnlyWhenACoordinatorCanCallBack() {
        #expect(
            PlatformTransitions.stackMotion(of: "Detail", isInteractive: true, hasTransitionCoordinator: true)
                == "the user's back swipe from Detail")
        #expect(
            PlatformTransitions.stackMotion(of: "Detail", isInteractive: false, hasTransitionCoordinator: true)
                == "a push or pop to Detail")
        #expect(
            PlatformTransitions.stackMotion(of: "Detail", isInteractive: true, hasTransitionCoordinator: false) == nil,
            "nothing would say when it ended")
    }

    @Test func aPushWaitingForANavigationControllersTransitionRunsOnceItsCoordinatorCompletes() {
        let transitions = PlatformTransitions()
        let stack = Runs()
        var completions: [@MainActor () -> Void] = []
        transitions.afterTransitions(in: stack, reportedByUIKit: "the user's back swipe from Detail") { ended in
            completions.append(ended)
        } run: {
            stack.names.append("push")
        }
        #expect(transitions.transitionUnderWay(in: stack, reportedByUIKit: nil) == "the user's back swipe from Detail")
        #expect(stack.names.isEmpty)
        #expect(completions.count == 1)
        completions.first?()
        #expect(stack.names == ["push"])
        #expect(transitions.transitionUnderWay(in: stack, reportedByUIKit: nil) == nil)
    }

    @Test func theAdapterNamesWhatUIKitReportsOnlyWhenATransitionCoordinatorCanCallBack() {
        func motion(presented: Bool = false, dismissed: Bool = false, interactive: Bool = false, coordinator: Bool)
            -> String?
        {
            PlatformTransitions.motion(
                of: "Sheet", isBeingPresented: presented, isBeingDismissed: dismissed, isInteractive: interactive,
                hasTransitionCoordinator: coordinator)
        }

        #expect(motion(dismissed: true, interactive: true, coordinator: true) == "the user's swipe down of Sheet")
        #expect(motion(dismissed: true, coordinator: true) == "the dismissal of Sheet")
        #expect(motion(presented: true, coordinator: true) == "the presentation of Sheet")
        #expect(motion(interactive: true, coordinator: true) == "the user's gesture in Sheet")
        #expect(motion(coordinator: true) == "a transition in Sheet")
        #expect(motion(dismissed: true, coordinator: false) == nil, "nothing would say when it ended")
        #expect(motion(coordinator: false) == nil)
    }

    @Test func aWindowsDismissalMakesPresentationsWaitUntilItsCompletion() {
        let transitions = PlatformTransitions()
        let window = NSObjectStandIn()
        let runs = Runs()
        let dismissal = transitions.begin("the dismissal of Sheet", in: window)

        transitions.afterTransitions(in: window, run: runs.action("present"))
        #expect(transitions.transitionUnderWay(in: window, reportedByUIKit: nil) == "the dismissal of Sheet")
        #expect(runs.names.isEmpty)
        transitions.end(dismissal, in: window)

        #expect(runs.names == ["present"])
        #expect(transitions.transitionUnderWay(in: window, reportedByUIKit: nil) == nil)
        transitions.end(dismissal, in: window)
        #expect(runs.names == ["present"], "a completion called twice resumes nothing twice")
    }

    @Test func aWindowWithNothingBegunWaitsForWhatUIKitReportsAndRunsAnActionAtOnce() {
        let transitions = PlatformTransitions()
        let window = NSObjectStandIn()
        let other = NSObjectStandIn()
        let runs = Runs()
        _ = transitions.begin("the dismissal of Sheet", in: other)

        #expect(
            transitions.transitionUnderWay(in: window, reportedByUIKit: "the presentation of Cover")
                == "the presentation of Cover")
        transitions.afterTransitions(in: window, run: runs.action("present"))

        #expect(runs.names == ["present"], "another window's dismissal is no transition of this one")
    }

    @Test func aWindowThatWentTakesItsWaitingActionsWithIt() {
        let transitions = PlatformTransitions()
        weak var gone: NSObjectStandIn?
        weak var captured: NSObjectStandIn?
        do {
            let window = NSObjectStandIn()
            let screen = NSObjectStandIn()
            gone = window
            captured = screen
            _ = transitions.begin("the dismissal of Sheet", in: window)
            transitions.afterTransitions(in: window) { withExtendedLifetime(screen) {} }
        }
        _ = transitions.begin("the dismissal of Cover", in: NSObjectStandIn())

        #expect(gone == nil)
        #expect(captured == nil, "the waiting action, and the screen it would present, are let go")
    }

    /// A window, as the record sees it: an object compared by identity.
    private final class NSObjectStandIn: Sendable {}
}
