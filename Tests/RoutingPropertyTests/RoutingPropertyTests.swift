import Testing

/// The property: whatever users, the system and the app do, in whatever order, the coordinator
/// tree, the hierarchy and the event log agree with the reference model after every action,
/// and clearing the window leaves nothing alive.
@MainActor
@Suite struct RoutingPropertyTests {
    @Test func randomActionSequencesKeepTreeHierarchyAndLogInAgreementWithTheModel() async {
        let configuration = PropertyConfiguration.fromEnvironment()
        let summary = await PropertyRunner(configuration: configuration).run()
        if let report = summary.failureReport {
            Issue.record(Comment(rawValue: report))
        }
        #expect(summary.cases == configuration.cases)
        // Nearly every generated action must do something, or the cases test little.
        #expect(summary.performedActions * 10 >= summary.actions * 9)
    }
}
