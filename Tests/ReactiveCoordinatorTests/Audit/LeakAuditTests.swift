import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

@MainActor
@Suite struct LeakAuditTests {
    @Test func coordinatorKeptAliveAfterTeardownIsReportedAsALeakWithItsPath() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        var zombie: NodeCoordinator? = NodeCoordinator()
        try world.root(as: NodeCoordinator.self).flow.startChild(try #require(zombie), named: "zombie")
        zombie?.flow.cancel()

        let report = world.tree.leakReport()

        #expect(report.leaks.map(\.path) == ["app/zombie"])
        #expect(report.leaks.first?.why == "torn down (cancelled) but still referenced")
        zombie = nil
        #expect(world.tree.leakReport().leaks.isEmpty)
        world.expectEverythingReleased()
    }

    @Test func screenThatOutlivesItsCoordinatorIsReportedAsALeak() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        try world.start()
        world.tap(ListIntent.open(1))
        // Something outside the hierarchy keeps the detail screen: the zombie screen case.
        var kept: AnyObject? = world.holder.screens.last
        world.tree.root?.children.first?.cancel()

        let leaks = world.tree.leakReport().leaks
        #expect(leaks.map(\.name) == ["TestScreen<DetailIntent>"])
        #expect(leaks.first?.why == "its coordinator app/detail ended but the screen is still referenced")
        kept = nil
        world.holder.removeAll()
        #expect(world.tree.leakReport().leaks.isEmpty)
        _ = kept
        world.expectEverythingReleased()
    }

    @Test func flowWhoseScreenLeftTheHierarchyUnseenIsALeakWhileTheTreeStillRuns() throws {
        let world = Harness.windowed(named: "app") { window in
            ScreenFlow { try window.setRoot($0) }
        }
        try world.start()
        do {
            // A container that is not part of the window, and that nothing holds but this test:
            // dropping it removes the screen without any container of ours seeing a removal, as
            // UIKit's own pops do.
            var elsewhere: HeadlessWindow? = HeadlessWindow(name: "elsewhere")
            try elsewhere?.setRoot(TestScreen<FlowIntent>("elsewhere root"))
            let compose = ScreenFlow { [weak elsewhere] screen in
                try elsewhere?.present(screen, over: try #require(elsewhere?.root))
            }
            try world.root(as: ScreenFlow.self).flow.startChild(compose, named: "compose")
            world.watch(compose, "compose")
            // Something outside the hierarchy keeps the presented screen: a cache, a cycle.
            var kept: AnyObject? = compose.screen
            elsewhere = nil

            #expect(world.tree.leakReport().leaks.isEmpty, "the plain report only sees ended flows")
            let report = world.tree.leakReport(shownIn: world.window)
            #expect(report.leaks.map(\.path) == ["app/compose", "app/compose"])
            #expect(
                report.leaks.map(\.why) == [
                    "in the tree, active, but its screen TestScreen<FlowIntent> is off the hierarchy and still referenced",
                    "routed by app/compose, active, but off the hierarchy and still referenced",
                ])

            kept = nil
            _ = kept
            #expect(compose.flow.state == .finished, "releasing the screen ends its flow at last")
        }
        world.expectEverythingReleased()
    }

    @Test func screenKeptAliveAfterAContainerRemovedItEndsItsFlowAtTheRemovalAndIsReportedAsALeak() throws {
        let world = Harness.windowed(named: "app") { window in
            ScreenFlow { try window.setRoot($0) }
        }
        try world.start()
        do {
            let window = world.window
            weak var compose: ScreenFlow?
            do {
                let flow = ScreenFlow { screen in
                    try window.present(screen, over: try #require(window.root))
                }
                try world.root(as: ScreenFlow.self).flow.startChild(flow, named: "compose")
                compose = flow
            }
            // Something outside the hierarchy keeps the presented screen: a SwiftUI view, a cache.
            var kept: AnyObject? = compose?.screen
            #expect(window.userSwipesDown() != nil)

            #expect(compose == nil, "the removal itself ended the flow")
            #expect(world.tree.root?.children.isEmpty == true)
            let report = world.tree.leakReport()
            #expect(report.leaks.map(\.path) == ["app/compose"])
            #expect(report.leaks.map(\.why) == ["its coordinator app/compose ended but the screen is still referenced"])

            kept = nil
            _ = kept
            #expect(world.tree.leakReport().leaks.isEmpty)
        }
        world.expectEverythingReleased()
    }

    @Test func reportCountsCreatedAndReleasedObjects() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        try world.start()
        world.tap(ListIntent.open(1))
        world.releaseTopScreen()
        world.tap(ListIntent.open(2))

        let report = world.tree.leakReport()

        #expect(report.coordinatorsCreated == 3)
        #expect(report.coordinatorsReleased == 1)
        #expect(report.screensSeen == 3)
        #expect(report.screensReleased == 1)
        #expect(report.leaks.isEmpty)
        world.expectEverythingReleased()
    }
}

@MainActor
@Suite struct SnapshotTests {
    @Test func snapshotListsPathsStatesAndScreensAndRoundTripsThroughJSON() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        try world.start()
        world.tap(ListIntent.open(1))
        world.tree.root?.children.first?.pause()

        let snapshot = world.tree.snapshot()

        #expect(snapshot.nodes.map(\.path) == ["app", "app/detail"])
        #expect(snapshot.nodes.map(\.state) == [.active, .paused])
        #expect(snapshot.nodes.map(\.boundScreen) == ["TestScreen<ListIntent>", "TestScreen<DetailIntent>"])
        #expect(snapshot.text == "app (active) [TestScreen<ListIntent>]\n  detail (paused) [TestScreen<DetailIntent>]")
        let decoded = try JSONDecoder().decode(TreeSnapshot.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)
        world.expectEverythingReleased()
    }

    @Test func eventsRoundTripThroughJSON() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        try world.start()
        world.tap(ListIntent.open(1))
        world.releaseTopScreen()

        let events = world.log.events
        let decoded = try JSONDecoder().decode([CoordinatorEvent].self, from: JSONEncoder().encode(events))

        #expect(decoded == events)
        #expect(events.map(\.sequence) == Array(1...events.count))
        world.expectEverythingReleased()
    }

    @Test func anEventIsOneJSONObjectWithItsKindKeyedByCase() throws {
        let event = CoordinatorEvent(
            sequence: 3, path: "app/child", depth: 1,
            kind: .childFinished(child: "child", result: nil, reason: .screenReleased))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(event), as: UTF8.self)
        #expect(
            json
                == #"{"depth":1,"kind":{"childFinished":{"child":"child","reason":"screenReleased"}},"path":"app/child","sequence":3}"#
        )
        #expect(try JSONDecoder().decode(CoordinatorEvent.self, from: Data(json.utf8)) == event)
    }
}
