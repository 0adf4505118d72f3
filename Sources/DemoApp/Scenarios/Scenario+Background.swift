extension Scenario {
    /// Intents that arrive while the app is paused are buffered and routed on resume, never
    /// swallowed silently; a deep link waits, whole, and runs after them.
    package static let background = Scenario(
        name: "background",
        summary: "intents sent while the app is paused are buffered, then routed in order on resume",
        origin: "CoordinatorKit's pause and resume",
        rememberedUser: "ada",
        steps: [
            ScenarioStep(.launch),
            ScenarioStep(.background, "the whole tree is paused, parents first"),
            ScenarioStep(.tap("open", argument: "2"), "the intent is logged and buffered, not routed"),
            ScenarioStep(.openLink("compose"), "a link waits, whole, until the tree is resumed"),
            ScenarioStep(
                .foreground, "resumed: the buffered intents are routed, in the order they came, then the link runs"),
        ]
    )
}
