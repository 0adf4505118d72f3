extension Scenario {
    /// Logging out tears down the whole signed-in subtree, children first.
    package static let logout = Scenario(
        name: "logout",
        summary: "logout from a pushed screen tears down the whole signed-in subtree, deepest first",
        origin: "CoordinatorKit's login and main flows; the talk's zombie coordinators",
        rememberedUser: "ada",
        steps: [
            ScenarioStep(.launch),
            ScenarioStep(.tap("open", argument: "3")),
            ScenarioStep(.tap("sender")),
            ScenarioStep(.selectTab("settings")),
            ScenarioStep(.tap("account"), "routed by the settings flow, not bound to it"),
            ScenarioStep(
                .tap("logout"),
                "settings does not handle logout: it bubbles to main, which finishes; everything below goes first"),
        ]
    )
}
