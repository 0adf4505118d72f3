import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

/// The checkout: a payment in flight behind a gate, a guard that awaits an alert or the server.
@MainActor
@Suite struct CheckoutSeamTests {
    private static let checkout = FlowAction.intent(screen: [0], type: "ShopScreen", index: 0, label: "checkout")
    private static let pay = FlowAction.intent(screen: [1], type: "CheckoutScreen", index: 0, label: "pay")

    @Test func anAppWhoseAwaitedAlertHoldsItsWindowIsReleasedOnceThatWorkReturns() async {
        let report = await CheckoutApp.explorer().explore(depth: 6)
        #expect(report.findings.isEmpty, "\(report)")
        // The alert's task, cancelled with the tree, returns a turn after the tree has gone.
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func aLinkHeldByAGateLandsOnceTheGatesFlowEndsUnderItsGuardsAlert() async {
        let explorer = CheckoutApp.explorer()
        explorer.expectLandings([
            LinkLanding(CheckoutApp.homeLink, .waits, when: { $0.responses?.requestsInFlight.contains("pay") == true }),
            LinkLanding(CheckoutApp.homeLink, .top(CheckoutScreen.self), when: { $0.shows(CheckoutScreen.self) }),
            LinkLanding(CheckoutApp.homeLink, .screens(ShopScreen.self)),
        ])
        let report = await explorer.explore(depth: 6)
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.landings.broken.isEmpty, "\(report.landings)")

        let run = await FlowReplay(actions: [
            Self.checkout, Self.pay, .link(CheckoutApp.homeLink), .swipeDown, .alertButton(index: 0, title: "Leave"),
        ]).run(in: explorer)
        #expect(run.findings.isEmpty, "\(run.findings)")
        #expect(
            run.log.suffix(4) == [
                "shop/checkout: \"Leave checkout?\": user chose \"Leave\" (leave)",
                "shop/checkout: torn down (finished)",
                "shop: child checkout finished with ()", "shop: deep link step 0: home",
            ], "\(run.log)")
        #expect(run.isReleased)
    }

    @Test func aGateTheFirstOfTwoPaymentsOpensIsFoundByTheLinkOpenedWhileTheSecondIsInFlight() async throws {
        let explorer = CheckoutApp.explorer(paysTwice: true)
        explorer.expectLandings([
            LinkLanding(CheckoutApp.homeLink, .waits, when: { $0.responses?.requestsInFlight.contains("pay") == true })
        ])
        let report = await explorer.explore(depth: 5)
        let finding = try #require(report.findings.first, "\(report)")
        #expect(finding.kind == .linkLandedElsewhere, "\(report)")
        #expect(
            finding.actions == [
                Self.checkout, Self.pay, Self.pay, .respond(request: "pay", outcome: 1, label: "declined"),
                .link(CheckoutApp.homeLink),
            ], "\(finding)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func aRecordingOfAlertAnswersAndServiceAnswersReplaysTwiceToItsLog() async throws {
        let recorder = await FlowRecorder(CheckoutApp.explorer())
        try await recorder.send(ShopScreen.Intent.checkout, from: ShopScreen.self)
        try await recorder.send(CheckoutScreen.Intent.pay, from: CheckoutScreen.self)
        try await recorder.perform(.swipeDown)
        try await recorder.perform(.alertButton(index: 1, title: "Stay"))
        try await recorder.perform(.respond(request: "pay", outcome: 1, label: "declined"))
        try await recorder.perform(.link(CheckoutApp.homeLink))
        try await recorder.perform(.respond(request: "keepCart", outcome: 0, label: "kept"))
        let replay = recorder.finish()
        #expect(replay.expectedLog?.last == "shop: dismiss from ShopScreen: applied", "\(replay.expectedLog ?? [])")

        for _ in 0..<2 {
            let run = await replay.run(in: CheckoutApp.explorer())
            #expect(run.log == replay.expectedLog && run.actionsPlayed == 7, "\(run.log)")
            #expect(run.findings.isEmpty && run.isReleased, "\(run.findings)")
        }
    }

    @Test func aTrailThatGoesOnAfterAServicesAnswerStopsNamingTheRequestInFlight() async throws {
        let trail = try BreadcrumbTrail(
            parsing: """
                flow shop: started
                navigation shop: screen ShopScreen shown
                intent shop: intent checkout from ShopScreen
                flow shop/checkout: started
                navigation shop/checkout: screen CheckoutScreen shown
                intent shop/checkout: intent pay from CheckoutScreen
                flow shop/checkout: ended: finished
                """)
        let error = await #expect(throws: BreadcrumbTrailError.self) {
            _ = try await trail.replay(in: CheckoutApp.explorer())
        }
        #expect(error?.reason == .notAnAction && error?.breadcrumb == 7, "\(String(describing: error))")
        #expect(error?.message.hasSuffix("; requests in flight: pay (a service's answer leaves no breadcrumb)") == true)
    }

    @Test func aRecordingFinishedUnderAnAwaitedAlertLetsItsWindowGoOnceThatWorkReturns() async throws {
        weak var tree: CoordinatorTree?
        weak var window: AnyObject?
        let recorder = await FlowRecorder(CheckoutApp.explorer())
        (tree, window) = (recorder.app?.tree, recorder.app?.root)
        try await recorder.send(ShopScreen.Intent.checkout, from: ShopScreen.self)
        try await recorder.perform(.swipeDown)
        recorder.finish()
        // The alert's task holds the window until it returns, a turn later.
        #expect(tree == nil && window != nil)
        await Task.yield()
        #expect(window == nil)
    }
}
