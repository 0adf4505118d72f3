import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

/// Where the explorer's held gestures meet awaited work.
///
/// A request in flight while the finger is on the sheet's drag. The answer may arrive with the finger down; what the flow then asks of
/// the window (its dismissal) waits for the lift, and either way the drag ends, once.
@MainActor
@Suite struct HeldGestureAwaitedWorkTests {
    private static func explorer() -> FlowExplorer {
        let explorer = AwaitingStore.explorer()
        explorer.intents(of: StoreScreen.self) { _ in [.signIn] }
        explorer.gestures.insert(.heldInteractiveTransitions)
        return explorer
    }

    @Test func aRequestAnsweredWithTheFingerOnTheSheetGivesNoFindingAndReleasesEveryApp() async {
        let report = await Self.explorer().explore(depth: 6)

        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test(arguments: [false, true])
    func aSignInAnsweredMidDragDismissesItsSheetOnceTheFingerLifts(completes: Bool) async {
        let replay = FlowReplay(actions: [
            .intent(screen: [0], type: "StoreScreen", index: 0, label: "signIn"),
            .intent(screen: [1], type: "SignInScreen", index: 0, label: "submit"),
            .beginInteractiveDismissal,
            .respond(request: "signIn", outcome: 0, label: "success"),
            completes ? .completeInteractiveTransition : .cancelInteractiveTransition,
        ])

        let run = await replay.run(in: Self.explorer())

        #expect(run.findings.isEmpty && run.actionsPlayed == 5, "\(run.findings)\n\(run.log.joined(separator: "\n"))")
        // The explorer checks, after each action, that no screen outlives its flow: the sheet
        // the finished flow showed is gone once the finger lifts, whichever way the drag ended.
        #expect(
            run.log.suffix(4) == [
                "store/signIn: intent submit from SignInScreen", "store/signIn: routed submit",
                "store/signIn: torn down (finished)", "store: child signIn finished with ()",
            ], "\(run.log)")
        #expect(run.isReleased)
    }
}
