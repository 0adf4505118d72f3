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
}
