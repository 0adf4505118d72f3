import ReactiveCoordinator
import ReactiveCoordinatorContainerKit
import Testing

/// What the UIKit adapters report from a transition coordinator's callbacks, played as UIKit's
/// header describes them (UIViewControllerTransitionCoordinator.h): the interaction-change handler
/// runs at each change between interactive and non-interactive, several times for an
/// interruptible transition, and the completion runs once, after the transition completes.
@MainActor
@Suite struct TransitionCoordinatorReportTests {
    private func reporter(_ gesture: InteractiveGesture) -> (InteractiveTransitionReporter, () -> [String]) {
        var lines: [String] = []
        let reporter = InteractiveTransitionReporter(gesture, screen: "detail") { lines.append("\($0)") }
        return (reporter, { lines })
    }

    @Test func anInterruptedBackSwipeReportsOneEndWhenTheTransitionCompletes() {
        let (reporter, lines) = reporter(.backSwipe(stack: "UINavigationController"))

        // The finger lifts (completing), the user catches the screen again, then lets it go back.
        reporter.interactionChanged(isInteractive: false, isInterruptible: true, isCancelled: false)
        reporter.interactionChanged(isInteractive: true, isInterruptible: true, isCancelled: false)
        reporter.interactionChanged(isInteractive: false, isInterruptible: true, isCancelled: true)
        #expect(lines() == ["UINavigationController: user began swiping back from detail"])

        reporter.transitionCompleted(isCancelled: true)
        #expect(
            lines() == [
                "UINavigationController: user began swiping back from detail",
                "UINavigationController: user cancelled swiping back, detail stays",
            ])
    }

    @Test func anInterruptedSheetDragThatCompletesReportsTheDismissalOnce() {
        let (reporter, lines) = reporter(.sheetDrag(window: "UIWindow"))

        reporter.interactionChanged(isInteractive: false, isInterruptible: true, isCancelled: true)
        reporter.interactionChanged(isInteractive: true, isInterruptible: true, isCancelled: false)
        reporter.interactionChanged(isInteractive: false, isInterruptible: true, isCancelled: false)
        reporter.transitionCompleted(isCancelled: false)

        #expect(
            lines() == [
                "UIWindow: user began swiping down detail",
                "UIWindow: user swiped down detail",
            ])
    }

    @Test func anUninterruptibleSwipeEndsWhenTheFingerLiftsAndNotAgainOnCompletion() {
        let (reporter, lines) = reporter(.backSwipe(stack: "UINavigationController"))

        reporter.interactionChanged(isInteractive: false, isInterruptible: false, isCancelled: false)
        #expect(lines().count == 2)
        reporter.transitionCompleted(isCancelled: false)

        #expect(
            lines() == [
                "UINavigationController: user began swiping back from detail",
                "UINavigationController: user swiped back, popped detail",
            ])
    }

    @Test func aTransitionThatCompletesWithoutAnInteractionChangeStillReportsItsEnd() {
        let (reporter, lines) = reporter(.sheetDrag(window: "UIWindow"))

        reporter.transitionCompleted(isCancelled: true)
        reporter.transitionCompleted(isCancelled: false)

        #expect(
            lines() == [
                "UIWindow: user began swiping down detail",
                "UIWindow: user cancelled swiping down, detail stays",
            ])
    }
}
