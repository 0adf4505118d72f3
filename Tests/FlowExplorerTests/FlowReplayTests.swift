import DemoApp
import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

@MainActor
@Suite struct FlowReplayTests {
    @Test func actionsAndPositionsRoundTripThroughJSON() throws {
        // snippet: actions
        let actions: [FlowAction] = [
            .intent(screen: [0], type: "InboxScreen", index: 0, label: "open(id: 1)"),
            .back(stack: []),
        ]
        // end snippet
        // snippet: position
        let inbox: ScreenPosition = [0, 0, 0]  // the window's root tabs, the first tab, its first screen
        #expect(inbox.description == "0.0.0")
        // end snippet
        let every: [FlowAction] =
            actions + [
                .backMenu(stack: [0, 0], keeping: 1), .interactivePop(stack: [0, 0], completes: false), .swipeDown,
                .sheetDrag(completes: true), .dismissLevel(0), .selectTab(tabs: [0], index: 1),
                .writeSelection(tabs: [0], index: 0), .closeSecondary(split: [1]), .link("mail://inbox/1"),
                .alertButton(index: 1, title: "Discard"), .alertDismissedBySystem,
                .respond(request: "signIn", outcome: 1, label: "offline"),
            ]
        let replay = FlowReplay(actions: every, expectedLog: ["inbox: started"])
        let data = try JSONEncoder().encode(replay)
        #expect(try JSONDecoder().decode(FlowReplay.self, from: data) == replay)
        let json = try #require(String(data: try JSONEncoder().encode(ScreenPosition([0, 2])), encoding: .utf8))
        #expect(json == "[0,2]")
        #expect(Set(every).count == every.count)
    }

    @Test func aReplayPlaysTheActionsAndComparesTheWholeLog() async {
        // snippet: replay
        let replay = FlowReplay(
            actions: [.intent(screen: [0], type: "InboxScreen", index: 0, label: "open(id: 1)")],
            expectedLog: [
                "inbox: started",
                "inbox: bound to InboxScreen",
                "inbox: intent open(id: 1) from InboxScreen",
                "inbox: child added: message",
                "inbox/message: started",
                "inbox/message: bound to MessageScreen",
                "inbox: routed open(id: 1)",
            ])
        await replay.check(in: MailApp.uikitExplorer())  // an issue of the running test for each difference
        // end snippet
        let run = await replay.run(in: MailApp.uikitExplorer())
        #expect(run.actionsPlayed == 1 && run.findings.isEmpty && run.log == replay.expectedLog)
        #expect(run.isReleased)
    }

    @Test func aLogThatDiffersIsOneFailureWithADiff() async throws {
        let replay = FlowReplay(
            actions: [.intent(screen: [0], type: "InboxScreen", index: 0, label: "open(id: 1)")],
            expectedLog: ["inbox: started", "inbox: bound to InboxScreen"])
        let failures = await replay.check(in: MailApp.uikitExplorer(), reporter: FailureReporter { _ in true })
        #expect(await replay.run(in: MailApp.uikitExplorer()).isReleased)
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.message.hasPrefix("event log differs from expectation (- expected, + actual):"))
        #expect(failure.message.contains("+ inbox: child added: message"))
    }

    @Test func anActionThatDoesNotApplyStopsTheReplayAndSaysWhich() async throws {
        let replay = FlowReplay(actions: [
            .back(stack: []),  // a stack of one screen has no back button
            .intent(screen: [0], type: "InboxScreen", index: 0, label: "open(id: 1)"),
        ])
        let run = await replay.run(in: MailApp.uikitExplorer())
        #expect(run.actionsPlayed == 0)
        let finding = try #require(run.findings.first)
        #expect(finding.kind == .replayDiverged)
        #expect(finding.message == "action 1 (back on root) does not apply")
        #expect(run.log == ["inbox: started", "inbox: bound to InboxScreen"])
        #expect(run.isReleased)
    }

    @Test func aSavedReplayWithAnyNumberInItsActionsStopsAtTheFirstThatDoesNotApplyAndNeverTraps() async throws {
        // A replay read from a file may hold any number: a position, a level or an answer that
        // names nothing in the app does not apply. The first of these trapped (`index - 1` of
        // `Int.min` under a window).
        let saved =
            #"{"actions":[{"intent":{"screen":[-9223372036854775808],"type":"WelcomeScreen","#
            + #""index":0,"label":"signIn"}}]}"#
        let extremes: [FlowAction] = [
            .intent(screen: [Int.max, Int.min], type: "WelcomeScreen", index: Int.min, label: ""),
            .back(stack: [Int.min]), .backMenu(stack: [0], keeping: Int.min), .backMenu(stack: [0], keeping: Int.max),
            .interactivePop(stack: [Int.min, 0], completes: true), .beginInteractivePop(stack: [Int.max]),
            .dismissLevel(Int.min), .dismissLevel(Int.max), .selectTab(tabs: [Int.min], index: Int.max),
            .writeSelection(tabs: [0], index: Int.min), .closeSecondary(split: [Int.max]),
            .alertButton(index: Int.min, title: ""), .respond(request: "", outcome: Int.min, label: ""),
        ]
        let replays =
            [try JSONDecoder().decode(FlowReplay.self, from: Data(saved.utf8))]
            + extremes.map { FlowReplay(actions: [$0]) }
        for replay in replays {
            let run = await replay.run(in: DemoExplorer.make())
            #expect(run.actionsPlayed == 0 && run.findings.map(\.kind) == [.replayDiverged], "\(replay.actions)")
            #expect(run.isReleased)
        }
    }

    @Test func aRecordedSessionReplaysTheFindingItRecorded() async throws {
        let json = """
            {"actions": [
              {"intent": {"screen": [0], "type": "InboxScreen", "index": 0, "label": "open(id: 1)"}},
              {"back": {"stack": []}}
            ]}
            """
        let replay = try JSONDecoder().decode(FlowReplay.self, from: Data(json.utf8))
        #expect(replay.expectedLog == nil)
        let run = await replay.run(in: MailApp.uikitExplorer(.handlerCapturesScreen))
        #expect(run.actionsPlayed == 2)
        #expect(run.findings.map(\.kind) == [.zombieCoordinator])
        let clean = await replay.run(in: MailApp.uikitExplorer())
        #expect(clean.actionsPlayed == 2 && clean.findings.isEmpty)
        #expect(run.isReleased && clean.isReleased)
    }
}
