import ReactiveCoordinator

/// Presents a compose screen modally and finishes with the text the user sent.
///
/// Cancel ends it without a result, and so does the user's swipe-down, which tells nobody: the
/// window releases the screen and its stream finishes. Presented with the coordinator's own
/// `present(_:over:in:)`, the sheet is dismissed again if the flow is cancelled or torn down with
/// its parent, so no dead sheet stays up.
final class ComposeCoordinator: Coordinator<String> {
    weak var window: (any ModalContext)?
    weak var presenter: AnyObject?
    weak var screen: ComposeScreen?

    init(window: (any ModalContext)?, over presenter: AnyObject) {
        self.window = window
        self.presenter = presenter
    }

    override func start() {
        guard let modal = window, let presenter else { return cancel() }
        let screen = ComposeScreen()
        // A failure is logged as a refusal with this flow's path; the flow then ends.
        guard present(screen, over: presenter, in: modal) else { return cancel() }
        self.screen = screen
        bind(to: screen) { [unowned self] intent in
            switch intent {
            case .send(let text): finish(with: text)
            case .cancel: cancel()
            }
            // Through the weak property: capturing `screen` here would make it own itself.
            if let screen = self.screen, let window { dismiss(from: screen, in: window) }
            return .handled
        }
    }
}
