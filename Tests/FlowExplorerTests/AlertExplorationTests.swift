import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// The explorer answers the alerts an app shows: each button and the system's dismissal, a state
/// with an alert told apart from the same state without it.
@MainActor
@Suite struct AlertExplorationTests {
    @Test func theExplorerAnswersADiscardAlertWithEachButtonAndTheSystemDismissal() async throws {
        let outcomes = NoteOutcomes()
        let report = await NotesApp.explorer(outcomes: outcomes).explore(depth: 6)
        #expect(report.findings.isEmpty, "\(report)")
        // The notes, the editor over them, and the editor under its alert: the alert is a state of
        // its own. The editor offers its swipe-down, two sheet drags (each refused, each asking)
        // and its save; the alert its two buttons and the system's dismissal.
        #expect(report.isComplete && report.statesVisited == 3 && report.transitions == 8, "\(report)")
        #expect(report.depthReached == 2, "\(report)")
        // Each answer was played (an alert still shown when an app is closed goes as its flow ends).
        #expect(Set(outcomes.outcomes).isSuperset(of: [.chosen(.discard), .chosen(.keep), .dismissed(.system)]))
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func aReplayAnswersTheAlertAndDiscardTakesTheEditorAway() async {
        let replay = FlowReplay(
            actions: [
                .intent(screen: [0], type: "NotesScreen", index: 0, label: "newNote"),
                .swipeDown,
                .alertButton(index: 0, title: "Discard"),
            ],
            expectedLog: [
                "notes: started",
                "notes: bound to NotesScreen",
                "notes: intent newNote from NotesScreen",
                "notes: child added: noteEditor",
                "notes/noteEditor: started",
                "notes/noteEditor: bound to NoteEditorScreen",
                "notes: routed newNote",
                "notes/noteEditor: guarded NoteEditorScreen: refused user swipe down",
                "notes/noteEditor: shows alert \"Discard this draft?\"",
                "notes/noteEditor: \"Discard this draft?\": user chose \"Discard\" (discard)",
                "notes/noteEditor: torn down (cancelled)",
                "notes: child noteEditor ended: cancelled",
            ])
        #expect(await replay.check(in: NotesApp.explorer()).isEmpty)
        // What the window shows after each action: the editor, the alert over it, then the notes
        // alone.
        var shown: [String] = []
        let explorer = NotesApp.explorer()
        explorer.invariant("records what the window shows") { app in
            guard let window = app.root as? HeadlessWindow else { return "no window" }
            shown.append("\(window.presentedScreens.count) presented, alert: \(window.shownAlert?.title ?? "none")")
            return nil
        }
        let run = await replay.run(in: explorer)
        #expect(run.findings.isEmpty && run.isReleased, "\(run.findings)")
        #expect(
            shown == [
                "1 presented, alert: none",
                "1 presented, alert: Discard this draft?",
                "0 presented, alert: none",
            ])
    }

    @Test func aButtonWhoseTitleDiffersDoesNotApply() async {
        let replay = FlowReplay(actions: [
            .intent(screen: [0], type: "NotesScreen", index: 0, label: "newNote"),
            .swipeDown,
            .alertButton(index: 0, title: "Delete"),
        ])
        let run = await replay.run(in: NotesApp.explorer())
        #expect(run.actionsPlayed == 2)
        #expect(run.findings.map(\.kind) == [.replayDiverged])
        #expect(run.isReleased)
    }

    @Test func nothingUnderTheAlertReachesTheApp() async {
        // The alert covers the editor: its save does not apply, and no answer applies without one.
        let replay = FlowReplay(actions: [
            .intent(screen: [0], type: "NotesScreen", index: 0, label: "newNote"),
            .swipeDown,
            .intent(screen: [1], type: "NoteEditorScreen", index: 0, label: "save"),
        ])
        let run = await replay.run(in: NotesApp.explorer())
        #expect(run.actionsPlayed == 2 && run.findings.map(\.kind) == [.replayDiverged])
        let noAlert = await FlowReplay(actions: [.alertDismissedBySystem]).run(in: NotesApp.explorer())
        #expect(noAlert.actionsPlayed == 0 && noAlert.isReleased)
        #expect(run.isReleased)
    }

    @Test func anEditorLeftOnScreenByADiscardThatCancelsItsFlowIsALeak() async throws {
        let report = await NotesApp.explorer(.discardLeavesEditor).explore(depth: 4)
        let finding = try #require(report.findings.first, "\(report)")
        // Only "Discard" ends the editor's flow: its swipe-down and drags are refused.
        #expect(finding.kind == .leak)
        #expect(
            finding.message
                == "screen NoteEditorScreen at notes/noteEditor: its coordinator notes/noteEditor ended but the screen "
                + "is still referenced")
        #expect(
            finding.actions == [
                .intent(screen: [0], type: "NotesScreen", index: 0, label: "newNote"),
                .swipeDown,
                .alertButton(index: 0, title: "Discard"),
            ])
        #expect(finding.reproduction.contains(#"        .alertButton(index: 0, title: "Discard"),"#), "\(finding)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func alertActionsRoundTripThroughJSONAndPrintAsSwift() throws {
        let actions: [FlowAction] = [.alertButton(index: 1, title: "Keep \"Editing\""), .alertDismissedBySystem]
        let data = try JSONEncoder().encode(actions)
        #expect(try JSONDecoder().decode([FlowAction].self, from: data) == actions)
        #expect(
            actions.map(\.swiftLiteral) == [
                #".alertButton(index: 1, title: "Keep \"Editing\"")"#, ".alertDismissedBySystem",
            ])
        #expect(
            actions.map(\.description) == [#"tap alert button 1, "Keep \"Editing\"""#, "alert dismissed by the system"])
    }

    @Test func withoutTheAlertGesturesTheExplorerStopsAtTheAlert() async {
        let explorer = NotesApp.explorer()
        explorer.gestures.subtract([.alertButton, .alertDismissedBySystem])
        let report = await explorer.explore(depth: 6)
        #expect(report.isComplete && report.statesVisited == 3 && report.transitions == 5, "\(report)")
        #expect(report.findings.isEmpty && report.appsNotReleased == 0, "\(report)")
    }
}
