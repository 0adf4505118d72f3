import ReactiveCoordinator
import Testing
import TestSupport

/// Routes every number its screen sends and handles it.
@MainActor
private final class CountingCoordinator: Coordinator {
    let screen = TestScreen<Int>("numbers")

    func start(_ flow: Flow<Void>) {
        flow.bind(to: screen) { _ in .handled }
    }
}

/// The log reuses an event's storage only when no subscriber kept the event, so what a
/// subscriber keeps never changes after it is delivered.
@MainActor
@Suite struct EventLifetimeTests {
    @Test func anEventASubscriberKeptIsUnchangedByTheEventsAfterIt() throws {
        let root = CountingCoordinator()
        let tree = CoordinatorTree(root: root, named: "app")
        var kept: [CoordinatorEvent] = []
        var keptLines: [String] = []
        var seen = 0
        // Keeps every third event and drops the rest, so the log both may and may not reuse.
        let subscription = tree.events.subscribe(onValue: { event in
            seen += 1
            if seen % 3 == 0 {
                kept.append(event)
                keptLines.append(event.description)
            }
        })
        try tree.start()
        for number in 0..<30 { root.screen.intents.send(number) }

        #expect(kept.count == seen / 3)
        #expect(kept.map(\.description) == keptLines)
        #expect(kept.map(\.sequence) == (1...(seen / 3)).map { $0 * 3 })

        subscription.cancel()
        tree.cancel()
        weak let released = root
        kept.removeAll()
        _ = consume root
        #expect(released == nil)
    }
}
