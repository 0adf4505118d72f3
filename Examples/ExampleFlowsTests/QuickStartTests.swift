@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

@MainActor
@Suite struct QuickStartTests {
    @Test func openingAMessageStartsAChildFlowThatTheBackButtonEnds() throws {
        // snippet: recorder
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: InboxCoordinator(stack: stack))
        let log = EventLogRecorder(tree)

        try tree.start()
        try log.expect(["inbox: started", "inbox: bound to InboxScreen"])

        (stack.screens.last as? InboxScreen)?.intents.send(.open(id: 7))
        try log.expect([
            "inbox: intent open(id: 7) from InboxScreen",
            "inbox: child added: message",
            "inbox/message: started",
            "inbox/message: bound to MessageScreen",
            "inbox: routed open(id: 7)",
        ])

        stack.userTapsBack()  // like UIKit's back button, it tells no coordinator
        try log.expect([
            "inbox/message: torn down (screen released)",
            "inbox: child message ended: screen released",
        ])

        log.expectEverythingReleased { try stack.setScreens([]) }
        // end snippet
    }
}
