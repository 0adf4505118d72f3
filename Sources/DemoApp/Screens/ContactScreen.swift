import ReactiveCoordinator

/// A sender's contact card, pushed over a message.
@MainActor
final class ContactScreen: TappableScreen {
    enum Intent: Sendable {
        case write
    }

    let intents = IntentChannel<Intent>()
    let name: String

    init(name: String) {
        self.name = name
    }

    nonisolated var description: String { "contact \(name)" }

    var buttons: [ScreenButton<Intent>] {
        [ScreenButton("write", summary: "write to this contact (compose is presented modally)", sends: .write)]
    }
}
