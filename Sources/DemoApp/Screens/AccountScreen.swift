import ReactiveCoordinator

/// The account details, pushed over the settings screen.
@MainActor
final class AccountScreen: TappableScreen {
    enum Intent: Sendable {
        case logout
    }

    let intents = IntentChannel<Intent>()

    nonisolated var description: String { "account" }

    var buttons: [ScreenButton<Intent>] {
        [ScreenButton("logout", summary: "log out: the intent bubbles up to the main flow", sends: .logout)]
    }
}
