import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless

/// Writes a message in a stack presented modally; finishes with the draft when it is sent.
///
/// The user may swipe the modal away, or any screen below may dismiss it: either way the
/// compose screen is released and this flow ends with the reason `screen released`. Ended any
/// other way, it dismisses its modal itself.
///
/// While the draft has text the user typed, the form is guarded: the window refuses the
/// swipe-down and tells this flow, which asks whether to discard the draft. A link or another
/// flow that would take the modal away meanwhile waits for the same answer. A dismissal asked of
/// the window directly still takes the modal away, guard or not.
@MainActor
final class ComposeCoordinator: RestorableCoordinator {
    private let environment: AppEnvironment
    private weak var modal: HeadlessStack?
    private var draft: Draft
    /// Whether the discard alert is up.
    private var isAsking = false
    /// The removals asked while the alert is up, answered with it.
    private var waitingForAnswer: [LeaveAttempt] = []

    init(environment: AppEnvironment, recipient: String?) {
        self.environment = environment
        self.draft = Draft(recipient: recipient, text: "", attachments: [])
    }

    /// Restored with the draft as it was: presented again by whoever started it.
    init(environment: AppEnvironment, draft: Draft) {
        self.environment = environment
        self.draft = draft
    }

    var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "compose", shown: .presented, value: draft)
    }

    func start(_ flow: Flow<Draft>) {
        let form = ComposeScreen()
        let modal = HeadlessStack(name: "compose stack")
        flow.push(form, on: modal)
        if let window = environment.window, let presenter = window.presenter {
            // Should this fail, nothing holds the form: the flow ends when `start` returns.
            flow.present(modal, over: presenter, in: window)
        }
        self.modal = modal
        // The form weakly: its channel owns this handler, and a modal that never reached the
        // window (a present refused under an alert) finishes no channel as it goes.
        flow.bind(to: form) { [weak form] intent in
            switch intent {
            case .type(let text):
                self.draft.text = text
                if let form { self.guardUnsavedText(of: form, in: flow) }
            case .attach:
                self.pickAttachment(in: flow)
            case .send:
                flow.finish(with: self.draft)
                self.close()
            case .cancel:
                flow.cancel()
                self.close()
            }
            return .handled
        }
        if !draft.text.isEmpty { guardUnsavedText(of: form, in: flow) }
        // Torn down from above (its parent's screen went), the flow takes its modal with it:
        // left on screen, the form would be a zombie that nothing routes.
        flow.onEnd { reason in
            if reason != .screenReleased { self.close() }
        }
    }

    /// Guards the form while the draft has text, and lets the user swipe it away once it has none.
    private func guardUnsavedText(of form: ComposeScreen, in flow: Flow<Draft>) {
        guard let window = environment.window else { return }
        guard !draft.text.isEmpty else { return flow.stopGuardingLeaving(form, in: window) }
        flow.guardLeaving(form, in: window) { attempt in
            // Told of a removal nobody can refuse (the scene closes): there is nobody to ask.
            guard attempt.gesture != nil || attempt.cause.waitsForAnswer else { return }
            // A link (or another flow) asking while the alert is up waits for the same answer:
            // the user is asked once, and "Keep Editing" refuses the link too.
            if attempt.cause.waitsForAnswer { self.waitingForAnswer.append(attempt) }
            guard !self.isAsking else { return }
            self.isAsking = true
            flow.showAlert(Self.discardAlert, in: window) { outcome in
                self.isAsking = false
                let waiting = self.waitingForAnswer
                self.waitingForAnswer = []
                // Its flow ended first: the library settles what waited.
                guard case .chosen(let choice) = outcome else { return }
                let discards = choice == .discard
                for attempt in waiting { flow.answer(attempt, with: discards ? .leave : .stay) }
                if discards, waiting.isEmpty {
                    flow.cancel()
                    self.close()
                }
            }
        }
    }

    /// What the user is asked when they swipe away a draft with text.
    private static let discardAlert = Alert(
        title: "Discard this draft?",
        message: "What you typed will be lost.",
        buttons: [
            AlertButton("Discard", action: DraftChoice.discard, role: .destructive),
            AlertButton("Keep Editing", action: DraftChoice.keep, role: .cancel),
        ])

    /// The answers to ``discardAlert``.
    private enum DraftChoice: Sendable, Hashable {
        case discard
        case keep
    }

    private func pickAttachment(in flow: Flow<Draft>) {
        guard let modal else { return }
        try? flow.startChild(AttachmentsCoordinator(environment: environment, stack: modal)) { result in
            if case .success(let file) = result { self.draft.attachments.append(file) }
        }
    }

    private func close() {
        if let modal { environment.window?.dismissPresentation(of: modal) }
    }
}
