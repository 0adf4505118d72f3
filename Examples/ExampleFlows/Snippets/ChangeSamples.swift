import ReactiveCoordinator
import ReactiveCoordinatorHeadless

// The doc-comment samples of ScreenChange and Flow.apply: signing out replaces the window's
// root, and a draft's sheet over it is guarded, so the sign-out waits for the user's answer to
// "Discard this draft?"; the session is cleared only once the sign-out applied.
// ChangeSampleTests plays both forms.
enum ChangeSamples {
    @MainActor final class HomeScreen: IntentScreen {
        enum Intent: Sendable { case compose, signOut }
        let intents = IntentChannel<Intent>()
    }

    @MainActor final class DraftScreen: IntentScreen {
        enum Intent: Sendable { case typed(String) }
        let intents = IntentChannel<Intent>()
    }

    @MainActor final class SignInScreen {}

    enum DraftChoice: Sendable, Hashable { case discard, keep }

    static let discardAlert = Alert(
        title: "Discard this draft?",
        buttons: [
            AlertButton("Discard", action: DraftChoice.discard, role: .destructive),
            AlertButton("Keep Editing", action: DraftChoice.keep, role: .cancel),
        ])

    /// A draft in a sheet, whose flow asks the user before anything takes it away.
    final class DraftCoordinator: Coordinator {
        let window: HeadlessWindow
        let presenter: AnyObject
        init(window: HeadlessWindow, over presenter: AnyObject) { (self.window, self.presenter) = (window, presenter) }

        func start(_ flow: Flow<Void>) {
            let draft = DraftScreen()
            flow.present(draft, over: presenter, in: window)
            flow.bind(to: draft) { _ in .handled }
            flow.guardLeaving(draft, in: window) { [window] attempt in
                guard attempt.cause.waitsForAnswer else { return }
                flow.showAlert(ChangeSamples.discardAlert, in: window) { outcome in
                    flow.answer(attempt, with: outcome.action == .discard ? .leave : .stay)
                }
            }
        }
    }

    /// Home in a stack; Compose opens a draft, Sign Out shows the sign-in screen and clears the
    /// session once it is shown.
    final class SessionCoordinator: Coordinator {
        let window: HeadlessWindow
        /// Whether it awaits the sign-out (`apply(_:)`) or hands it a callback.
        let awaits: Bool
        private(set) var isSignedIn = true

        init(window: HeadlessWindow, awaits: Bool) { (self.window, self.awaits) = (window, awaits) }

        func start(_ flow: Flow<Void>) {
            let stack = HeadlessStack()
            let home = HomeScreen()
            flow.setRoot(stack, in: window)
            flow.push(home, on: stack)
            flow.route(home) { [unowned self] intent in
                switch intent {
                case .compose: try? flow.startChild(DraftCoordinator(window: self.window, over: stack))
                case .signOut: self.awaits ? self.signOutAwaiting(flow) : self.signOut(flow)
                }
                return .handled
            }
        }

        private func signOutAwaiting(_ flow: Flow<Void>) {
            let window = self.window
            // snippet: apply
            flow.task {
                guard await flow.apply(.setRoot(SignInScreen(), in: window)) == .applied else { return }
                self.isSignedIn = false  // the draft was discarded, or there was none
            }
            // end snippet
        }

        private func signOut(_ flow: Flow<Void>) {
            let window = self.window
            // snippet: screen-change
            flow.apply(.setRoot(SignInScreen(), in: window)) { outcome in
                if outcome == .applied { self.isSignedIn = false }
            }
            // end snippet
        }
    }
}
