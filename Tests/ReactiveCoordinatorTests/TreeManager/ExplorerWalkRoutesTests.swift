import ReactiveCoordinator
import TestSupport
import Testing

/// The screens the flow explorer's walk of the running coordinators gives for each: the bound
/// one, read once, among the routed ones in the order they were routed.
@MainActor
@Suite struct ExplorerWalkRoutesTests {
    @Test func aFlowsBoundScreenIsGivenInItsRouteOrderAsBoundAndTheOthersAsRouted() throws {
        var after: TestScreen<FlowIntent>? = TestScreen<FlowIntent>("after")
        let world = Harness(named: "app") { holder in
            ScreenFlow { [weak holder] screen in holder?.show(screen) }
        }
        try world.start()
        let flow = try #require(world.root(as: ScreenFlow.self).started)
        flow.route(try #require(after)) { _ in .handled }
        var bound: AnyObject? = try world.root(as: ScreenFlow.self).screen
        #expect(bound != nil)

        var coordinators: [String] = []
        var screens: [(screen: AnyObject, name: String, isBound: Bool)] = []
        world.tree.visitRunningCoordinators(
            { path, _, boundName in coordinators.append(path + "|" + (boundName ?? "-")) },
            screen: { screens.append(($0, $1, $2)) })

        #expect(coordinators == ["app|TestScreen<FlowIntent>"])
        #expect(screens.map(\.isBound) == [true, false])
        #expect(screens.first?.screen === bound)
        #expect(screens.last?.screen === after)
        (screens, bound, after) = ([], nil, nil)
        world.tree.cancel()
        world.holder.removeAll()
        world.expectEverythingReleased()
    }
}
