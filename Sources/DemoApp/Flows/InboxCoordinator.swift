import ReactiveCoordinator

/// The inbox tab: the message list, the messages it pushes, and compose.
@MainActor
final class InboxCoordinator: Coordinator<Void> {
    private let environment: AppEnvironment
    private weak var stack: HeadlessStack?
    private weak var tabs: HeadlessTabs?
    private let tabIndex: Int

    init(environment: AppEnvironment, stack: HeadlessStack, tabs: HeadlessTabs, tabIndex: Int) {
        self.environment = environment
        self.stack = stack
        self.tabs = tabs
        self.tabIndex = tabIndex
        super.init(name: "inbox")
    }

    override func start() {
        let inbox = InboxScreen(mailbox: environment.mailbox)
        if let stack { push(inbox, on: stack) }
        bind(to: inbox) { [unowned self] intent in
            switch intent {
            case .open(let id):
                return showMessage(id, placement: .push)
            case .show(let id):
                return showMessage(id, placement: .resetStack)
            case .compose:
                try? startChild(ComposeCoordinator(environment: environment, recipient: nil))
                return .handled
            case .refresh:
                return .handled
            }
        }
    }

    override func restoreChild(from restoration: CoordinatorRestoration) throws -> Bool {
        switch restoration.kind {
        case "message":
            let id = try restoration.value(Int.self)
            guard environment.mailbox.message(id) != nil else { throw MissingMessage(id: id) }
            return showMessage(id, placement: .push) == .handled
        case "compose":
            try startChild(ComposeCoordinator(environment: environment, draft: restoration.value(Draft.self)))
            return true
        default:
            return false
        }
    }

    private func showMessage(_ id: Int, placement: MessageCoordinator.Placement) -> RouteResult {
        guard let message = environment.mailbox.message(id), let stack else { return .unhandled }
        // A link may arrive while another tab is shown.
        if let tabs { selectTab(at: tabIndex, in: tabs) }
        try? startChild(
            MessageCoordinator(environment: environment, message: message, stack: stack, placement: placement))
        return .handled
    }
}
