extension Scenario {
    /// A screen far below calls `dismiss`, removing modals that several flows presented.
    package static let distantDismiss = Scenario(
        name: "distant-dismiss",
        summary: "a screen under two modals calls dismiss; the flows above it end, none of them told",
        origin: "Vine, on dismiss called from a random view controller",
        rememberedUser: "ada",
        steps: [
            ScenarioStep(.launch),
            ScenarioStep(.tap("open", argument: "3")),
            ScenarioStep(.tap("sender")),
            ScenarioStep(.tap("write"), "compose is presented over the contact card"),
            ScenarioStep(.tap("attach")),
            ScenarioStep(.tap("preview"), "a second modal, over the first: four flows below the tabs"),
            ScenarioStep(
                .dismissFromBase,
                "the contact card, under both modals, calls dismiss: compose, attachments and preview all end"),
        ]
    )
}
