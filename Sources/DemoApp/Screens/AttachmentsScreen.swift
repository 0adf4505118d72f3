import ReactiveCoordinator

/// The attachment picker, pushed over the compose form in its modal stack.
@MainActor
final class AttachmentsScreen: TappableScreen {
    enum Intent: Sendable {
        case pick(photo: String)
        case preview
    }

    static let photos = ["beach.jpg", "cat.png", "chart.pdf"]

    let intents = IntentChannel<Intent>()

    nonisolated var description: String { "attachments" }

    var buttons: [ScreenButton<Intent>] {
        [
            ScreenButton(
                "pick", argument: "[file]", samples: Self.photos,
                summary: "attach a file (\(Self.photos.joined(separator: ", "))) and go back"
            ) { .success(.pick(photo: $0 ?? Self.photos[0])) },
            ScreenButton("preview", summary: "preview a photo (presented over the modal)", sends: .preview),
        ]
    }
}
