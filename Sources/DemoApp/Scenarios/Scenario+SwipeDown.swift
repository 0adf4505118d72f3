extension Scenario {
    /// A modal swiped away ends its flow and the flow it started inside the modal.
    package static let swipeDown = Scenario(
        name: "swipe-down",
        summary: "a modal is swiped away; its flow and the flow inside it end, and the parent hears why",
        origin: "ADCoordinator, on iOS 13's swipe-down dismissal",
        rememberedUser: "ada",
        steps: [
            ScenarioStep(.launch),
            ScenarioStep(.tap("compose"), "compose is presented in a stack of its own"),
            ScenarioStep(
                .tap("attach"),
                "the picker is pushed inside the modal, by a child flow of compose; nothing is typed, so nothing guards it"
            ),
            ScenarioStep(
                .swipeDown,
                "the swipe tells no coordinator: both flows end, and the inbox hears compose ended without a draft"),
        ]
    )
}
