import ReactiveCoordinator

/// One message, pushed over the inbox.
@MainActor
final class MessageScreen: TappableScreen {
    enum Intent: Sendable {
        case reply
        case showSender
        case archive
    }

    let intents = IntentChannel<Intent>()
    let id: Int

    init(id: Int) {
        self.id = id
    }

    nonisolated var description: String { "message \(id)" }

    var sampleIntents: [Intent] {
        [.reply, .showSender, .archive]
    }

    var buttons: [ScreenButton<Intent>] {
        [
            ScreenButton("reply", summary: "reply (compose is presented modally)", sends: .reply),
            ScreenButton("sender", summary: "show the sender's contact card (pushed)", sends: .showSender),
            ScreenButton("archive", summary: "archive: the flow finishes with a result and pops", sends: .archive),
        ]
    }
}
