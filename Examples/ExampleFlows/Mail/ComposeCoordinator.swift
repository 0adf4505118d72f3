import ReactiveCoordinator

/// Presents a compose screen modally and finishes with the text the user sent.
///
/// Cancel ends it without a result, and so does the user's swipe-down, which tells nobody: the
/// window releases the screen and its stream finishes.
final class ComposeCoordinator: Coordinator<String> {
    weak var window: (any ModalContext)?
    weak var presenter: AnyObject?
    weak var screen: ComposeScreen?

    init(window: (any ModalContext)?, over presenter: AnyObject) {
        self.window = window
        self.presenter = presenter
    }

    override func start() {
        guard let presenter else { return cancel() }
        let screen = ComposeScreen()
        do {
            try window?.present(screen, over: presenter)
        } catch {
            return cancel()
        }
        self.screen = screen
        bind(to: screen) { [unowned self] intent in
            switch intent {
            case .send(let text): finish(with: text)
            case .cancel: cancel()
            }
            // Through the weak property: capturing `screen` here would make it own itself.
            if let screen = self.screen { _ = try? window?.dismiss(from: screen) }
            return .handled
        }
    }
}
