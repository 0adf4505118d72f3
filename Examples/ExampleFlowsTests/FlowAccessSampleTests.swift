@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// A test reaches any flow of the quick start by its path, with the testing kit alone: none of
/// the quick start's coordinators keeps its `Flow` for its tests.
@MainActor
@Suite struct FlowAccessSampleTests {
    @Test func aTestStartsAChildOnAFlowFoundByPathFinishesItAndReadsItsOutcomeAfterItEnded() throws {
        let window = HeadlessWindow()
        let stack = HeadlessStack()
        try window.setRoot(stack)
        let tree = CoordinatorTree(root: InboxCoordinator(stack: stack))
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()
        do {
            // snippet: flow-at
            let inbox = try #require(tree.flow(at: "inbox")?.flow(as: Void.self))
            try inbox.startChild(MessageCoordinator(stack: stack, id: 7), named: "message")
            let message = try #require(tree.flow(at: "inbox/message"))
            try #require(message.flow(as: Int.self)).finish(with: 7)
            #expect(try message.outcome?.get() as? Int == 7)
            // end snippet
            #expect(tree.flow(at: "inbox/message") == nil, "an ended flow has left the tree")
            #expect(message.flow(as: String.self) == nil, "the output type is checked")
        }
        try log.expect([
            "inbox: child added: message", "inbox/message: started", "inbox/message: bound to MessageScreen",
            "inbox/message: torn down (finished)", "inbox: child message finished with 7",
        ])
        log.expectEverythingReleased(afterClearing: { try stack.setScreens([]) })
    }

    @Test func aTestCancelsAFlowFoundByPathAndReadsWhyItEnded() throws {
        let window = HeadlessWindow()
        let stack = HeadlessStack()
        try window.setRoot(stack)
        let tree = CoordinatorTree(root: InboxCoordinator(stack: stack))
        let log = EventLogRecorder(tree, exhaustivity: .nonExhaustive)
        try tree.start()
        (stack.screens.last as? InboxScreen)?.intents.send(.open(id: 3))
        do {
            let message = try #require(tree.flow(at: "inbox/message"))
            message.cancel()
            #expect(message.outcome.map { if case .failure(.cancelled) = $0 { true } else { false } } == true)
            #expect(tree.flow(at: "inbox/nothing") == nil && tree.flow(at: "elsewhere") == nil)
        }
        log.expectEverythingReleased(afterClearing: { try stack.setScreens([]) })
    }
}
