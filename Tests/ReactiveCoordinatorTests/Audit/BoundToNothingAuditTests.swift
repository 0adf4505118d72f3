import ReactiveCoordinator
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A running coordinator whose bound screen is gone, while no release reached it, is a zombie the
/// default leak report names: `a zombie bound to nothing`.
@MainActor
@Suite struct BoundToNothingAuditTests {
    @Test func runningFlowWhoseBoundScreenIsGoneIsReportedAsAZombieBoundToNothing() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        // Something other than the screen keeps its channel (an analytics service, a shared
        // model): the screen can go without its channel, so no release reaches the flow.
        var keptChannel: IntentChannel<FlowIntent>? = IntentChannel()
        do {
            let holder = world.holder
            let flow = InjectedChannelFlow(channel: try #require(keptChannel)) { holder.show($0) }
            world.watch(flow, "detail")
            try world.root(as: NodeCoordinator.self).flow.startChild(flow, named: "detail")
        }
        world.log.skipReceivedEvents()

        world.holder.removeAll()  // the screen is released; its channel is not

        try world.log.expectNoMoreEvents()  // no release reached the flow: without the audit, silence

        #expect(world.tree.root?.children.first?.boundScreen == nil)
        let report = world.tree.leakReport()
        #expect(report.leaks.map(\.path) == ["app/detail"])
        #expect(
            report.leaks.map(\.why) == [
                "in the tree, active, but the screen it was bound to is gone: a zombie bound to nothing"
            ])
        #expect(report.description.contains("LEAK coordinator detail at app/detail: in the tree, active, but"))

        keptChannel = nil  // the channel goes at last: its stream finishes and the flow ends
        _ = keptChannel
        try world.log.expect(["app/detail: torn down (screen released)", "app: child detail ended: screen released"])
        world.expectEverythingReleased()
    }
}

/// A screen whose channel is handed in, so something else can keep it: the misuse
/// ``IntentScreen`` warns about ("owned by the screen alone").
@MainActor
final class InjectedChannelScreen: IntentScreen {
    let intents: IntentChannel<FlowIntent>

    init(intents: IntentChannel<FlowIntent>) {
        self.intents = intents
    }
}

/// Shows an ``InjectedChannelScreen`` with `show` and binds its life to it.
@MainActor
final class InjectedChannelFlow: Coordinator {
    private weak var channel: IntentChannel<FlowIntent>?
    private let show: @MainActor (InjectedChannelScreen) -> Void

    init(channel: IntentChannel<FlowIntent>, show: @escaping @MainActor (InjectedChannelScreen) -> Void) {
        self.channel = channel
        self.show = show
    }

    func start(_ flow: Flow<Void>) {
        guard let channel else { return }
        let screen = InjectedChannelScreen(intents: channel)
        show(screen)
        flow.bind(to: screen) { _ in .handled }
    }
}
