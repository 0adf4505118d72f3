extension Scenario {
    /// A child that finishes inside its own start, before its parent's call to start it has
    /// returned, is still removed and its result still delivered.
    package static let earlyFinish = Scenario(
        name: "early-finish",
        summary: "login finishes inside its own start (a remembered session); the parent still gets the user",
        origin: "CoordinatorKit, whose parent must become the delegate before the child starts",
        rememberedUser: "ada",
        steps: [
            ScenarioStep(
                .launch, "login finishes before startChild returns: the parent subscribed first, so it hears it"),
            ScenarioStep(.selectTab("settings")),
            ScenarioStep(.tap("logout"), "the session is forgotten: this time login shows its screens"),
            ScenarioStep(
                .tap("create-account"), "nobody routes this intent: it bubbles to the root and is logged UNHANDLED"),
        ]
    )
}
