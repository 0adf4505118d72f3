import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

@MainActor
@Suite struct EventLogRecorderTests {
    @Test func exhaustiveExpectationPassesWhenEveryEventIsNamedInOrder() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        let recorder = EventLogRecorder(world.tree)
        try world.start()
        try recorder.expect(["app: started", "app: bound to TestScreen<ListIntent>"])

        world.tap(ListIntent.help)

        try recorder.expect([
            "app: intent help from TestScreen<ListIntent>",
            "app: bubbled help to parent",
            "app: UNHANDLED help",
        ])
        try recorder.expectNoMoreEvents()
        world.expectEverythingReleased()
    }

    @Test func mismatchNamesTheMissingAndTheUnassertedEventsInADiff() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        let recorder = EventLogRecorder(world.tree)
        try world.start()
        recorder.skipReceivedEvents()
        world.tap(ListIntent.help)

        let mismatch = #expect(throws: EventLogMismatch.self) {
            try recorder.expect(["app: intent help from TestScreen<ListIntent>", "app: routed help"])
        }

        #expect(
            mismatch?.description == """
                event log differs from expectation (- expected, + actual):
                  app: intent help from TestScreen<ListIntent>
                + app: bubbled help to parent
                + app: UNHANDLED help
                - app: routed help
                """)
        // The failed expectation consumed its events; the next step starts clean.
        try recorder.expectNoMoreEvents()
        world.expectEverythingReleased()
    }

    @Test func eventNobodyAssertedFailsExpectNoMoreEvents() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        let recorder = EventLogRecorder(world.tree)
        try world.start()

        #expect(
            throws: EventLogMismatch(expected: [], actual: ["app: started", "app: bound to TestScreen<ListIntent>"])
        ) {
            try recorder.expectNoMoreEvents()
        }
        world.expectEverythingReleased()
    }
}
