@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// The mail example running headless: a window, the tree, and a recorder of its event log.
@MainActor
final class MailWorld {
    let window = HeadlessWindow()
    let tree: CoordinatorTree
    let log: EventLogRecorder

    init() {
        tree = CoordinatorTree(root: MailAppCoordinator(window: window, makeStack: { HeadlessStack() }), named: "app")
        log = EventLogRecorder(tree)
    }

    /// Starts the app and signs in, and checks the log of both steps.
    func startSignedIn(as user: String) throws {
        try tree.start()
        try log.expect([
            "app: started",
            "app: child added: signIn",
            "app/signIn: started",
            "app/signIn: bound to SignInScreen",
        ])
        screen(SignInScreen.self)?.intents.send(.signIn(user: user))
        try log.expect([
            "app/signIn: intent signIn(user: \"\(user)\") from SignInScreen",
            "app/signIn: routed signIn(user: \"\(user)\")",
            "app/signIn: torn down (finished)",
            "app: child signIn finished with \(user)",
            "app: child added: mailbox",
            "app/mailbox: started",
            "app/mailbox: bound to MailboxScreen",
        ])
    }

    /// The last screen of this type on the window, as a user would find it.
    func screen<Screen: IntentScreen>(_ type: Screen.Type) -> Screen? {
        window.allScreens.compactMap { $0 as? Screen }.last
    }

    /// The running mailbox flow, looked up each time so that the test holds no reference to it.
    var mailbox: MailboxCoordinator? {
        tree.root?.children.first?.coordinator as? MailboxCoordinator
    }
}
