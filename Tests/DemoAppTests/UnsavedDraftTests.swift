import DemoApp
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

/// The demo's compose flow guards a draft with text: the swipe-down is refused and the flow asks
/// with an alert, which covers the screen until the user answers it.
@MainActor
@Suite struct UnsavedDraftTests {
    private func refusals(_ entries: [LogEntry]) -> [String] {
        entries.compactMap { entry in
            if case .refused(let text) = entry { text } else { nil }
        }
    }

    private func events(_ entries: [LogEntry]) -> [String] {
        entries.compactMap { entry in
            if case .event(let event) = entry { "\(event.path): \(event.kind)" } else { nil }
        }
    }

    /// Launched as ada, compose open, `text` typed if any.
    private func composing(_ text: String?) async -> DemoSession {
        let session = Scenario.unsavedDraft.makeSession()
        await session.perform(.launch)
        await session.perform(.tap("compose"))
        if let text { await session.perform(.tap("type", argument: text)) }
        _ = session.drain()
        return session
    }

    @Test func underTheAlertOnlyItsButtonsCanBeTappedAndAnsweredByTitleOrName() async {
        let played = await Played.play(await composing("hello")) { session, emit in
            await session.perform(.swipeDown)
            #expect(session.window.shownAlert?.title == "Discard this draft?")
            #expect(session.screen.screen == "alert \"Discard this draft?\"")
            #expect(session.screen.buttons.map(\.name) == ["discard", "keep-editing"])
            #expect(session.choices.map(\.kind) == ["answer"])
            #expect(session.choices.first?.actions == [.answer("discard"), .answer("keep-editing")])

            #expect(await !session.perform(.back))
            #expect(await !session.perform(.tap("send")))
            #expect(await !session.perform(.answer("maybe")))
            #expect(
                refusals(session.drain()) == [
                    "alert \"Discard this draft?\" covers the screen; answer discard, answer keep-editing",
                    "alert \"Discard this draft?\" covers the screen; answer discard, answer keep-editing",
                    "alert \"Discard this draft?\" has no button \"maybe\"; its buttons: discard, keep-editing",
                ])

            #expect(await session.perform(.answer("Keep Editing")))
            #expect(session.window.shownAlert == nil)
            #expect(session.screen.screen == "compose", "the draft stays")
            #expect(await !session.perform(.answer("discard")))
            #expect(refusals(session.drain()) == ["no alert is shown, so there is nothing to answer"])
            emit([])
        }
        played.expectEverythingReleased()
    }

    @Test func anEmptyDraftIsNotGuardedAndClearingTheTextLiftsTheGuard() async {
        let played = await Played.play(await composing(nil)) { session, _ in
            await session.perform(.swipeDown)
            #expect(events(session.drain()).contains("app/main/inbox/compose: torn down (screen released)"))

            await session.perform(.tap("compose"))
            await session.perform(.tap("type", argument: "hello"))
            await session.perform(.tap("type", argument: ""))
            _ = session.drain()
            await session.perform(.swipeDown)
            #expect(session.window.shownAlert == nil)
            #expect(events(session.drain()).contains("app/main/inbox/compose-2: torn down (screen released)"))
        }
        played.expectEverythingReleased()
    }

    @Test func theBreadcrumbFormatShowsTheRefusalAndTheAlertButNotWhatWasTyped() async {
        let terminal = MemoryTerminal()

        let status = await DemoRunner(
            options: DemoOptions(mode: .scenario("unsaved-draft"), format: .breadcrumbs), terminal: terminal
        ).run()

        #expect(status == .success)
        let lines = terminal.outputLines
        expectInOrder(
            [
                "> step 3: tap type hello",
                "intent app/main/inbox/compose: intent type from ComposeScreen",
                "> step 4: swipe",
                "navigation app/main/inbox/compose: refused user swipe down of ComposeScreen",
                "alert app/main/inbox/compose: alert shown",
                "> step 5: answer keep-editing",
                "alert app/main/inbox/compose: alert answered keep",
                "flow app/main/inbox/compose: ended: cancelled",
            ], in: lines)
        #expect(!lines.contains { $0.contains("hello") && !$0.hasPrefix(">") }, "the typed text is a payload")
        #expect(!lines.contains { $0.contains("·") }, "the screens' own changes make no breadcrumb")
        #expect(lines.last == "  no leaks")
    }
}
