import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

@MainActor
@Suite struct MailAppExplorationTests {
    @Test func theMailAppHasNoFindingToDepthSix() async {
        // snippet: explorer
        let explorer = FlowExplorer { MailApp.make() }
        explorer.intents(of: InboxScreen.self) { _ in [.open(id: 1), .compose] }
        explorer.intents(of: MessageScreen.self)  // a CaseIterable intent: every case
        explorer.intents(of: ComposeScreen.self)
        explorer.intents(of: SettingsScreen.self)
        explorer.intents(of: LoginScreen.self)
        let report = await explorer.explore(depth: 6)
        #expect(report.findings.isEmpty, "\(report)")
        // end snippet
        // Every state the app has with these intents, from the login to a reply being written.
        #expect(report.isComplete && report.statesVisited == 7, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func theSearchStopsAtTheGivenDepthAndSaysWhenItRanOutOfStates() async {
        let atStart = await MailApp.explorer().explore(depth: 0)
        #expect(atStart.statesVisited == 1 && atStart.transitions == 0 && !atStart.isComplete)
        // From the login screen the only action is signing in.
        let oneStep = await MailApp.explorer().explore(depth: 1)
        #expect(oneStep.statesVisited == 2 && oneStep.transitions == 1 && oneStep.depthReached == 1)
        let whole = await MailApp.explorer().explore(depth: 50)
        #expect(whole.isComplete && whole.depthReached < 50, "\(whole)")
        #expect([atStart, oneStep, whole].allSatisfy { $0.findings.isEmpty && $0.appsNotReleased == 0 })
    }

    @Test func theSameConfigurationVisitsTheSameStates() async {
        let first = await MailApp.explorer().explore(depth: 5)
        let second = await MailApp.explorer().explore(depth: 5)
        #expect(first.statesVisited == second.statesVisited && first.transitions == second.transitions)
        #expect(first.findings.isEmpty && second.appsNotReleased == 0)
    }

    @Test func aUserInvariantIsCheckedAfterEveryActionAndFailsWithAShortestPath() async throws {
        let explorer = MailApp.explorer()
        explorer.invariant("nothing is presented") { app in
            guard let window = app.root as? HeadlessWindow, let top = window.presentedScreens.last else { return nil }
            return "\(top) is presented"
        }
        // snippet: report
        let report = await explorer.explore(depth: 4)
        let finding = try #require(report.findings.first, "\(report)")
        // end snippet
        #expect(finding.kind == .userInvariant)
        #expect(finding.message == "nothing is presented: compose is presented")
        #expect(
            finding.actions == [
                .intent(screen: [0], type: "LoginScreen", index: 0, label: "signIn"),
                .intent(screen: [0, 0, 0], type: "InboxScreen", index: 2, label: "compose"),
            ])
        #expect(report.appsNotReleased == 0)
    }

    @Test func aRejectedLinkIsAFindingUnlessItsLineIsAllowed() async throws {
        let explorer = MailApp.explorer()
        explorer.link("mail://nowhere", DeepLink("nowhere"))
        let report = await explorer.explore(depth: 2)
        let finding = try #require(report.findings.first, "\(report)")
        #expect(finding.kind == .rejectedOperation)
        #expect(finding.actions == [.link("mail://nowhere")])
        #expect(finding.message.hasPrefix("app: REJECTED deep link"), "\(finding.message)")

        let allowing = MailApp.explorer()
        allowing.link("mail://nowhere", DeepLink("nowhere"))
        allowing.allowLogLines(containing: "REJECTED deep link")
        let allowed = await allowing.explore(depth: 2)
        #expect(allowed.findings.isEmpty, "\(allowed)")
        #expect(report.appsNotReleased == 0 && allowed.appsNotReleased == 0)
    }

    @Test func aFindingPrintsATestThatReplaysItWithTheLogSoFar() async throws {
        let report = await MailApp.explorer(.childKeptInProperty).explore(depth: 3)
        let finding = try #require(report.findings.first, "\(report)")
        let test = finding.reproduction
        #expect(test.hasPrefix("@Test @MainActor func explorerFindingLeak204E3FFE() async {"), "\(test)")
        #expect(test.contains("    //   app/main/inbox: child message ended: screen released"))
        #expect(
            test.contains(
                "        .intent(screen: [0, 0, 0], type: \"InboxScreen\", index: 0, label: \"open(id: 1)\"),"))
        #expect(test.contains("replay.run(in: MailApp.explorer(.childKeptInProperty)).findings"))
        // What the pasted test runs finds the same thing.
        let replayed = await FlowReplay(actions: finding.actions).run(in: MailApp.explorer(.childKeptInProperty))
        #expect(replayed.findings.map(\.kind) == [.leak])
        #expect(replayed.findings.first?.message == finding.message)
        #expect(replayed.log == finding.eventLog)
        #expect(replayed.isReleased)
    }
}
