import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// One order for every intent in a tree: nothing is routed inside another route, and nothing a
/// screen sends before it is routed is lost.
@MainActor
@Suite struct IntentOrderTests {
    enum FeedIntent: Sendable { case next }
    enum PageIntent: Sendable { case loaded(Int) }

    /// A screen that reports it loaded as soon as it exists, from its initialiser.
    @MainActor
    final class EagerPage: IntentScreen {
        let intents = IntentChannel<PageIntent>()

        init(number: Int) {
            intents.send(.loaded(number))
        }
    }

    /// Shows a feed; each `next` shows a page, which sends at once, routed by the same flow.
    @MainActor
    final class FeedCoordinator: Coordinator {
        let holder: ScreenHolder
        private var pages = 0

        init(holder: ScreenHolder) {
            self.holder = holder
        }

        func start(_ flow: Flow<Void>) {
            let feed = TestScreen<FeedIntent>("feed")
            holder.show(feed)
            flow.bind(to: feed) { _ in
                self.pages += 1
                let page = EagerPage(number: self.pages)
                self.holder.show(page)
                flow.route(page) { _ in .handled }
                return .handled
            }
        }
    }

    /// Binds to a page it was given.
    @MainActor
    final class ReaderCoordinator: Coordinator {
        weak var page: EagerPage?

        init(page: EagerPage) {
            self.page = page
        }

        func start(_ flow: Flow<Void>) {
            guard let page else { return }
            flow.bind(to: page) { _ in .handled }
        }
    }

    @Test func anIntentSentWhileAnotherScreensIntentIsRoutedIsRoutedAfterIt() throws {
        let world = Harness { FeedCoordinator(holder: $0) }
        try world.start()
        world.log.skipReceivedEvents()

        world.tap(FeedIntent.next)

        try world.log.expect([
            "feed: intent next from TestScreen<FeedIntent>",
            "feed: routes EagerPage",
            "feed: routed next",
            "feed: intent loaded(1) from EagerPage",
            "feed: routed loaded(1)",
        ])
        world.expectEverythingReleased()
    }

    @Test func intentsSentFromAScreensInitialiserAreRoutedWhenItsFirstRouteSubscribes() throws {
        let world = Harness { holder in
            let page = EagerPage(number: 7)
            page.intents.send(.loaded(8))
            holder.show(page)
            return ReaderCoordinator(page: page)
        }

        try world.start()

        try world.log.expect([
            "reader: started",
            "reader: bound to EagerPage",
            "reader: intent loaded(7) from EagerPage",
            "reader: routed loaded(7)",
            "reader: intent loaded(8) from EagerPage",
            "reader: routed loaded(8)",
        ])
        world.expectEverythingReleased()
    }

    @Test func intentsOfAScreenReleasedBeforeAnyRouteAreReportedNotDroppedSilently() {
        var reports: [UnroutedIntents] = []
        let previous = IntentDiagnostics.unroutedIntentsHandler
        IntentDiagnostics.unroutedIntentsHandler = { reports.append($0) }
        defer { IntentDiagnostics.unroutedIntentsHandler = previous }

        var page: EagerPage? = EagerPage(number: 1)
        weak let released = page
        page = nil

        #expect(released == nil)
        #expect(
            reports.map(\.description) == [
                "a channel of PageIntent was released before any coordinator routed it; "
                    + "1 intent(s) never routed: loaded(1)"
            ])
    }
}
