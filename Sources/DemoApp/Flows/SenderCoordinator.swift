import ReactiveCoordinator

/// A sender's contact card, pushed over their message; it can start a message to them.
@MainActor
final class SenderCoordinator: Coordinator<Void> {
    private let environment: AppEnvironment
    private let contactName: String
    private weak var stack: HeadlessStack?

    init(environment: AppEnvironment, name: String, stack: HeadlessStack) {
        self.environment = environment
        self.contactName = name
        self.stack = stack
        super.init(name: "sender")
    }

    override var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "sender", shown: .pushed, value: contactName)
    }

    override func restoreChild(from restoration: CoordinatorRestoration) throws -> Bool {
        guard restoration.kind == "compose" else { return false }
        try startChild(ComposeCoordinator(environment: environment, draft: restoration.value(Draft.self)))
        return true
    }

    override func start() {
        let card = ContactScreen(name: contactName)
        if let stack { push(card, on: stack) }
        bind(to: card) { [unowned self] intent in
            switch intent {
            case .write:
                try? startChild(ComposeCoordinator(environment: environment, recipient: contactName))
            }
            return .handled
        }
    }
}
