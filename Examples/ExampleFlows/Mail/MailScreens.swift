import ReactiveCoordinator

// The mail example's screens. Each is what a view model (or, in an app, a view controller) needs
// to take part: a channel held in a `let`, and methods the UI calls when the user acts.

/// Asks who the user is.
@MainActor
final class SignInScreen: IntentScreen {
    enum Intent: Sendable, Equatable { case signIn(user: String) }
    let intents = IntentChannel<Intent>()
}

/// Lists the user's threads.
@MainActor
final class MailboxScreen: IntentScreen {
    enum Intent: Sendable, Equatable {
        case open(threadID: Int)
        case compose
        case signOut
    }
    let intents = IntentChannel<Intent>()
    let user: String

    init(user: String) {
        self.user = user
    }
}

/// Shows one thread.
@MainActor
final class ThreadScreen: IntentScreen {
    enum Intent: Sendable, Equatable { case archive }
    let intents = IntentChannel<Intent>()
    let threadID: Int

    init(threadID: Int) {
        self.threadID = threadID
    }
}

/// Edits a new message, presented modally.
@MainActor
final class ComposeScreen: IntentScreen {
    enum Intent: Sendable, Equatable {
        case send(text: String)
        case cancel
    }
    let intents = IntentChannel<Intent>()
}
