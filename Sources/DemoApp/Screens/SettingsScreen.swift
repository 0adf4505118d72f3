import ReactiveCoordinator

/// The settings tab's first screen.
@MainActor
final class SettingsScreen: TappableScreen {
    enum Intent: Sendable {
        case account
        case logout
    }

    let intents = IntentChannel<Intent>()

    nonisolated var description: String { "settings" }

    var buttons: [ScreenButton<Intent>] {
        [
            ScreenButton("account", summary: "show the account screen (pushed)", sends: .account),
            ScreenButton("logout", summary: "log out: the intent bubbles up to the main flow", sends: .logout),
        ]
    }
}
