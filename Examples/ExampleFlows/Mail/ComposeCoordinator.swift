import ReactiveCoordinator

/// Presents a compose screen modally and finishes with the text the user sent.
///
/// Cancel ends it without a result, and so does the user's swipe-down, which tells nobody: the
/// window releases the screen and its stream finishes. Presented with the flow's
/// `present(_:over:in:)`, the sheet is dismissed again if the flow is cancelled or torn down with
/// its parent, so no dead sheet stays up.
final class ComposeCoordinator: Coordinator {
    weak var window: (any ModalContext)?
    weak var presenter: AnyObject?
    weak var screen: ComposeScreen?

    init(window: (any ModalContext)?, over presenter: AnyObject) {
        self.window = window
        self.presenter = presenter
    }

    func start(_ flow: Flow<String>) {
        guard let modal = window, let presenter else { return flow.cancel() }
        let screen = ComposeScreen()
        // A failure is logged as a refusal with this flow's path; the flow then ends.
        guard flow.present(screen, over: presenter, in: modal) else { return flow.cancel() }
        self.screen = screen
        flow.bind(to: screen) { intent in
            switch intent {
            case .send(let text): flow.finish(with: text)
            case .cancel: flow.cancel()
            }
            // Through the weak property: capturing `screen` here would make it own itself.
            if let screen = self.screen, let window = self.window { flow.dismiss(from: screen, in: window) }
            return .handled
        }
    }
}
