import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// A link that waits for the app to be ready is part of the state, by its steps' text: the
/// explorer keeps that text per link it opens, and a newer link that replaces the waiting one
/// makes the state of the newer link's steps, whichever link opened first; two links with steps
/// alike make one state.
@MainActor
@Suite struct WaitingLinkStateTests {
    private func explorer() -> FlowExplorer {
        let explorer = FlowExplorer {
            let window = HeadlessWindow()
            let tree = CoordinatorTree(
                root: ShelfCoordinator(window: window, shelf: Shelf(), linksWait: true), named: "shelf")
            return ExploredApp(tree: tree, root: window)
        }
        explorer.gestures = []
        explorer.link("shelf://tea", DeepLink("tea"))
        explorer.link("shelf://jam", DeepLink("jam", 2))
        // The same steps as tea's, in a link of its own.
        explorer.link("shelf://tea-again", DeepLink("tea"))
        return explorer
    }

    @Test func aWaitingLinksStateIsItsStepsWhicheverLinkWaitedBefore() async {
        // Nothing waits; tea waits; jam/2 waits: however many links replaced one another.
        let shallow = await explorer().explore(depth: 1)
        #expect(shallow.statesVisited == 3, "\(shallow)")
        let deeper = await explorer().explore(depth: 3)
        #expect(deeper.statesVisited == 3, "\(deeper)")
        #expect(deeper.appsNotReleased == 0, "\(deeper)")
    }
}
