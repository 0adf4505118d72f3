import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// The explorer's guard invariant (issue 35, item 5): no guarded screen leaves the hierarchy
/// without its guard being asked or told, and every change that waited ends with exactly one
/// outcome.
@MainActor
@Suite struct GuardedChangeExplorationTests {
    @Test func anEditorDismissedThroughTheWindowPastItsGuardIsFoundWithItsShortestSequence() async {
        let report = await NotesApp.explorer(.saveDismissesThroughTheWindow).explore(depth: 4)

        let bypass = report.findings.first { $0.kind == .guardBypassed }
        #expect(
            bypass?.message
                == "NoteEditorScreen, guarded by notes/noteEditor, left the hierarchy without its guard being asked or told",
            "\(report)")
        #expect(
            bypass?.actions.map(\.description) == [
                "intent NotesScreen.newNote at 0", "intent NoteEditorScreen.save at 1",
            ], "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    /// Where the guard meets a change that waits: a draft a service hands back under another
    /// draft's discard alert is presented once the alert is answered, and guarded from then on.
    @Test func aDraftPresentedUnderADiscardAlertIsGuardedOnceShownInEveryStateTheSearchReaches() async {
        let report = await SyncedDraftApp.explorer().explore(depth: 6)

        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    /// Where the waiting guard meets a link: the link back to the list, opened in every state the
    /// search reaches (the discard alert up, the synced draft's presentation and guard waiting),
    /// takes no draft past its guard, and lands where the user's answer says.
    @Test func theLinkBackToTheListTakesNoDraftPastItsGuardInAnyState() async {
        let report = await SyncedDraftApp.explorer(withLink: true).explore(depth: 6)

        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.landings.broken.isEmpty, "\(report.landings)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    /// The seam the link's exploration found: the draft discarded under its alert ends, and the
    /// synced draft whose presentation waited over it has its turn only once the discarded
    /// draft is gone, so it is superseded, not presented over a screen whose flow ended.
    @Test func aSheetWaitingOverADraftThatIsDiscardedIsSupersededNotLeftOverAnEndedFlowsScreen() async {
        let replay = FlowReplay(
            actions: SyncedDraftApp.syncAnsweredUnderTheDiscardAlert + [
                .link(SyncedDraftApp.listLink), .alertButton(index: 0, title: "Discard"),
            ])

        let run = await replay.run(in: SyncedDraftApp.explorer(withLink: true))

        #expect(run.findings.isEmpty, "\(run.findings)")
        #expect(
            run.log.suffix(6) == [
                "drafts/draftEditor: torn down (cancelled)",
                "drafts: child draftEditor ended: cancelled",
                "drafts/draftEditor-2: present DraftEditorScreen: superseded: its presenter went away",
                "drafts/draftEditor-2: torn down (screen released)",
                "drafts: child draftEditor-2 ended: screen released",
                "drafts: dismiss from DraftListScreen: superseded: draft editor went with its guard's flow",
            ], "\(run.log)")
        #expect(run.isReleased)
    }

    @Test func theSyncedDraftsSwipeAsksItsGuardOnceTheDiscardAlertIsAnswered() async {
        let replay = FlowReplay(
            actions: SyncedDraftApp.syncAnsweredUnderTheDiscardAlert + [
                .alertButton(index: 1, title: "Keep Editing"), .swipeDown,
            ])

        let run = await replay.run(in: SyncedDraftApp.explorer())

        #expect(run.findings.isEmpty, "\(run.findings)")
        #expect(run.actionsPlayed == 6, "\(run.log)")
        #expect(!run.log.contains { $0.contains("REJECTED") }, "\(run.log)")
        #expect(
            run.log.suffix(2) == [
                "drafts/draftEditor-2: guarded DraftEditorScreen: refused user swipe down",
                "drafts/draftEditor-2: shows alert \"Discard this draft?\"",
            ], "\(run.log)")
        #expect(run.isReleased)
    }

    @Test func anEditorItsFlowDismissesOrCancelsBreaksNoGuardInvariant() async {
        let report = await NotesApp.explorer().explore(depth: 6)

        #expect(!report.findings.contains { $0.kind == .guardBypassed || $0.kind == .changeOutcome }, "\(report)")
        #expect(report.findings.isEmpty, "\(report)")
    }
}
