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
    /// A link first dismisses the sheets over the tabs: with a draft the user typed in (guarded),
    /// it waits for the draft's answer; with an empty one, it lands as if no sheet was up. The
    /// account link shows the settings tab's stack with one account screen on top, whether one
    /// was shown already or not.
    package static var landings: [LinkLanding] {
        // Each condition is asked before every link the explorer opens: the window is read
        // untracked (no view observes the explorer's apps), and the draft's screen looked for
        // without writing out the screen path.
        let signedOut: @MainActor (ExploredApp) -> Bool = { $0.shows(WelcomeScreen.self) }
        let alertUp: @MainActor (ExploredApp) -> Bool = { ($0.root as? HeadlessWindow)?.untrackedShownAlert != nil }
        let guardedDraft: @MainActor (ExploredApp) -> Bool = { app in
            // A draft is in a sheet: with none up, the screen path is not walked.
            guard let window = app.root as? HeadlessWindow else { return false }
            let sheets = window.untrackedPresentedScreens
            guard !sheets.isEmpty, app.shows(ComposeScreen.self) else { return false }
            for screen in sheets where window.refusesSwipeDown(of: screen) { return true }
            return false
        }
        let patterns = ["inbox/:id", "inbox/:id/reply", "inbox/:id/sender", "compose", "settings/account"]
        return patterns.map { LinkLanding($0, .refused(atStep: 0), when: signedOut) }
            + patterns.map { LinkLanding($0, .waits, when: alertUp) }
            + patterns.map { LinkLanding($0, .waits, when: guardedDraft) } + [
                // The inbox has no message 9: its screen takes the step, and no flow handles it.
                LinkLanding("inbox/9", .refused(atStep: 0)),
                // Compose opens its sheet over whatever is shown.
                LinkLanding("compose", .top(ComposeScreen.self)),
                LinkLanding("inbox/:id", .screens(InboxScreen.self, MessageScreen.self)),
                LinkLanding(
                    "inbox/:id/reply", .screens(InboxScreen.self, MessageScreen.self, ComposeScreen.self),
                ),
                LinkLanding(
                    "inbox/:id/sender", .screens(InboxScreen.self, MessageScreen.self, ContactScreen.self),
                ),
                LinkLanding("settings/account", .screens(SettingsScreen.self, AccountScreen.self)),
            ]
    }
}
