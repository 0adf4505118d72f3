import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless

/// A sender's contact card, pushed over their message; it can start a message to them.
@MainActor
final class SenderCoordinator: RestorableCoordinator {
    private let environment: AppEnvironment
    private let contactName: String
    private weak var stack: HeadlessStack?

    init(environment: AppEnvironment, name: String, stack: HeadlessStack) {
        self.environment = environment
        self.contactName = name
        self.stack = stack
    }

    var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "sender", shown: .pushed, value: contactName)
    }

    func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
        guard restoration.kind == "compose" else { return false }
        try flow.startChild(ComposeCoordinator(environment: environment, draft: restoration.value(Draft.self)))
        return true
    }

    func start(_ flow: Flow<Void>) {
        let card = ContactScreen(name: contactName)
        if let stack { flow.push(card, on: stack) }
        flow.bind(to: card) { intent in
            switch intent {
            case .write:
                try? flow.startChild(ComposeCoordinator(environment: self.environment, recipient: self.contactName))
            }
            return .handled
        }
    }
}
