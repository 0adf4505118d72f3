extension Scenario {
    /// A screen popped by the back button, or by re-tapping its tab, ends its flow and the
    /// flows that flow started.
    package static let backButton = Scenario(
        name: "back-button",
        summary: "the back button and a tab re-tap pop screens; their flows end, children first",
        origin: "ADCoordinator and Yui; the talk \"Coordinators and memory management\"",
        rememberedUser: "ada",
        steps: [
            ScenarioStep(.launch, "a remembered session: the app opens on the inbox"),
            ScenarioStep(.tap("open", argument: "3")),
            ScenarioStep(.tap("sender"), "the contact card is pushed by a child of the message flow"),
            ScenarioStep(.back, "UIKit pops the card and tells nobody; the sender flow ends because its screen went"),
            ScenarioStep(.back, "the message flow ends the same way"),
            ScenarioStep(.tap("open", argument: "4")),
            ScenarioStep(.tap("sender")),
            ScenarioStep(
                .selectTab("inbox"),
                "re-tapping the selected tab pops the stack to its root: both flows end, the child first"),
        ]
    )
}
