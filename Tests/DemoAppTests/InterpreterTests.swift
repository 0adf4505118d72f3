import DemoApp
import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import Testing

@MainActor
@Suite struct InterpreterTests {
    private func events(_ entries: [LogEntry]) -> [String] {
        entries.compactMap { entry in
            if case .event(let event) = entry { "\(event.path): \(event.kind)" } else { nil }
        }
    }

    private func refusals(_ entries: [LogEntry]) -> [String] {
        entries.compactMap { entry in
            if case .refused(let text) = entry { text } else { nil }
        }
    }

    @Test func eachCommandAnswersWithTheEventsItCausedAndTheNewScreen() async {
        weak var weakSession: DemoSession?
        do {
            let interpreter = Interpreter()
            weakSession = interpreter.session
            let launch = await interpreter.start()
            #expect(events(launch).contains("app/login: bound to WelcomeScreen"))

            _ = await interpreter.handle("tap sign-in")
            let login = await interpreter.handle("submit grace")
            #expect(events(login).contains("app: child login finished with grace"))

            let compose = await interpreter.handle("tap compose")
            expectInOrder(
                ["app/main/inbox: intent compose from InboxScreen", "app/main/inbox/compose: started"],
                in: events(compose))
            #expect(compose.last == .screen(interpreter.session.screen))
            #expect(interpreter.session.screen.screen == "compose")

            let swipe = await interpreter.handle("swipe")
            #expect(events(swipe).contains("app/main/inbox/compose: torn down (screen released)"))

            let summary = interpreter.finish()
            #expect(summary.count == 1)
            #expect(interpreter.endingSummary?.leaked == false)
        }
        #expect(weakSession == nil)
    }

    @Test func unknownCommandsGetAClearMessageAndAHint() async {
        let interpreter = Interpreter()
        _ = await interpreter.start()

        let answer = await interpreter.handle("frobnicate now")

        #expect(refusals(answer) == ["unknown command \"frobnicate\""])
        #expect(
            answer.contains(
                .message("hint: type help for the commands; on welcome you can tap: sign-in, create-account")))
        _ = interpreter.finish()
        #expect(interpreter.endingSummary?.leaked == false)
    }

    @Test func aTypoIsAnsweredWithTheLikelyCommand() async {
        let interpreter = Interpreter()
        _ = await interpreter.start()

        let answer = await interpreter.handle("tpa sign-in")

        #expect(
            answer.contains {
                if case .message(let text) = $0 { text.contains("did you mean \"tap\"?") } else { false }
            })
        _ = interpreter.finish()
        #expect(interpreter.endingSummary?.leaked == false)
    }

    @Test(arguments: [
        ("back", "there is no back button on welcome"),
        ("swipe", "nothing is presented, so there is nothing to swipe down"),
        ("dismiss", "nothing is presented, so there is nothing to dismiss"),
        ("tab 2", "there are no tabs on screen; log in first"),
        ("tap open 3", "welcome has no button \"open\"; its buttons: sign-in, create-account"),
        (
            "link nowhere",
            "no link matches \"nowhere\"; links: inbox/<id>, inbox/<id>/reply, inbox/<id>/sender, compose, settings/account, logout"
        ),
        ("tap", "tap what?"),
        ("tab", "tab needs a tab name or number"),
        ("back again", "back takes no argument, got \"again\""),
    ])
    func anActionThatCannotBeDoneIsRefusedAndChangesNothing(line: String, refusal: String) async {
        let interpreter = Interpreter()
        _ = await interpreter.start()
        let before = interpreter.session.tree.eventCount

        let answer = await interpreter.handle(line)

        #expect(refusals(answer) == [refusal])
        #expect(interpreter.session.tree.eventCount == before)
        _ = interpreter.finish()
        #expect(interpreter.endingSummary?.leaked == false)
    }

    @Test func controlCharactersInInputAreEscapedInTheAnswer() async {
        let interpreter = Interpreter()
        _ = await interpreter.start()

        let answer = await interpreter.handle("\u{1B}[31mred\u{0}")

        #expect(refusals(answer) == ["unknown command \"\\u{1b}[31mred\\u{0}\""])
        _ = interpreter.finish()
        #expect(interpreter.endingSummary?.leaked == false)
    }

    @Test func treeShowsTheCoordinatorsAndTheScreens() async throws {
        let interpreter = Interpreter()
        _ = await interpreter.start()

        let answer = await interpreter.handle("tree")

        guard case .tree(let snapshot, let hierarchy) = try #require(answer.first) else {
            Issue.record("expected a tree, got \(answer)")
            return
        }
        #expect(snapshot.nodes.map(\.path) == ["app", "app/login"])
        #expect(hierarchy.contains("welcome"))
        _ = interpreter.finish()
        #expect(interpreter.endingSummary?.leaked == false)
    }

    @Test func quitEndsTheSessionWithItsReportAndLaterLinesAreStillAnswered() async {
        let interpreter = Interpreter()
        _ = await interpreter.start()

        let quit = await interpreter.handle("quit")
        let after = await interpreter.handle("tap sign-in")

        #expect(interpreter.isDone)
        #expect(quit.count == 1)
        if case .summary(let summary) = quit.first {
            #expect(!summary.leaked)
        } else {
            Issue.record("quit should answer with the summary, got \(quit)")
        }
        #expect(refusals(after) == ["the session has ended"])
        #expect(interpreter.finish().isEmpty)
    }

    @Test func aBlankLineAnswersWithAHint() async {
        let interpreter = Interpreter()
        _ = await interpreter.start()

        #expect(await interpreter.handle("   \t") == [.message("type a command, or help for the list")])
        _ = interpreter.finish()
        #expect(interpreter.endingSummary?.leaked == false)
    }

    @Test func helpListsEveryCommandAndTheButtonsOnScreen() async {
        let interpreter = Interpreter()
        _ = await interpreter.start()

        let help = await interpreter.handle("help").compactMap { entry -> String? in
            if case .message(let text) = entry { text } else { nil }
        }

        for command in ["tap", "back", "swipe", "tab", "dismiss", "link", "tree", "help", "quit"] {
            #expect(help.contains { $0.hasPrefix("  \(command)") }, "help does not list \(command)")
        }
        #expect(help.contains("  tap sign-in: go to the sign-in form"))
        _ = interpreter.finish()
        #expect(interpreter.endingSummary?.leaked == false)
    }
}
