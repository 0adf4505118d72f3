import ReactiveCoordinator
import ReactiveCoordinatorTesting
import TestSupport
import Testing

@MainActor
@Suite struct ResultTests {
    @Test func childResultReachesTheParentsHandler() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        try world.start()
        world.tap(ListIntent.compose)
        world.log.skipReceivedEvents()

        world.tap(ComposeIntent.send("hello"))

        #expect((world.tree.root?.coordinator as? AppCoordinator)?.lastDraft == "hello")
        try world.log.expect([
            "app/compose: intent send(\"hello\") from TestScreen<ComposeIntent>",
            "app/compose: routed send(\"hello\")",
            "app/compose: torn down (finished)",
            "app: child compose finished with hello",
        ])
        world.expectEverythingReleased()
    }

    @Test func awaitedChildDeliversItsResult() async throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        let running = Task { [tree = world.tree!, holder = world.holder] in
            let compose = ComposeCoordinator(holder: holder)
            world.watch(compose, "compose")
            return try await (tree.root?.coordinator as? NodeCoordinator)?.flow.run(compose)
        }
        await Task.yield()
        world.tap(ComposeIntent.send("draft"))

        #expect(try await running.value?.success == "draft")
        world.expectEverythingReleased()
    }

    @Test func awaitedChildReturnsNilWhenItsScreenIsReleased() async throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        let running = Task { [tree = world.tree!, holder = world.holder] in
            try await (tree.root?.coordinator as? NodeCoordinator)?.flow.run(ComposeCoordinator(holder: holder))
        }
        await Task.yield()

        world.releaseTopScreen()

        #expect(try await running.value?.failure == .screenReleased)
        world.expectEverythingReleased()
    }

    @Test func cancellingTheAwaitingTaskCancelsTheChild() async throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        let running = Task { [tree = world.tree!, holder = world.holder] in
            try await (tree.root?.coordinator as? NodeCoordinator)?.flow.run(ComposeCoordinator(holder: holder))
        }
        await Task.yield()
        #expect(world.tree.root?.children.count == 1)

        running.cancel()

        #expect(try await running.value?.failure == .cancelled)
        #expect(world.tree.root?.children.isEmpty == true)
        #expect(world.log.lines.contains("app/compose: torn down (cancelled)"))
        world.expectEverythingReleased()
    }

    @Test func childThatFinishesInsideItsOwnStartIsStillTornDownAndReported() throws {
        final class Instant: Coordinator {
            func start(_ flow: Flow<Int>) { flow.finish(with: 42) }
        }
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        var received: [Result<Int, TeardownReason>] = []
        world.log.skipReceivedEvents()

        try world.root(as: NodeCoordinator.self).flow.startChild(Instant()) { received.append($0) }

        #expect(received.count == 1)
        #expect(try received.first?.get() == 42)
        #expect(world.tree.root?.children.isEmpty == true)
        try world.log.expect([
            "app: child added: instant",
            "app/instant: started",
            "app/instant: torn down (finished)",
            "app: child instant finished with 42",
        ])
        world.expectEverythingReleased()
    }

    @Test func subscriberArrivingAfterTheEndGetsTheTerminationAtOnce() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        let endings = Received<String>()
        do {
            let child = NodeCoordinator()
            try world.root(as: NodeCoordinator.self).flow.startChild(child, named: "child")
            child.flow.cancel()

            let late = child.flow.results.subscribe { event in endings.append("\(event)") }
            #expect(endings.values == ["failed(cancelled)"])
            #expect(child.flow.outcome.map { "\($0)" } == "failure(cancelled)")
            late.cancel()
        }
        world.expectEverythingReleased()
    }

    @Test func finishedOutputReachesTheHandlerAndResultsAndALaterFinishChangesNeither() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        let heard = Received<String>()
        do {
            let child = CountingCoordinator()
            try world.root(as: NodeCoordinator.self).flow.startChild(child, named: "child") { result in
                heard.append("handler \(result)")
                // Refused: the child has ended; what it reports must not change.
                child.flow.finish(with: 2)
                heard.append("handler then \(child.flow.outcome.map { "\($0)" } ?? "running")")
            }
            let results = child.flow.results.subscribe { event in heard.append("results \(event)") }

            child.flow.finish(with: 1)

            #expect(
                heard.values == [
                    "handler success(1)", "handler then success(1)", "results value(1)", "results finished",
                ])
            #expect(child.flow.outcome.map { "\($0)" } == "success(1)")
            results.cancel()
        }
        world.expectEverythingReleased()
    }

    @Test func eachOfManySiblingsReportsItsOwnEndToItsOwnHandlerInAnyOrder() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        var ended: [String] = []
        do {
            let root = try world.root(as: NodeCoordinator.self)
            var siblings: [NodeCoordinator] = []
            for index in 0..<10 {
                let child = NodeCoordinator()
                world.watch(child, "n\(index)")
                try root.flow.startChild(child, named: "n\(index)") { result in ended.append("n\(index): \(result)") }
                siblings.append(child)
            }
            for index in [3, 9, 0, 5] {
                siblings[index].flow.finish()
            }
            siblings[7].flow.cancel()

            #expect(
                ended == [
                    "n3: success()", "n9: success()", "n0: success()", "n5: success()",
                    "n7: failure(cancelled)",
                ])
            #expect(root.flow.children.map(\.name) == ["n1", "n2", "n4", "n6", "n8"])
        }
        world.tree.cancel()
        #expect(ended.count == 10)
        #expect(ended.suffix(5).allSatisfy { $0.hasSuffix("failure(parent torn down)") })
        world.expectEverythingReleased()
    }
}

/// A coordinator that finishes with a number when its test says so, and keeps its flow.
@MainActor
private final class CountingCoordinator: KeepsItsFlow {
    private(set) var started: Flow<Int>?

    func start(_ flow: Flow<Int>) {
        started = flow
    }
}
