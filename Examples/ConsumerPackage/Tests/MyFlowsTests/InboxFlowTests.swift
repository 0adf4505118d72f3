import MyFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

@MainActor
@Suite struct InboxFlowTests {
    @Test func openingAMessageIsRoutedAndReleasingTheInboxEndsTheFlow() throws {
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: InboxCoordinator(stack: stack))
        let log = EventLogRecorder(tree)

        try tree.start()
        (stack.screens.last as? InboxScreen)?.intents.send(.open(id: 7))
        try log.expect([
            "inbox: started", "inbox: bound to InboxScreen", "inbox: intent open(id: 7) from InboxScreen",
            "inbox: routed open(id: 7)",
        ])
        #expect((tree.root?.coordinator as? InboxCoordinator)?.opened == [7])

        log.expectEverythingReleased { try stack.setScreens([]) }
    }
}
