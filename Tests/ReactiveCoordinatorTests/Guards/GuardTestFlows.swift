import ReactiveCoordinator
import ReactiveCoordinatorHeadless

/// A screen with unsaved work.
@MainActor
final class EditorScreen: IntentScreen, CustomStringConvertible {
    nonisolated var description: String { "EditorScreen" }
    enum Intent: Sendable { case signOut }
    let intents = IntentChannel<Intent>()
}

/// The screen under the editor.
@MainActor
final class HomeScreen: IntentScreen, CustomStringConvertible {
    nonisolated var description: String { "HomeScreen" }
    enum Intent: Sendable { case signOut }
    let intents = IntentChannel<Intent>()
}

/// What a guard test reads after the coordinators are gone.
@MainActor
final class AttemptLog {
    var attempts: [LeaveAttempt] = []
    var outcomes: [AlertOutcome<DraftChoice>] = []
}

/// Shows the home screen and starts the editor over it; signing out on home finishes the app flow,
/// which tears the editor's flow down.
@MainActor
final class SignedInCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    let log: AttemptLog
    let editorLeavesSheet: Bool

    init(window: HeadlessWindow, log: AttemptLog, editorLeavesSheet: Bool = false) {
        self.window = window
        self.log = log
        self.editorLeavesSheet = editorLeavesSheet
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let home = HomeScreen()
        flow.setRoot(home, in: window)
        flow.bind(to: home) { intent in
            switch intent {
            case .signOut: flow.finish()
            }
            return .handled
        }
        try? flow.startChild(
            EditorCoordinator(window: window, over: home, log: log, leavesSheet: editorLeavesSheet))
    }
}

/// Presents the editor as a sheet and guards it: a swipe-down asks first.
@MainActor
final class EditorCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    weak var home: HomeScreen?
    let log: AttemptLog
    let leavesSheet: Bool

    init(window: HeadlessWindow, over home: HomeScreen, log: AttemptLog, leavesSheet: Bool) {
        self.window = window
        self.home = home
        self.log = log
        self.leavesSheet = leavesSheet
    }

    func start(_ flow: Flow<Void>) {
        guard let window, let home else { return flow.cancel() }
        flow.leavesScreensWhenEnded = leavesSheet
        let editor = EditorScreen()
        flow.present(editor, over: home, in: window)
        flow.bind(to: editor) { _ in .unhandled }
        // snippet: guard-sheet
        flow.guardLeaving(editor, in: window) { [weak editor] attempt in
            self.log.attempts.append(attempt)
            flow.showAlert(discardAlert, in: window) { outcome in
                self.log.outcomes.append(outcome)
                guard outcome == .chosen(.discard), let editor else { return }  // stay
                flow.finish()
                flow.dismiss(from: editor, in: window)
            }
        }
        // end snippet
    }
}

/// Pushes a form on a stack and guards it against the back button and the back swipe.
@MainActor
final class FormCoordinator: Coordinator {
    weak var stack: HeadlessStack?
    let log: AttemptLog

    init(stack: HeadlessStack, log: AttemptLog) {
        self.stack = stack
        self.log = log
    }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return flow.cancel() }
        let form = EditorScreen()
        flow.push(form, on: stack)
        flow.bind(to: form) { [weak form, weak stack] intent in
            switch intent {
            // Saved: the user may leave.
            case .signOut: if let form, let stack { flow.stopGuardingLeaving(form, in: stack) }
            }
            return .handled
        }
        flow.guardLeaving(form, in: stack) { attempt in self.log.attempts.append(attempt) }
    }
}
