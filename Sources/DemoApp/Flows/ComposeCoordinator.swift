import ReactiveCoordinator

/// Writes a message in a stack presented modally; finishes with the draft when it is sent.
///
/// The user may swipe the modal away, or any screen below may dismiss it: either way the
/// compose screen is released and this flow ends with the reason `screen released`. Ended any
/// other way, it dismisses its modal itself.
@MainActor
final class ComposeCoordinator: Coordinator<Draft> {
    private let environment: AppEnvironment
    private weak var modal: HeadlessStack?
    private var draft: Draft

    init(environment: AppEnvironment, recipient: String?) {
        self.environment = environment
        self.draft = Draft(recipient: recipient, text: "", attachments: [])
        super.init(name: "compose")
    }

    /// Restored with the draft as it was: presented again by whoever started it.
    init(environment: AppEnvironment, draft: Draft) {
        self.environment = environment
        self.draft = draft
        super.init(name: "compose")
    }

    override var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "compose", shown: .presented, value: draft)
    }

    override func start() {
        let form = ComposeScreen()
        let modal = HeadlessStack(name: "compose stack")
        push(form, on: modal)
        if let window = environment.window, let presenter = window.presenter {
            // Should this fail, nothing holds the form: the flow ends when `start` returns.
            present(modal, over: presenter, in: window)
        }
        self.modal = modal
        bind(to: form) { [unowned self] intent in
            switch intent {
            case .type(let text):
                draft.text = text
            case .attach:
                pickAttachment()
            case .send:
                finish(with: draft)
                close()
            case .cancel:
                cancel()
                close()
            }
            return .handled
        }
    }

    /// Torn down from above (its parent's screen went), the flow takes its modal with it: left
    /// on screen, the form would be a zombie that nothing routes.
    override func didEnd(_ reason: TeardownReason) {
        if reason != .screenReleased { close() }
    }

    private func pickAttachment() {
        guard let modal else { return }
        try? startChild(AttachmentsCoordinator(environment: environment, stack: modal)) { [unowned self] result in
            if case .success(let file) = result { draft.attachments.append(file) }
        }
    }

    private func close() {
        if let modal { environment.window?.dismissPresentation(of: modal) }
    }
}
