import ReactiveCoordinator

/// Picks an attachment on a screen pushed in the compose modal; finishes with the file name.
@MainActor
final class AttachmentsCoordinator: Coordinator<String> {
    private let environment: AppEnvironment
    private weak var stack: HeadlessStack?
    private weak var screen: AttachmentsScreen?

    init(environment: AppEnvironment, stack: HeadlessStack) {
        self.environment = environment
        self.stack = stack
        super.init(name: "attachments")
    }

    override func start() {
        let picker = AttachmentsScreen()
        if let stack { push(picker, on: stack) }
        screen = picker
        bind(to: picker) { [unowned self] intent in
            switch intent {
            case .pick(let file):
                finish(with: file)
                if let screen { stack?.popScreen(screen) }
            case .preview:
                try? startChild(PreviewCoordinator(environment: environment))
            }
            return .handled
        }
    }
}
