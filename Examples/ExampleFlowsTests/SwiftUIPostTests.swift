@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// The SwiftUI example's navigation, played headless as SwiftUI plays it: the user's gestures
/// are binding writes.
@MainActor
@Suite struct SwiftUIPostTests {
    /// The app's screens, found on its hierarchy.
    private func screen<Screen>(_ app: PostApp, _ type: Screen.Type) -> Screen? {
        app.window.allScreens.lazy.compactMap { $0 as? Screen }.last
    }

    @Test func openingALetterPushesItAndTheBackButtonsPathWriteEndsItsFlow() throws {
        let app = PostApp()
        let log = EventLogRecorder(app.tree)
        try app.start()
        screen(app, LetterListScreen.self)?.intents.send(.open(id: 1))
        #expect(app.stack.path.map(\.description) == ["ExampleFlows.LetterScreen"])
        log.skipReceivedEvents()

        app.stack.path = []  // what NavigationStack writes when the user taps back

        try log.expect([
            "postbox/letter: torn down (screen released)",
            "postbox: child letter ended: screen released",
        ])
        log.expectEverythingReleased {
            try app.window.setRoot(nil)
            try app.stack.setScreens([])
        }
    }

    @Test func aDraftSheetSwipedDownEndsItsFlowAndASentOneFinishes() throws {
        let app = PostApp()
        let log = EventLogRecorder(app.tree)
        try app.start()
        screen(app, LetterListScreen.self)?.intents.send(.compose)
        #expect(app.window[presentedAt: 0]?.description == "ExampleFlows.DraftScreen")
        log.skipReceivedEvents()

        app.window[presentedAt: 0] = nil  // what sheet(item:) writes on a swipe-down

        try log.expect([
            "postbox/draft: torn down (screen released)",
            "postbox: child draft ended: screen released",
        ])
        screen(app, LetterListScreen.self)?.intents.send(.compose)
        log.skipReceivedEvents()
        screen(app, DraftScreen.self)?.intents.send(.send)
        try log.expect([
            "postbox/draft-2: intent send from DraftScreen",
            "postbox/draft-2: routed send",
            "postbox/draft-2: torn down (finished)",
            "postbox: child draft-2 finished with ()",
        ])
        #expect(app.window[presentedAt: 0] == nil)
        log.expectEverythingReleased {
            try app.window.setRoot(nil)
            try app.stack.setScreens([])
        }
    }

    @Test func aNavigationLinkPushIsRefusedAndACancelledBackSwipeKeepsTheLetter() throws {
        let app = PostApp()
        let log = EventLogRecorder(app.tree)
        try app.start()
        screen(app, LetterListScreen.self)?.intents.send(.open(id: 1))
        log.skipReceivedEvents()

        app.stack.path.append(ScreenItem(LetterScreen(id: 2)))  // a NavigationLink(value:)
        app.stack.beginInteractivePop()?.cancel()

        #expect(app.stack.path.count == 1)
        try log.expectNoMoreEvents()
        screen(app, LetterScreen.self)?.intents.send(.reply)
        #expect(app.window[presentedAt: 0]?.description == "ExampleFlows.DraftScreen")
        log.expectEverythingReleased {
            try app.window.setRoot(nil)
            try app.stack.setScreens([])
        }
    }
}
