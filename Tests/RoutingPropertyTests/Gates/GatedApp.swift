import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless

/// A screen only a signed-in user may see.
@MainActor protocol SignedInScreen: AnyObject {}

@MainActor final class SignInScreen: IntentScreen {
    enum Intent: Sendable { case signIn(user: String) }
    let intents = IntentChannel<Intent>()
}

@MainActor final class MailboxScreen: IntentScreen, SignedInScreen {
    enum Intent: Sendable {
        case open(id: Int)
        case signOut
    }
    let intents = IntentChannel<Intent>()
}

@MainActor final class LetterScreen: IntentScreen, SignedInScreen {
    enum Intent: Sendable { case close }
    let intents = IntentChannel<Intent>()
    let id: Int
    init(id: Int) { self.id = id }
}

/// The root of an app with a sign-in gate: the sign-in screen, then the mailbox flow.
///
/// It keeps the gate the way the docs say: its flow is not ready for links while nobody is
/// signed in, and ready once someone is. Its `restoreChild` is the naive one the demo had, which
/// signs in as the user a record names: the library's gate is what keeps such a record from
/// signing anyone in. Started as `app`.
@MainActor
final class GatedAppCoordinator: RestorableCoordinator {
    let window: HeadlessWindow
    private(set) var signedInUser: String?

    init(window: HeadlessWindow) {
        self.window = window
    }

    // snippet: gate
    func start(_ flow: Flow<Void>) {
        flow.isReadyForLinks = false  // nobody is signed in yet: the gate is closed
        showSignIn(in: flow)
    }
    // end snippet

    /// The root writes nothing: who is signed in comes from the app's credentials, not a record.
    var restoration: CoordinatorRestoration? {
        nil
    }

    func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
        guard restoration.kind == "mailbox", signedInUser == nil else { return false }
        signIn(as: try restoration.value(String.self), in: flow)
        return true
    }

    private func showSignIn(in flow: Flow<Void>) {
        let screen = SignInScreen()
        flow.setRoot(screen, in: window)
        flow.route(screen) { intent in
            switch intent {
            case .signIn(let user): self.signIn(as: user, in: flow)
            }
            return .handled
        }
    }

    // snippet: gate-opens
    private func signIn(as user: String, in flow: Flow<Void>) {
        guard signedInUser == nil else { return }
        signedInUser = user
        try? flow.startChild(MailboxCoordinator(window: window, user: user)) { _ in
            guard flow.state == .active else { return }
            self.showSignIn(in: flow)  // the sign-in screen replaces the mailbox's screens ...
            self.signedInUser = nil
            flow.isReadyForLinks = false  // ... and only then does the gate close
        }
        flow.isReadyForLinks = true  // the mailbox shows: the gate opens, and a waiting link runs
    }
    // end snippet
}

/// The signed-in part: the mailbox, and a letter presented over it.
@MainActor
final class MailboxCoordinator: RestorableCoordinator {
    weak var window: HeadlessWindow?
    let user: String

    init(window: HeadlessWindow, user: String) {
        self.window = window
        self.user = user
    }

    var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "mailbox", shown: .windowRoot, value: user)
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let mailbox = MailboxScreen()
        flow.setRoot(mailbox, in: window)
        flow.bind(to: mailbox) { [weak mailbox] intent in
            switch intent {
            case .open(let id):
                if let mailbox { self.openLetter(id, over: mailbox, in: flow) }
            case .signOut:
                flow.finish()
            }
            return .handled
        }
    }

    func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
        guard restoration.kind == "letter", let mailbox = window?.root as? MailboxScreen else { return false }
        openLetter(try restoration.value(Int.self), over: mailbox, in: flow)
        return true
    }

    private func openLetter(_ id: Int, over mailbox: MailboxScreen, in flow: Flow<Void>) {
        guard let window, window.presentedScreens.isEmpty else { return }
        try? flow.startChild(LetterCoordinator(window: window, id: id, over: mailbox))
    }
}

@MainActor
final class LetterCoordinator: RestorableCoordinator {
    weak var window: HeadlessWindow?
    weak var presenter: MailboxScreen?
    let id: Int

    init(window: HeadlessWindow, id: Int, over presenter: MailboxScreen) {
        self.window = window
        self.presenter = presenter
        self.id = id
    }

    var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "letter", shown: .presented, value: id)
    }

    func start(_ flow: Flow<Void>) {
        guard let window, let presenter else { return flow.cancel() }
        let letter = LetterScreen(id: id)
        flow.present(letter, over: presenter, in: window)
        flow.bind(to: letter) { [weak letter] intent in
            switch intent {
            case .close:
                if let window = self.window, let letter { flow.dismiss(from: letter, in: window) }
            }
            return .handled
        }
    }
}
