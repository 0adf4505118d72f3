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
}
