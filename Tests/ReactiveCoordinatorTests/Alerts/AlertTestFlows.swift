import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting

/// What the user picks on the draft's alert.
enum DraftChoice: Sendable, Hashable {
    case discard
    case keep
}

/// The inbox under the draft: the window's root.
@MainActor
final class AlertInboxScreen: IntentScreen {
    let intents = IntentChannel<Never>()
}

/// A draft presented over the inbox, with unsaved work.
@MainActor
final class DraftScreen: IntentScreen {
    enum Intent: Sendable { case close }
    let intents = IntentChannel<Intent>()
}

/// Outcomes a test reads after the coordinators are gone.
@MainActor
final class OutcomeLog<Action: Sendable & Hashable> {
    var outcomes: [AlertOutcome<Action>] = []
}

// snippet: discard-alert
let discardAlert = Alert(
    title: "Discard this draft?",
    message: "Your changes will be lost.",
    buttons: [
        AlertButton("Discard", action: DraftChoice.discard, role: .destructive),
        AlertButton("Keep Editing", action: DraftChoice.keep, role: .cancel),
    ])
// end snippet

/// A started mail app whose draft is presented, its log past the start.
@MainActor
func startMailApp(usesCallback: Bool) throws -> (
    HeadlessWindow, CoordinatorTree, EventLogRecorder, OutcomeLog<DraftChoice>
) {
    let window = HeadlessWindow()
    let outcomes = OutcomeLog<DraftChoice>()
    let tree = CoordinatorTree(
        root: MailAppCoordinator(window: window, log: outcomes, usesCallback: usesCallback), named: "app")
    let log = EventLogRecorder(tree)
    try tree.start()
    log.skipReceivedEvents()
    return (window, tree, log, outcomes)
}

/// Shows the inbox, then presents a draft whose close asks the user first (awaited, in a task).
@MainActor
final class MailAppCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    let log: OutcomeLog<DraftChoice>
    let usesCallback: Bool

    init(window: HeadlessWindow, log: OutcomeLog<DraftChoice>, usesCallback: Bool = false) {
        self.window = window
        self.log = log
        self.usesCallback = usesCallback
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let inbox = AlertInboxScreen()
        flow.setRoot(inbox, in: window)
        flow.bind(to: inbox)
        try? flow.startChild(DraftCoordinator(window: window, over: inbox, log: log, usesCallback: usesCallback))
    }
}

@MainActor
final class DraftCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    weak var inbox: AlertInboxScreen?
    let log: OutcomeLog<DraftChoice>
    let usesCallback: Bool

    init(window: HeadlessWindow, over inbox: AlertInboxScreen, log: OutcomeLog<DraftChoice>, usesCallback: Bool) {
        self.window = window
        self.inbox = inbox
        self.log = log
        self.usesCallback = usesCallback
    }

    func start(_ flow: Flow<Void>) {
        guard let window, let inbox else { return flow.cancel() }
        let draft = DraftScreen()
        flow.present(draft, over: inbox, in: window)
        flow.bind(to: draft) { [weak draft] intent in
            switch intent {
            case .close: if let draft { self.confirmClose(of: draft, in: window, flow) }
            }
            return .handled
        }
    }

    private func confirmClose(of draft: DraftScreen, in window: HeadlessWindow, _ flow: Flow<Void>) {
        if usesCallback {
            // snippet: callback
            flow.showAlert(discardAlert, in: window) { outcome in
                self.log.outcomes.append(outcome)
                if outcome == .chosen(.discard) { flow.finish() }
            }
            // end snippet
        } else {
            // snippet: await
            flow.task {
                let outcome = await flow.showAlert(discardAlert, in: window)
                self.log.outcomes.append(outcome)
                switch outcome {
                case .chosen(.discard): flow.finish()
                case .chosen(.keep), .dismissed: break  // stay on the draft
                }
            }
            // end snippet
        }
    }
}
