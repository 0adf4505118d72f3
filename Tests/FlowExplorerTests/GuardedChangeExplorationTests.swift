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

    @Test func anEditorItsFlowDismissesOrCancelsBreaksNoGuardInvariant() async {
        let report = await NotesApp.explorer().explore(depth: 6)

        #expect(!report.findings.contains { $0.kind == .guardBypassed || $0.kind == .changeOutcome }, "\(report)")
        #expect(report.findings.isEmpty, "\(report)")
    }
}
