extension Scenario {
    /// A draft with text guards its modal: the swipe-down is refused and the flow asks first.
    package static let unsavedDraft = Scenario(
        name: "unsaved-draft",
        summary: "a swipe-down would lose typed text: the window refuses it, tells the flow, and the flow asks",
        origin: "UIKit's isModalInPresentation and SwiftUI's interactiveDismissDisabled, as routes",
        rememberedUser: "ada",
        steps: [
            ScenarioStep(.launch),
            ScenarioStep(.tap("compose")),
            ScenarioStep(.tap("type", argument: "hello"), "the draft has text: its flow guards the form"),
            ScenarioStep(.swipeDown, "refused: the window keeps the modal and tells the guarding flow, which asks"),
            ScenarioStep(.answer("keep-editing"), "the flow keeps the draft; the modal stays"),
            ScenarioStep(.swipeDown, "asked again"),
            ScenarioStep(
                .answer("discard"), "the flow cancels and dismisses its modal; the inbox hears compose was cancelled"),
            ScenarioStep(.tap("compose")),
            ScenarioStep(.tap("type", argument: "hi again"), "a new draft, guarded"),
            ScenarioStep(.swipeDown, "refused: the flow asks"),
            ScenarioStep(
                .openLink("inbox/5"), "a link arrives under the alert: its step would dismiss the draft, so it asks too"
            ),
            ScenarioStep(.answer("keep-editing"), "one answer for both: the draft stays, and the link is refused"),
            ScenarioStep(.swipeDown, "asked again"),
            ScenarioStep(.openLink("inbox/5"), "the link asks again and waits for the same answer"),
            ScenarioStep(.answer("discard"), "the draft goes with the link's step, and the link lands on message 5"),
        ]
    )
}
