import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

/// Work a flow owns is explored: after each action the explorer lets it run until the tree is
/// settled, and a service's answers are actions it schedules among the user's.
@MainActor
@Suite struct AwaitedWorkTests {
    @Test func theReadmesRunPatternGivesNoFinding() async {
        let explorer = AwaitingStore.explorer()
        explorer.intents(of: StoreScreen.self) { _ in [.chooseOptions] }
        let report = await explorer.explore(depth: 5)
        #expect(report.findings.isEmpty, "\(report)")
        // The store, and the sheet over it: a choice or a swipe-down leads back to the store.
        #expect(report.isComplete && report.statesVisited == 2, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func eachOutcomeOfARequestInFlightIsTriedBesidesTheUsersActions() async throws {
        let explorer = AwaitingStore.explorer()
        explorer.intents(of: StoreScreen.self) { _ in [.signIn] }
        var users: Set<String> = []
        explorer.invariant("records") { app in
            if let store = app.tree.root?.coordinator as? StoreCoordinator {
                users.insert(store.state.user ?? "-")
            }
            return nil
        }
        let report = await explorer.explore(depth: 6)
        #expect(report.findings.isEmpty, "\(report)")
        #expect(users == ["-", "ada"])
        #expect(report.appsNotReleased == 0, "\(report)")
        // A request in flight is a state of its own: the failure leaves the sheet where it was.
        let replay = FlowReplay(actions: [
            .intent(screen: [0], type: "StoreScreen", index: 1, label: "signIn"),
            .intent(screen: [1], type: "SignInScreen", index: 0, label: "submit"),
            .respond(request: "signIn", outcome: 1, label: "offline"),
            .intent(screen: [1], type: "SignInScreen", index: 0, label: "submit"),
            .respond(request: "signIn", outcome: 0, label: "success"),
        ])
        let run = await replay.run(in: AwaitingStore.explorer())
        #expect(run.findings.isEmpty && run.actionsPlayed == 5, "\(run.findings)")
        #expect(run.log.suffix(2) == ["store/signIn: torn down (finished)", "store: child signIn finished with ()"])
        #expect(run.isReleased)
    }

    @Test func aRequestThatOutlivesItsSheetIsFoundWithTheShortestSequenceThatSwipesItAwayInFlight() async throws {
        let explorer = AwaitingStore.explorer(.requestInUnownedTask)
        explorer.intents(of: StoreScreen.self) { _ in [.signIn] }
        let report = await explorer.explore(depth: 4)
        let finding = try #require(report.findings.first, "\(report)")
        #expect(finding.kind == .leak)
        #expect(
            finding.message.hasPrefix(
                "coordinator signIn at store/signIn: torn down (screen released) but still referenced"),
            "\(finding.message)")
        #expect(
            finding.actions == [
                .intent(screen: [0], type: "StoreScreen", index: 0, label: "signIn"),
                .intent(screen: [1], type: "SignInScreen", index: 0, label: "submit"),
                .swipeDown,
            ])
    }
    @Test func aLinkFiredWhileARequestIsInFlightIsAnOriginTheLandingTableChecks() async throws {
        let explorer = AwaitingStore.explorerWithLinks()
        explorer.intents(of: StoreScreen.self) { _ in [.signIn] }
        explorer.expectLandings([
            LinkLanding(AwaitingStore.optionsLink, .screens(StoreScreen.self, OptionsScreen.self))
        ])
        let report = await explorer.explore(depth: 5)
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.landings.broken.isEmpty, "\(report.landings)")
        // The sign-in sheet up with its request in flight is a state the link is fired from.
        let inFlight = try #require(
            report.landings.cells.first { $0.origin == "StoreScreen > SignInScreen + in flight: signIn" },
            "\(report.landings)")
        #expect(inFlight.isAsContracted == true, "\(report.landings)")
        #expect(inFlight.outcome == .landed(["StoreScreen", "OptionsScreen"]), "\(report.landings)")
        #expect(report.appsNotReleased == 0, "\(report)")

        // The link ends the sign-in flow, and the request with the work that flow owned.
        let run = await FlowReplay(actions: [
            .intent(screen: [0], type: "StoreScreen", index: 0, label: "signIn"),
            .intent(screen: [1], type: "SignInScreen", index: 0, label: "submit"),
            .link(AwaitingStore.optionsLink),
        ]).run(in: explorer)
        #expect(run.findings.isEmpty, "\(run.findings)")
        #expect(run.log.contains("store/signIn: torn down (screen released)"), "\(run.log)")
        #expect(run.isReleased)
    }
}
