import Foundation
import ReactiveCoordinator

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
/// It keeps the gate the way the docs say: `isReadyForLinks` is `false` while nobody is signed
/// in, and `linkReadinessChanged()` is called when that changes. Its `restoreChild` is the
/// naive one the demo had, which signs in as the user a record names: the library's gate is
/// what keeps such a record from signing anyone in.
@MainActor
final class GatedAppCoordinator: Coordinator<Void> {
    let window: HeadlessWindow
    private(set) var signedInUser: String?

    init(window: HeadlessWindow) {
        self.window = window
        super.init(name: "app")
    }

    // snippet: gate
    override var isReadyForLinks: Bool { signedInUser != nil }
    // end snippet

    override func start() {
        showSignIn()
    }

    override func restoreChild(from restoration: CoordinatorRestoration) throws -> Bool {
        guard restoration.kind == "mailbox", signedInUser == nil else { return false }
        signIn(as: try restoration.value(String.self))
        return true
    }

    private func showSignIn() {
        let screen = SignInScreen()
        setRoot(screen, in: window)
        route(screen) { [unowned self] intent in
            switch intent {
            case .signIn(let user): signIn(as: user)
            }
            return .handled
        }
    }

    // snippet: gate-opens
    private func signIn(as user: String) {
        guard signedInUser == nil else { return }
        signedInUser = user  // before the mailbox shows: the gate opens first
        try? startChild(MailboxCoordinator(window: window, user: user)) { [unowned self] _ in
            guard state == .active else { return }
            showSignIn()  // the sign-in screen replaces the mailbox's screens ...
            signedInUser = nil  // ... and only then is nobody signed in
            linkReadinessChanged()
        }
        linkReadinessChanged()
    }
    // end snippet
}

/// The signed-in part: the mailbox, and a letter presented over it.
@MainActor
final class MailboxCoordinator: Coordinator<Void> {
    weak var window: HeadlessWindow?
    let user: String

    init(window: HeadlessWindow, user: String) {
        self.window = window
        self.user = user
        super.init(name: "mailbox")
    }

    override var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "mailbox", shown: .windowRoot, value: user)
    }

    override func start() {
        guard let window else { return cancel() }
        let mailbox = MailboxScreen()
        setRoot(mailbox, in: window)
        bind(to: mailbox) { [unowned self, weak mailbox] intent in
            switch intent {
            case .open(let id):
                if let mailbox { openLetter(id, over: mailbox) }
            case .signOut:
                finish()
            }
            return .handled
        }
    }

    override func restoreChild(from restoration: CoordinatorRestoration) throws -> Bool {
        guard restoration.kind == "letter", let mailbox = window?.root as? MailboxScreen else { return false }
        openLetter(try restoration.value(Int.self), over: mailbox)
        return true
    }

    private func openLetter(_ id: Int, over mailbox: MailboxScreen) {
        guard let window, window.presentedScreens.isEmpty else { return }
        try? startChild(LetterCoordinator(window: window, id: id, over: mailbox))
    }
}

@MainActor
final class LetterCoordinator: Coordinator<Void> {
    weak var window: HeadlessWindow?
    weak var presenter: MailboxScreen?
    let id: Int

    init(window: HeadlessWindow, id: Int, over presenter: MailboxScreen) {
        self.window = window
        self.presenter = presenter
        self.id = id
        super.init(name: "letter")
    }

    override var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "letter", shown: .presented, value: id)
    }

    override func start() {
        guard let window, let presenter else { return cancel() }
        let letter = LetterScreen(id: id)
        present(letter, over: presenter, in: window)
        bind(to: letter) { [unowned self, weak letter] intent in
            switch intent {
            case .close:
                if let window = self.window, let letter { dismiss(from: letter, in: window) }
            }
            return .handled
        }
    }
}
