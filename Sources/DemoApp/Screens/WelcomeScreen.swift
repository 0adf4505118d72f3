import ReactiveCoordinator

/// The first screen of the login flow.
@MainActor
final class WelcomeScreen: TappableScreen {
    enum Intent: Sendable {
        case signIn
        /// Not built yet: nobody routes it, so it is reported unhandled at the root.
        case createAccount
    }

    let intents = IntentChannel<Intent>()

    nonisolated var description: String { "welcome" }

    var sampleIntents: [Intent] {
        [.signIn, .createAccount]
    }

    var buttons: [ScreenButton<Intent>] {
        [
            ScreenButton("sign-in", summary: "go to the sign-in form", sends: .signIn),
            ScreenButton(
                "create-account", summary: "a feature nobody built: the intent goes unhandled", sends: .createAccount),
        ]
    }
}
