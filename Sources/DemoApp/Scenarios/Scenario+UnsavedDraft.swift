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
        ]
    )
}
