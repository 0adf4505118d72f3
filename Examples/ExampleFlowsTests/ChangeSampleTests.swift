@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// `Flow.apply`'s samples: signing out waits for a draft's guard, awaited or with a callback,
/// and the session is cleared only once the sign-in screen is shown.
@MainActor
@Suite struct ChangeSampleTests {
    typealias Samples = ChangeSamples

    /// The samples' app, started, with a draft open over home and the user tapping Sign Out.
    private func signingOutOverADraft(awaits: Bool) async throws -> (CoordinatorTree, EventLogRecorder, HeadlessWindow)
    {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: Samples.SessionCoordinator(window: window, awaits: awaits))
        let log = EventLogRecorder(tree)
        try tree.start()
        weak let home = (window.root as? HeadlessStack)?.screens.first as? Samples.HomeScreen
        home?.intents.send(.compose)
        #expect(window.presentedScreens.first is Samples.DraftScreen)
        log.skipReceivedEvents()
        home?.intents.send(.signOut)
        await tree.settle()
        return (tree, log, window)
    }

    private func isSignedIn(_ tree: CoordinatorTree) -> Bool? {
        (tree.root?.coordinator as? Samples.SessionCoordinator)?.isSignedIn
    }

    @Test(arguments: [true, false])
    func signingOutWaitsForTheDraftsAnswerAndClearsTheSessionOnceDiscarded(awaits: Bool) async throws {
        let (tree, log, window) = try await signingOutOverADraft(awaits: awaits)
        #expect(window.shownAlert != nil)
        #expect(isSignedIn(tree) == true)

        #expect(window.userTaps(button: "Discard"))
        await tree.settle()
        #expect(window.root is Samples.SignInScreen)
        #expect(isSignedIn(tree) == false)
        // The awaiting task starts inside the route where `Task.immediate` exists (iOS 26), and on
        // the next turn below it, after `routed signOut`: the route's line is not ordered here.
        let signingOut = log.lines.drop { $0 != "session: intent signOut from HomeScreen" }
        #expect(signingOut.contains("session: routed signOut"))
        #expect(
            signingOut.filter { $0 != "session: routed signOut" } == [
                "session: intent signOut from HomeScreen",
                "session/draft: guarded DraftScreen: asked by session (set root SignInScreen), which waits for the answer",
                "session/draft: shows alert \"Discard this draft?\"",
                "session/draft: \"Discard this draft?\": user chose \"Discard\" (discard)",
                "session/draft: torn down (screen released)",
                "session: child draft ended: screen released",
                "session: screen HomeScreen released",
                "session: set root SignInScreen: applied",
            ])
        tree.cancel()
        log.expectEverythingReleased { try window.setRoot(nil) }
    }

    @Test(arguments: [true, false])
    func keepingTheDraftRefusesTheSignOutAndTheSessionStays(awaits: Bool) async throws {
        let (tree, log, window) = try await signingOutOverADraft(awaits: awaits)
        #expect(window.userTaps(button: "Keep Editing"))
        await tree.settle()
        #expect(window.presentedScreens.first is Samples.DraftScreen)
        #expect(isSignedIn(tree) == true)
        #expect(log.lines.last == "session: set root SignInScreen: refused by the guard of DraftScreen")
        tree.cancel()
        log.expectEverythingReleased { try window.setRoot(nil) }
    }
}

extension ChangeSampleTests {
    @Test func droppingTheTreeWhileTheSignOutAwaitsTheGuardEndsTheAwaitAndReleasesEverything() async throws {
        let window = HeadlessWindow()
        weak var session: Samples.SessionCoordinator?
        do {
            let coordinator = Samples.SessionCoordinator(window: window, awaits: true)
            session = coordinator
            let tree = CoordinatorTree(root: coordinator)
            try tree.start()
            weak let home = (window.root as? HeadlessStack)?.screens.first as? Samples.HomeScreen
            home?.intents.send(.compose)
            home?.intents.send(.signOut)
            await tree.settle()
            #expect(window.shownAlert != nil)
        }
        // The tree is gone: the sign-out's await ends (cancelled), and its task lets go.
        for _ in 0..<20 where session != nil { await Task.yield() }
        #expect(session == nil)
        try window.setRoot(nil)
    }
}
