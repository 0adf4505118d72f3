import ReactiveCoordinator

/// Shows a photo full screen, presented over the compose modal.
@MainActor
final class PreviewCoordinator: Coordinator {
    private let environment: AppEnvironment
    private weak var screen: PreviewScreen?

    init(environment: AppEnvironment) {
        self.environment = environment
    }

    func start(_ flow: Flow<Void>) {
        let preview = PreviewScreen()
        if let window = environment.window, let presenter = window.presenter {
            flow.present(preview, over: presenter, in: window)
        }
        screen = preview
        flow.bind(to: preview) { intent in
            switch intent {
            case .close:
                flow.finish()
            }
            return .handled
        }
        // However the flow ended, its screen leaves with it; if the screen went first, there is
        // nothing left to dismiss.
        flow.onEnd { _ in
            if let screen = self.screen { self.environment.window?.dismissPresentation(of: screen) }
        }
    }
}
