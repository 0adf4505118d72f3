import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

// The explorer finds a held back swipe wherever its stack is: a walk that reads each container's
// list in place, taking out only the containers among its screens, still names the stack by its
// position (here the second tab, `0.1`).

/// The second tab's gallery: a shelf that pushes pictures, on a stack after an about tab.
@MainActor final class SecondTabGalleryCoordinator: LinkRoutingCoordinator {
    private weak var window: HeadlessWindow?
    private weak var stack: HeadlessStack?
    private weak var shelf: GalleryScreen?

    init(window: HeadlessWindow) {
        self.window = window
    }

    func start(_ flow: Flow<Void>) {
        let tabs = HeadlessTabs()
        let stack = HeadlessStack(name: "gallery")
        let shelf = GalleryScreen()
        guard let window, flow.setTabs([AboutScreen(), stack], in: tabs), flow.setRoot(tabs, in: window),
            flow.selectTab(at: 1, in: tabs), flow.push(shelf, on: stack)
        else { return flow.cancel() }
        (self.stack, self.shelf) = (stack, shelf)
        flow.route(shelf) { intent in
            if intent == .open { _ = flow.push(PictureScreen(), on: stack) }
            return .handled
        }
    }

    func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
        guard case GalleryStep.picture = step else { return .pass }
        return .take {
            guard let stack = self.stack, let shelf = self.shelf else { return }
            _ = flow.pop(to: shelf, on: stack)
            _ = flow.push(PictureScreen(), on: stack)
        }
    }
}

@MainActor
@Suite struct NestedGesturePositionTests {
    @Test func aSwipeHeldOnTheSecondTabsStackIsFoundThereAndLinksWaitForIt() async throws {
        let explorer = FlowExplorer {
            let window = HeadlessWindow()
            let tree = CoordinatorTree(root: SecondTabGalleryCoordinator(window: window), named: "gallery")
            return ExploredApp(tree: tree, root: window)
        }
        explorer.intents(of: GalleryScreen.self)
        try explorer.links(["gallery://picture/1"], from: GalleryApp.links)
        explorer.gestures.insert(.heldInteractiveTransitions)
        let report = await explorer.explore(depth: 3)

        #expect(report.findings.isEmpty, "\(report)")
        let midSwipe = report.landings.cells.filter { $0.origin.hasSuffix("+ swiping back on 0.1") }
        #expect(!midSwipe.isEmpty, "\(report.landings)")
        #expect(midSwipe.allSatisfy { $0.outcome == .waiting }, "\(report.landings)")
    }
}
