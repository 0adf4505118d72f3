import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting

// A notes app whose editor sheet asks before it goes, for the explorer to answer alerts: a list
// of notes at the window's root, a new note's editor presented over it and guarded, so that a
// swipe-down asks "Discard this draft?". Each `NotesMistake` seeds one known bug into the
// editor's flow.

@MainActor final class NotesScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case newNote }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "notes" }
}

@MainActor final class NoteEditorScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case save }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "note editor" }
}

/// What the user picks on the editor's alert.
enum NoteChoice: Sendable, Hashable {
    case discard
    case keep
}

/// The known mistakes the tests seed into the editor's flow.
enum NotesMistake: Sendable {
    /// The editor's flow leaves its screens when it ends, as if its parent took them over, so
    /// cancelling it on "Discard" leaves the editor on screen with nothing routing it.
    case discardLeavesEditor
    /// Saving dismisses the editor through the window itself rather than its flow, past its
    /// guard, which is never asked.
    case saveDismissesThroughTheWindow
}

/// The outcomes of every app's alerts, kept across the apps an explorer builds.
@MainActor final class NoteOutcomes {
    var outcomes: [AlertOutcome<NoteChoice>] = []
}

enum NotesApp {
    static let discardAlert = Alert(
        title: "Discard this draft?",
        buttons: [
            AlertButton("Discard", action: NoteChoice.discard, role: .destructive),
            AlertButton("Keep Editing", action: NoteChoice.keep, role: .cancel),
        ])

    @MainActor static func make(with mistake: NotesMistake? = nil, outcomes: NoteOutcomes) -> ExploredApp {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(
            root: NotesCoordinator(window: window, mistake: mistake, outcomes: outcomes), named: "notes")
        return ExploredApp(tree: tree, root: window)
    }

    /// An explorer of the app, with every screen's intents.
    @MainActor static func explorer(_ mistake: NotesMistake? = nil, outcomes: NoteOutcomes = NoteOutcomes())
        -> FlowExplorer
    {
        let explorer = FlowExplorer { make(with: mistake, outcomes: outcomes) }
        explorer.intents(of: NotesScreen.self)
        explorer.intents(of: NoteEditorScreen.self)
        explorer.reproductionExpression = mistake.map { "NotesApp.explorer(.\($0))" } ?? "NotesApp.explorer()"
        return explorer
    }
}

final class NotesCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    let mistake: NotesMistake?
    let outcomes: NoteOutcomes

    init(window: HeadlessWindow, mistake: NotesMistake?, outcomes: NoteOutcomes) {
        (self.window, self.mistake, self.outcomes) = (window, mistake, outcomes)
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let notes = NotesScreen()
        flow.setRoot(notes, in: window)
        flow.bind(to: notes) { [weak notes] intent in
            switch intent {
            case .newNote:
                guard let notes else { return .handled }
                try? flow.startChild(
                    NoteEditorCoordinator(window: window, over: notes, mistake: self.mistake, outcomes: self.outcomes))
            }
            return .handled
        }
    }
}

final class NoteEditorCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    weak var notes: NotesScreen?
    let mistake: NotesMistake?
    let outcomes: NoteOutcomes

    init(window: HeadlessWindow, over notes: NotesScreen, mistake: NotesMistake?, outcomes: NoteOutcomes) {
        (self.window, self.notes, self.mistake, self.outcomes) = (window, notes, mistake, outcomes)
    }

    func start(_ flow: Flow<Void>) {
        guard let window, let notes else { return flow.cancel() }
        let editor = NoteEditorScreen()
        flow.present(editor, over: notes, in: window)
        flow.bind(to: editor) { [weak editor] intent in
            switch intent {
            case .save where self.mistake == .saveDismissesThroughTheWindow:
                if let editor { _ = try? window.dismiss(from: editor) }
            case .save:
                flow.finish()
                if let editor { flow.dismiss(from: editor, in: window) }
            }
            return .handled
        }
        // Only the user's gestures are refused: the flow's own dismissal and its cancel still
        // take the editor away.
        flow.guardLeaving(editor, in: window) { [weak self] _ in
            self?.askToDiscard(in: window, flow: flow)
        }
        if mistake == .discardLeavesEditor {
            flow.leavesScreensWhenEnded = true
        }
    }

    /// Asks before the editor goes; discarding cancels the flow, which removes what it showed.
    private func askToDiscard(in window: HeadlessWindow, flow: Flow<Void>) {
        flow.showAlert(NotesApp.discardAlert, in: window) { outcome in
            self.outcomes.outcomes.append(outcome)
            if outcome == .chosen(.discard) { flow.cancel() }
        }
    }
}
