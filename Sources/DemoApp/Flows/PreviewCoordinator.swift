import ReactiveCoordinator

/// Shows a photo full screen, presented over the compose modal.
@MainActor
final class PreviewCoordinator: Coordinator<Void> {
    private let environment: AppEnvironment
    private weak var screen: PreviewScreen?

    init(environment: AppEnvironment) {
        self.environment = environment
        super.init(name: "preview")
    }

    override func start() {
        let preview = PreviewScreen()
        if let window = environment.window, let presenter = window.presenter {
            present(preview, over: presenter, in: window)
        }
        screen = preview
        bind(to: preview) { [unowned self] intent in
            switch intent {
            case .close:
                finish()
            }
            return .handled
        }
    }

    /// However the flow ended, its screen leaves with it; if the screen went first, there is
    /// nothing left to dismiss.
    override func didEnd(_ reason: TeardownReason) {
        if let screen { environment.window?.dismissPresentation(of: screen) }
    }
}
