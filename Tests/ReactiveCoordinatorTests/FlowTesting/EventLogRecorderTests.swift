import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A reporter that keeps failures for the test to read, instead of failing the test.
@MainActor
final class Collected {
    var failures: [CheckFailure] = []
    var reporter: FailureReporter {
        FailureReporter { [weak self] failure in
            self?.failures.append(failure)
            return true
        }
    }
}

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
        #expect(recorder.failures.isEmpty)
        world.expectEverythingReleased()
    }

    @Test func mismatchNamesTheMissingAndTheUnassertedEventsInADiffAndAsPasteReadyLines() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        let collected = Collected()
        let recorder = EventLogRecorder(world.tree, reporter: collected.reporter)
        try world.start()
        recorder.skipReceivedEvents()
        world.tap(ListIntent.help)

        try recorder.expect(["app: intent help from TestScreen<ListIntent>", "app: routed help"])

        #expect(
            collected.failures.map(\.message) == [
                """
                event log differs from expectation (- expected, + actual):
                  app: intent help from TestScreen<ListIntent>
                + app: bubbled help to parent
                + app: UNHANDLED help
                - app: routed help
                what happened, ready to paste:
                    "app: intent help from TestScreen<ListIntent>",
                    "app: bubbled help to parent",
                    "app: UNHANDLED help",
                """
            ])
        #expect(collected.failures.first?.line == #line - 16)
        // The failed expectation consumed its events; the next step starts clean.
        try recorder.expectNoMoreEvents()
        #expect(collected.failures.count == 1)
        world.expectEverythingReleased()
    }

    @Test func everyMismatchIsRecordedAndTheTestCarriesOnToTheNextStep() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        let collected = Collected()
        let recorder = EventLogRecorder(world.tree, reporter: collected.reporter)
        try world.start()

        try recorder.expect(["app: started"])
        world.tap(ListIntent.help)
        try recorder.expect(["app: routed help"])
        world.tap(ListIntent.help)
        try recorder.expectNoMoreEvents()

        #expect(collected.failures.count == 3)
        #expect(recorder.failures == collected.failures)
        world.expectEverythingReleased()
    }

    @Test func insideASwiftTestingTestAMismatchIsAnIssueOfThatTest() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        let recorder = EventLogRecorder(world.tree)
        try world.start()

        try withKnownIssue {
            try recorder.expect(["app: started"])
        } matching: { issue in
            issue.description.contains("+ app: bound to TestScreen<ListIntent>")
        }
        #expect(recorder.failures.count == 1)
        world.expectEverythingReleased()
    }

    @Test func aReporterOfYourOwnTakesEveryFailure() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        let tree = world.tree!
        let collected = Collected()
        // snippet: reporter
        let recorder = EventLogRecorder(
            tree,
            reporter: FailureReporter { failure in
                collected.failures.append(failure)  // in XCTest: XCTFail(failure.message)
                return true
            })
        // end snippet
        try world.start()

        try recorder.expectNoMoreEvents()

        #expect(collected.failures.count == 1)
        world.expectEverythingReleased()
    }

    @Test func withNoReporterToTakeItAMismatchIsThrown() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        let recorder = EventLogRecorder(world.tree, reporter: FailureReporter { _ in false })
        try world.start()

        #expect(
            throws: EventLogMismatch(expected: [], actual: ["app: started", "app: bound to TestScreen<ListIntent>"])
        ) {
            try recorder.expectNoMoreEvents()
        }
        #expect(recorder.failures.count == 1)
        world.expectEverythingReleased()
    }

    @Test func nonExhaustiveExpectationNeedsOnlyTheNamedEventsInOrder() throws {
        let world = Harness { AppCoordinator(holder: $0) }
        let collected = Collected()
        let recorder = EventLogRecorder(world.tree, exhaustivity: .nonExhaustive, reporter: collected.reporter)
        try world.start()
        world.tap(ListIntent.help)

        try recorder.expect(["app: started", "app: UNHANDLED help"])
        #expect(collected.failures.isEmpty)

        world.tap(ListIntent.help)
        try recorder.expect(["app: UNHANDLED help", "app: intent help from TestScreen<ListIntent>"])
        #expect(collected.failures.count == 1)
        #expect(
            collected.failures.first?.message.hasPrefix(
                "event log lacks expected events in this order (- expected, + actual):") == true)
        world.expectEverythingReleased()
    }

    @Test func pasteReadyLinesEscapeQuotesBackslashesAndNewlines() {
        let mismatch = EventLogMismatch(expected: [], actual: [#"app: intent say("a\b") from Chat"#, "x: one\ntwo"])

        #expect(
            mismatch.description.hasSuffix(
                #"""
                what happened, ready to paste:
                    "app: intent say(\"a\\b\") from Chat",
                    "x: one\ntwo",
                """#))
    }

    @Test func noLeaksCheckNamesAFlowWhoseScreenIsKeptOffTheHierarchy() throws {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: ScreenFlow { try window.setRoot($0) }, named: "app")
        let collected = Collected()
        let recorder = EventLogRecorder(tree, reporter: collected.reporter)
        try tree.start()
        #expect(recorder.expectNoLeaks(shownIn: window).isEmpty)

        var kept: AnyObject? = window.root
        try window.setRoot(nil)
        let failures = recorder.expectNoLeaks(shownIn: window)

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("LEAK screen TestScreen<FlowIntent> at app") == true)
        kept = nil
        _ = kept
        #expect(recorder.expectEverythingReleased(clearing: window).isEmpty)
    }

    @Test func everythingReleasedCheckNamesWhatTheTestStillHolds() throws {
        let window = HeadlessWindow()
        var tree: CoordinatorTree? = CoordinatorTree(root: ScreenFlow { try window.setRoot($0) }, named: "app")
        let collected = Collected()
        let recorder = EventLogRecorder(try #require(tree), reporter: collected.reporter)
        try tree?.start()
        recorder.watch(try #require(tree), "the tree")
        let kept = window.root

        let failures = recorder.expectEverythingReleased(clearing: window)

        #expect(failures.map(\.message).contains("the tree is still alive"))
        #expect(failures.contains { $0.message.contains("LEAK screen TestScreen<FlowIntent> at app") })
        tree = nil
        _ = kept
    }
}

/// A child that finishes as soon as it starts.
@MainActor
final class AnswersAtOnce: Coordinator {
    func start(_ flow: Flow<Int>) {
        flow.finish(with: 42)
    }
}

/// A coordinator that awaits a child in work it owns, then finishes with what it got.
@MainActor
final class AwaitsAnAnswer: Coordinator {
    private(set) var answer: Int?

    func start(_ flow: Flow<Void>) {
        flow.task {
            self.answer = try? await flow.run(AnswersAtOnce(), named: "answer").get()
            flow.finish()
        }
    }
}

@MainActor
@Suite struct RecorderSettleTests {
    @Test func settleWaitsUntilTheAwaitedChildsResultHasBeenTakenAndActedOn() async throws {
        var root: AwaitsAnAnswer? = AwaitsAnAnswer()
        weak let released = root
        let tree = CoordinatorTree(root: try #require(root), named: "app")
        let recorder = EventLogRecorder(tree)
        try tree.start()

        await recorder.settle()

        #expect(root?.answer == 42)
        #expect(recorder.lines.last == "app: torn down (finished)")
        #expect(tree.root == nil)
        root = nil
        #expect(released == nil)
        #expect(tree.leakReport().alive.isEmpty)
    }
}
