import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

/// A session played on a fresh app, as a user would, becomes a replay that reproduces its log.
@MainActor
@Suite struct FlowRecorderTests {
    @Test func aRecordedSessionReplaysToTheSameLogAndSurvivesJSON() async throws {
        // snippet: record
        let recorder = await FlowRecorder(MailApp.explorer())
        try await recorder.send(LoginScreen.Intent.signIn, from: LoginScreen.self)
        try await recorder.send(InboxScreen.Intent.open(id: 2), from: InboxScreen.self)
        try await recorder.perform(.back(stack: [0, 0]))
        let replay = recorder.finish()  // the actions and the log they made
        // end snippet
        #expect(
            replay.actions == [
                .intent(screen: [0], type: "LoginScreen", index: 0, label: "signIn"),
                .intent(screen: [0, 0, 0], type: "InboxScreen", index: 1, label: "open(id: 2)"),
                .back(stack: [0, 0]),
            ])
        let log = try #require(replay.expectedLog)
        #expect(log.contains("app/main/inbox/message: torn down (screen released)"), "\(log)")
        let decoded = try JSONDecoder().decode(FlowReplay.self, from: try JSONEncoder().encode(replay))
        #expect(await decoded.check(in: MailApp.explorer()).isEmpty)
    }

    @Test func whatTheUserCannotDoNowIsRefusedAndNotRecorded() async throws {
        let recorder = await FlowRecorder(MailApp.explorer())
        await #expect(throws: FlowRecorderError.self) {
            try await recorder.send(InboxScreen.Intent.compose, from: InboxScreen.self)  // still signed out
        }
        await #expect(throws: FlowRecorderError.self) { try await recorder.perform(.swipeDown) }
        weak let tree = recorder.app?.tree
        let replay = recorder.finish()
        #expect(replay.actions.isEmpty)
        #expect(
            replay.expectedLog == [
                "app: started", "app: child added: login", "app/login: started", "app/login: bound to LoginScreen",
            ])
        #expect(tree == nil)
    }

    @Test func aSessionWhileARequestIsInFlightIsRecordedWithTheAnswer() async throws {
        let recorder = await FlowRecorder(AwaitingStore.explorer())
        try await recorder.send(StoreScreen.Intent.signIn, from: StoreScreen.self)
        try await recorder.send(SignInScreen.Intent.submit, from: SignInScreen.self)
        try await recorder.perform(.respond(request: "signIn", outcome: 0, label: "success"))
        let replay = recorder.finish()
        #expect(replay.actions.last == .respond(request: "signIn", outcome: 0, label: "success"))
        #expect(await replay.check(in: AwaitingStore.explorer()).isEmpty)
    }
}
