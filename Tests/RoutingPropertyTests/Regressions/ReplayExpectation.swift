import Testing

/// Replays a shrunk action list against the model and every invariant, and checks that each
/// action still had a target, so the regression keeps testing what it was written for.
@MainActor
func expectReplayPasses(_ actions: [Action], sourceLocation: SourceLocation = #_sourceLocation) async {
    let scenario = RoutingScenario()
    if let failure = scenario.begin() {
        Issue.record(Comment(rawValue: "\(failure)"), sourceLocation: sourceLocation)
        return
    }
    for (index, action) in actions.enumerated() {
        if let failure = await scenario.step(action, index: index) {
            Issue.record(Comment(rawValue: "\(failure)"), sourceLocation: sourceLocation)
            return
        }
    }
    #expect(scenario.performedCount == actions.count, "an action had no target", sourceLocation: sourceLocation)
    if let failure = scenario.end() {
        Issue.record(Comment(rawValue: "\(failure)"), sourceLocation: sourceLocation)
    }
}
