import ReactiveCoordinator
import ReactiveCoordinatorHeadless

// A coordinator bound to a container, as `Flow.bind(to:)` documents it; compiled, and
// played by ContainerLifetimeSnippetTests, so the sample cannot drift.
enum ContainerLifetime {
    /// The account tab: the user can sign out there.
    @MainActor final class AccountScreen: IntentScreen {
        enum Intent: Sendable { case signOut }
        let intents = IntentChannel<Intent>()
    }

    /// The signed-in part of the mail app as tabs: a mailbox and an account tab.
    ///
    /// Its life is that of its tabs, not of either tab's screen. Its trees name it `tabs`.
    final class MailTabsCoordinator: Coordinator {
        private weak var window: (any WindowContext)?
        private let user: String

        init(user: String, window: any WindowContext) {
            self.user = user
            self.window = window
        }

        // snippet: tabsFlow
        func start(_ flow: Flow<Void>) {
            guard let window else { return }
            let tabs = HeadlessTabs()  // the window will own it; this flow holds nothing
            let account = AccountScreen()
            guard flow.setTabs([MailboxScreen(user: user), account], in: tabs), flow.setRoot(tabs, in: window)
            else { return }
            // Ends, `screen released`, when the window drops the tabs, whoever replaced its root.
            flow.bind(to: tabs)
            flow.route(account) { intent in
                switch intent {
                case .signOut: flow.finish()  // the parent shows the sign-in screen
                }
                return .handled
            }
        }
        // end snippet
    }
}
