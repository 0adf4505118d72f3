import ReactiveCoordinator
import ReactiveCoordinatorHeadless
package import ReactiveCoordinatorTesting

extension DemoExplorer {
    /// Where each of the demo's links must land, from any state: `stream-demo --explore` checks
    /// them, and prints the link x state table.
    ///
    /// Signed out, no flow on the way takes a link: the first step is refused. With an alert up,
    /// a link waits for its answer. Signed in, a message's link shows the inbox's stack with the
    /// message on top (and, for a reply or the sender, what the message opens over it), whatever
    /// tab or screen was shown before.
    ///
    /// Not checked, only recorded: links opened while a draft is being written, which the demo
    /// lands under the draft or not depending on which flow owns the draft (the table shows
    /// each case). The account link pushes a second account screen when one is shown: its
    /// contract asks only that an account screen is on top.
    package static var landings: [LinkLanding] {
        let signedOut: @MainActor (ExploredApp) -> Bool = { $0.shows(WelcomeScreen.self) }
        let alertUp: @MainActor (ExploredApp) -> Bool = { ($0.root as? HeadlessWindow)?.shownAlert != nil }
        let noDraft: @MainActor (ExploredApp) -> Bool = { !$0.shows(ComposeScreen.self) }
        let patterns = ["inbox/:id", "inbox/:id/reply", "inbox/:id/sender", "compose", "settings/account"]
        return patterns.map { LinkLanding($0, .refused(atStep: 0), when: signedOut) }
            + patterns.map { LinkLanding($0, .waits, when: alertUp) } + [
                // The inbox has no message 9: its screen takes the step, and no flow handles it.
                LinkLanding("inbox/9", .refused(atStep: 0)),
                // Compose opens its sheet over whatever is shown.
                LinkLanding("compose", .top(ComposeScreen.self), when: noDraft),
                LinkLanding("inbox/:id", .screens(InboxScreen.self, MessageScreen.self), when: noDraft),
                LinkLanding(
                    "inbox/:id/reply", .screens(InboxScreen.self, MessageScreen.self, ComposeScreen.self),
                    when: noDraft),
                LinkLanding(
                    "inbox/:id/sender", .screens(InboxScreen.self, MessageScreen.self, ContactScreen.self),
                    when: noDraft),
                LinkLanding("settings/account", .top(AccountScreen.self), when: noDraft),
            ]
    }
}
