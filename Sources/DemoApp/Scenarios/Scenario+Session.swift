extension Scenario {
    /// The default run: a whole session of the app, from launch to logout.
    package static let session = Scenario(
        name: "session",
        summary: "log in, read, reply, swipe the reply away, go back, follow a link, log out",
        origin: nil,
        steps: [
            ScenarioStep(.launch, "the app starts its login flow, whose stack becomes the window's root"),
            ScenarioStep(.tap("sign-in"), "the form is routed by the login flow but not bound to its life"),
            ScenarioStep(
                .tap("submit", argument: "ada"), "login finishes with the user; the app swaps in the main tabs"),
            ScenarioStep(
                .tap("open", argument: "3"), "message 3 is pushed; a message flow starts, bound to its screen"),
            ScenarioStep(.tap("reply"), "compose is presented modally, as a child of the message flow"),
            ScenarioStep(
                .swipeDown,
                "the user swipes compose away and no coordinator is told: the screen's release ends the flow"),
            ScenarioStep(.back, "the back button pops message 3: its flow ends the same way"),
            ScenarioStep(
                .openLink("inbox/5"), "a deep link shows message 5: the inbox resets its stack to inbox > message 5"),
            ScenarioStep(.selectTab("settings")),
            ScenarioStep(
                .tap("logout"),
                "logout bubbles up to the main flow, which finishes: its subtree is torn down, children first"),
        ]
    )
}
