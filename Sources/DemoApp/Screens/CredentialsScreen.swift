import ReactiveCoordinator

/// The sign-in form, pushed over the welcome screen.
@MainActor
final class CredentialsScreen: TappableScreen {
    enum Intent: Sendable {
        case submit(user: String)
    }

    let intents = IntentChannel<Intent>()

    nonisolated var description: String { "credentials" }

    var sampleIntents: [Intent] {
        [.submit(user: "ada"), .submit(user: "grace")]
    }

    var buttons: [ScreenButton<Intent>] {
        [
            ScreenButton(
                "submit", argument: "[name]", samples: ["ada", "grace"], summary: "sign in (as ada by default)"
            ) {
                .success(.submit(user: $0 ?? "ada"))
            }
        ]
    }
}
