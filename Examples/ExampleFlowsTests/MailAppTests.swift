@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

@MainActor
@Suite struct MailAppTests {
    @Test func signingInReplacesTheSignInScreenWithTheMailboxInAStack() throws {
        let world = MailWorld()
        try world.startSignedIn(as: "ada")

        #expect(world.window.visiblePath == "window > stack > MailboxScreen")
        #expect(world.screen(MailboxScreen.self)?.user == "ada")
        #expect(world.screen(SignInScreen.self) == nil)
        try world.log.expectNoMoreEvents()
        world.log.expectEverythingReleased(clearing: world.window)
    }

    @Test func archivingAThreadDeliversItsIDToTheMailbox() throws {
        let world = MailWorld()
        try world.startSignedIn(as: "ada")

        world.screen(MailboxScreen.self)?.intents.send(.open(threadID: 3))
        world.screen(ThreadScreen.self)?.intents.send(.archive)

        try world.log.expect([
            "app/mailbox: intent open(threadID: 3) from MailboxScreen",
            "app/mailbox: child added: thread",
            "app/mailbox/thread: started",
            "app/mailbox/thread: bound to ThreadScreen",
            "app/mailbox: routed open(threadID: 3)",
            "app/mailbox/thread: intent archive from ThreadScreen",
            "app/mailbox/thread: routed archive",
            "app/mailbox/thread: torn down (finished)",
            "app/mailbox: child thread finished with 3",
        ])
        #expect(world.mailbox?.archived == [3])
        #expect(world.screen(ThreadScreen.self) == nil)
        world.log.expectEverythingReleased(clearing: world.window)
    }

    // snippet: swipe-down
    @Test func swipingComposeDownEndsItWithoutADraft() throws {
        let world = MailWorld()
        try world.startSignedIn(as: "ada")
        world.screen(MailboxScreen.self)?.intents.send(.compose)
        try world.log.expect([
            "app/mailbox: intent compose from MailboxScreen",
            "app/mailbox: child added: compose",
            "app/mailbox/compose: started",
            "app/mailbox/compose: bound to ComposeScreen",
            "app/mailbox: routed compose",
        ])

        world.window.userSwipesDown()  // tells no coordinator: only the released screen does

        try world.log.expect([
            "app/mailbox/compose: torn down (screen released)",
            "app/mailbox: child compose ended: screen released",
        ])
        #expect(world.mailbox?.sent == [])
        world.log.expectEverythingReleased(clearing: world.window)
    }
    // end snippet

    @Test func sendingADraftDismissesComposeAndDeliversTheText() throws {
        let world = MailWorld()
        try world.startSignedIn(as: "ada")
        world.screen(MailboxScreen.self)?.intents.send(.compose)
        world.log.skipReceivedEvents()

        world.screen(ComposeScreen.self)?.intents.send(.send(text: "hello"))

        try world.log.expect([
            "app/mailbox/compose: intent send(text: \"hello\") from ComposeScreen",
            "app/mailbox/compose: routed send(text: \"hello\")",
            "app/mailbox/compose: torn down (finished)",
            "app/mailbox: child compose finished with hello",
        ])
        #expect(world.mailbox?.sent == ["hello"])
        #expect(world.window.presentedScreens.isEmpty)
        world.log.expectEverythingReleased(clearing: world.window)
    }

    // snippet: sign-out
    @Test func signingOutTearsDownTheMailboxAndEverythingUnderIt() throws {
        let world = MailWorld()
        try world.startSignedIn(as: "ada")
        world.screen(MailboxScreen.self)?.intents.send(.open(threadID: 3))
        world.log.skipReceivedEvents()

        world.screen(MailboxScreen.self)?.intents.send(.signOut)

        // The sign-in screen replaces the stack as the window's root, inside app's route. The
        // removal ends the removed screens' streams root first, after that route: the mailbox flow
        // ends with its screen, and the thread flow with it.
        try world.log.expect([
            "app/mailbox: intent signOut from MailboxScreen",
            "app/mailbox: bubbled signOut to parent",
            "app: child added: signIn-2",
            "app/signIn-2: started",
            "app/signIn-2: bound to SignInScreen",
            "app: routed signOut (bubbled from app/mailbox)",
            "app/mailbox/thread: torn down (parent torn down)",
            "app/mailbox: child thread ended: parent torn down",
            "app/mailbox: torn down (screen released)",
            "app: child mailbox ended: screen released",
        ])
        #expect(world.tree.snapshot().text == "app (active)\n  signIn-2 (active) [SignInScreen]")
        world.log.expectEverythingReleased(clearing: world.window)
    }
    // end snippet
}
