import ReactiveCoordinator

/// The compose form, at the bottom of a stack presented modally.
@MainActor
final class ComposeScreen: TappableScreen {
    enum Intent: Sendable {
        case type(text: String)
        case attach
        case send
        case cancel
    }

    let intents = IntentChannel<Intent>()

    nonisolated var description: String { "compose" }

    var sampleIntents: [Intent] {
        [.type(text: "hello"), .type(text: "see you soon"), .attach, .send, .cancel]
    }

    var buttons: [ScreenButton<Intent>] {
        [
            ScreenButton("type", argument: "<words>", samples: ["hello", "see you soon"], summary: "type some text") {
                guard let text = $0 else {
                    return .failure(TapRefusal(message: "type what? for example: tap type hello"))
                }
                return .success(.type(text: text))
            },
            ScreenButton("attach", summary: "pick an attachment (pushed in the modal stack)", sends: .attach),
            ScreenButton("send", summary: "send: the flow finishes with the draft and dismisses", sends: .send),
            ScreenButton("cancel", summary: "cancel: the flow is cancelled and dismisses", sends: .cancel),
        ]
    }
}
