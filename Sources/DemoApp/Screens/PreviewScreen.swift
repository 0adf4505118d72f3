import ReactiveCoordinator

/// A full-screen photo preview, presented over the compose modal.
@MainActor
final class PreviewScreen: TappableScreen {
    enum Intent: Sendable {
        case close
    }

    let intents = IntentChannel<Intent>()

    nonisolated var description: String { "preview" }

    var buttons: [ScreenButton<Intent>] {
        [ScreenButton("close", summary: "close the preview (its flow finishes and dismisses)", sends: .close)]
    }
}
