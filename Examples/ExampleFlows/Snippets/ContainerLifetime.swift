import ReactiveCoordinator

// A coordinator bound to a container, as `AnyCoordinator.bind(to:)` documents it; compiled, and
// played by ContainerLifetimeSnippetTests, so the sample cannot drift.
enum ContainerLifetime {
    /// The account tab: the user can sign out there.
    @MainActor final class AccountScreen: IntentScreen {
        enum Intent: Sendable { case signOut }
        let intents = IntentChannel<Intent>()
    }

    /// The signed-in part of the mail app as tabs: a mailbox and an account tab.
    ///
    /// Its life is that of its tabs, not of either tab's screen.
    final class MailTabsCoordinator: Coordinator<Void> {
        private weak var window: (any WindowContext)?
        private let user: String

        init(user: String, window: any WindowContext) {
            self.user = user
            self.window = window
            super.init(name: "tabs")
        }

        // snippet: tabsFlow
        override func start() {
            guard let window else { return }
            let tabs = HeadlessTabs()  // the window will own it; this flow holds nothing
            let account = AccountScreen()
            guard setTabs([MailboxScreen(user: user), account], in: tabs), setRoot(tabs, in: window) else { return }
            // Ends, `screen released`, when the window drops the tabs, whoever replaced its root.
            bind(to: tabs)
            route(account) { [unowned self] intent in
                switch intent {
                case .signOut: finish()  // the parent shows the sign-in screen
                }
                return .handled
            }
        }
        // end snippet
    }
}
