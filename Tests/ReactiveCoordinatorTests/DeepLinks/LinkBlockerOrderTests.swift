import ReactiveCoordinator
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A link that cannot run yet waits, naming the first flow that holds it, parents first and
/// children in start order, found without listing the tree: as each gate opens, a newer link
/// names the next one in that order, and runs once none is left.
@MainActor
@Suite struct LinkBlockerOrderTests {
    enum Step: Sendable {
        case go
    }

    /// Keeps its gate for links closed until told, and starts children when asked.
    final class Gate: Coordinator {
        let closed: Bool
        private(set) var flow: Flow<Void>?

        init(closed: Bool) {
            self.closed = closed
        }

        func start(_ flow: Flow<Void>) {
            self.flow = flow
            if closed { flow.isReadyForLinks = false }
        }

        func open() {
            flow?.isReadyForLinks = true
        }

        @discardableResult
        func start(_ child: Gate, named name: String) throws -> Gate {
            try flow?.startChild(child, named: name)
            return child
        }
    }

    @Test func aWaitingLinkNamesTheFirstClosedFlowParentsFirstInStartOrder() async throws {
        let world = Harness(named: "app") { _ in Gate(closed: false) }
        try world.start()
        do {
            let root = try world.root(as: Gate.self)
            try root.start(Gate(closed: false), named: "open")
            let first = try root.start(Gate(closed: true), named: "first")
            let deep = try first.start(Gate(closed: true), named: "deep")
            let second = try root.start(Gate(closed: true), named: "second")
            world.log.skipReceivedEvents()
            // Each newer link replaces the waiting one and names what holds it now.
            var outcome: Result<Void, DeepLinkError>?
            var waits: [String] = []
            for gate in [nil, first, deep, second] {
                gate?.open()
                await world.tree.settle()
                world.tree.open(DeepLink(Step.go)) { outcome = $0 }
                waits += world.log.skipReceivedEvents().filter { $0.contains("deep link waits") }
            }
            #expect(
                waits == [
                    "app: deep link waits: app/first is not ready for links",
                    "app: deep link waits: app/first/deep is not ready for links",
                    "app: deep link waits: app/second is not ready for links",
                ])
            // The last one runs: nothing takes its step.
            guard case .failure(.noRoute) = outcome else {
                Issue.record("the link did not run: \(String(describing: outcome))")
                return
            }
        }
        world.tree.cancel()
        world.expectEverythingReleased()
    }
}
