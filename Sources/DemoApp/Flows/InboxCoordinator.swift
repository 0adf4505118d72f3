import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless

/// The inbox tab: the message list, the messages it pushes, and compose.
@MainActor
final class InboxCoordinator: RestorableCoordinator {
    private let environment: AppEnvironment
    private weak var stack: HeadlessStack?
    private weak var tabs: HeadlessTabs?
    private let tabIndex: Int

    init(environment: AppEnvironment, stack: HeadlessStack, tabs: HeadlessTabs, tabIndex: Int) {
        self.environment = environment
        self.stack = stack
        self.tabs = tabs
        self.tabIndex = tabIndex
    }

    /// Started by the main flow with its tabs, never from a record.
    var restoration: CoordinatorRestoration? { nil }

    func start(_ flow: Flow<Void>) {
        let inbox = InboxScreen(mailbox: environment.mailbox)
        if let stack { flow.push(inbox, on: stack) }
        flow.bind(to: inbox) { intent in
            switch intent {
            case .open(let id):
                return self.showMessage(id, placement: .push, in: flow)
            case .show(let id):
                return self.showMessage(id, placement: .resetStack, in: flow)
            case .compose:
                try? flow.startChild(ComposeCoordinator(environment: self.environment, recipient: nil))
                return .handled
            case .refresh:
                return .handled
            }
        }
    }

    func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
        switch restoration.kind {
        case "message":
            let id = try restoration.value(Int.self)
            guard environment.mailbox.message(id) != nil else { throw MissingMessage(id: id) }
            return showMessage(id, placement: .push, in: flow) == .handled
        case "compose":
            try flow.startChild(ComposeCoordinator(environment: environment, draft: restoration.value(Draft.self)))
            return true
        default:
            return false
        }
    }

    private func showMessage(_ id: Int, placement: MessageCoordinator.Placement, in flow: Flow<Void>) -> RouteResult {
        guard let message = environment.mailbox.message(id), let stack else { return .unhandled }
        // A link may arrive while another tab is shown.
        if let tabs { flow.selectTab(at: tabIndex, in: tabs) }
        try? flow.startChild(
            MessageCoordinator(environment: environment, message: message, stack: stack, placement: placement))
        return .handled
    }
}
