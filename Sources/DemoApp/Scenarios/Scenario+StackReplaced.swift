extension Scenario {
    /// Replacing a stack wholesale releases every screen that leaves it, and ends their flows.
    package static let stackReplaced = Scenario(
        name: "stack-replaced",
        summary: "a link replaces the inbox stack wholesale; the flows of the screens it drops end",
        origin: "ADCoordinator, on changing the navigation controller's stack",
        rememberedUser: "ada",
        steps: [
            ScenarioStep(.launch),
            ScenarioStep(.tap("open", argument: "3")),
            ScenarioStep(.tap("sender")),
            ScenarioStep(
                .openLink("inbox/6"),
                "the link sets the stack to inbox > message 6: message 3 and the card leave, and their flows end"),
        ]
    )
}
