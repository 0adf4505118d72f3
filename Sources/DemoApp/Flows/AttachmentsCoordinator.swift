import ReactiveCoordinator
import ReactiveCoordinatorHeadless

/// Picks an attachment on a screen pushed in the compose modal; finishes with the file name.
@MainActor
final class AttachmentsCoordinator: Coordinator {
    private let environment: AppEnvironment
    private weak var stack: HeadlessStack?
    private weak var screen: AttachmentsScreen?

    init(environment: AppEnvironment, stack: HeadlessStack) {
        self.environment = environment
        self.stack = stack
    }

    func start(_ flow: Flow<String>) {
        let picker = AttachmentsScreen()
        if let stack { flow.push(picker, on: stack) }
        screen = picker
        flow.bind(to: picker) { intent in
            switch intent {
            case .pick(let file):
                flow.finish(with: file)
                if let screen = self.screen { self.stack?.popScreen(screen) }
            case .preview:
                try? flow.startChild(PreviewCoordinator(environment: self.environment))
            }
            return .handled
        }
    }
}
