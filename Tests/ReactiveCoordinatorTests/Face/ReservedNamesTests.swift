import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A coordinator keeps every name of its own: the library's names are its flow's, so a class
/// may declare a `state`, a `name`, a `finish()` of its own and still run as a flow.
@MainActor
@Suite struct ReservedNamesTests {
    /// Declares, as its own, every name the old base class owned, and runs as a flow anyway:
    /// pushed on a stack, bound to its screen, finishing with a number.
    final class OwnNamesCoordinator: Coordinator {
        var state = "draft"
        var name = "my name"
        var parent = "a parent of my own"
        var children = ["my child"]
        var path = "/my/path"
        var depth = 7
        var results = [1, 2, 3]
        var outcome = "undecided"
        var restoration = "nothing to restore"
        var isReadyForLinks = false
        /// Its own methods that ran, in order.
        private(set) var calls: [String] = []
        private weak var stack: HeadlessStack?

        init(stack: HeadlessStack) {
            self.stack = stack
        }

        func pause() { calls.append("pause") }
        func resume() { calls.append("resume") }
        func cancel() { calls.append("cancel") }
        func start() { calls.append("start") }
        func finish() { calls.append("finish") }

        func start(_ flow: Flow<Int>) {
            guard let stack else { return flow.cancel() }
            let screen = TestScreen<FlowIntent>("own names")
            flow.push(screen, on: stack)
            flow.bind(to: screen) { [weak screen] intent in
                switch intent {
                case .next:
                    // Its own methods: the flow goes on.
                    self.start()
                    self.pause()
                    self.resume()
                    self.cancel()
                    self.finish()
                case .done:
                    flow.finish(with: self.depth * 6)
                    if let screen, let stack = self.stack { flow.pop(screen, from: stack) }
                }
                return .handled
            }
        }
    }

    @Test func aCoordinatorDeclaringTheLibrarysOldNamesRunsAsAFlowAndKeepsThemAll() throws {
        let world = try Harness.startedInAStack()
        weak var released: OwnNamesCoordinator?
        var finished: [Result<Int, TeardownReason>] = []
        do {
            let stack = try #require(world.window.root as? HeadlessStack)
            let own = OwnNamesCoordinator(stack: stack)
            released = own
            try world.root(as: ScreenFlow.self).flow.startChild(own) { finished.append($0) }
            world.log.skipReceivedEvents()

            let flow = try #require(world.tree.root?.children.first)
            #expect(flow.name == "ownNames")
            #expect(flow.path == "app/ownNames")
            #expect(flow.depth == 1)
            #expect(flow.parent?.name == "app")
            #expect(flow.children.isEmpty)
            #expect(flow.state == .active)
            #expect(flow.boundScreen === stack.screens.last)

            let screen = try #require(stack.screens.last as? TestScreen<FlowIntent>)
            screen.tap(.next)  // calls its own start, pause, resume, cancel and finish

            #expect(own.calls == ["start", "pause", "resume", "cancel", "finish"])
            #expect(flow.state == .active, "its own cancel() and finish() are not the flow's")
            world.tree.root?.pause()
            world.tree.root?.resume()
            #expect(own.calls.count == 5, "the flow's pause and resume never call its own")

            screen.tap(.done)

            #expect(flow.state == .finished)
            #expect(stack.screens.count == 1)
            // The library wrote none of its names.
            #expect(own.state == "draft")
            #expect(own.name == "my name")
            #expect(own.parent == "a parent of my own")
            #expect(own.children == ["my child"])
            #expect(own.path == "/my/path")
            #expect(own.depth == 7)
            #expect(own.results == [1, 2, 3])
            #expect(own.outcome == "undecided")
            #expect(own.restoration == "nothing to restore")
            #expect(own.isReadyForLinks == false)
            #expect(own.calls.count == 5)
        }
        #expect(finished.map { $0.success } == [42])
        try world.log.expect([
            "app/ownNames: intent next from TestScreen<FlowIntent>",
            "app/ownNames: routed next",
            "app: paused",
            "app/ownNames: paused",
            "app: resumed",
            "app/ownNames: resumed",
            "app/ownNames: intent done from TestScreen<FlowIntent>",
            "app/ownNames: routed done",
            "app/ownNames: torn down (finished)",
            "app: child ownNames finished with 42",
        ])
        #expect(released == nil, "the library let go of it when its flow ended")
        #expect(world.tree.leakReport(shownIn: world.window).leaks.isEmpty)
        world.expectEverythingReleased()
    }
}
