import DemoApp
import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// Where two of the explorer's features meet: a recording of awaited work, a trail of a second
/// scene, a trail as a crash reporter's web page gives it back.
@MainActor
@Suite struct SeamTests {
    private static let snippetTrail = [
        "flow app: started",
        "flow app/login: started",
        "navigation app/login: screen WelcomeScreen shown",
        "intent app/login: intent signIn from WelcomeScreen",
        "navigation app/login: screen CredentialsScreen shown",
    ]

    @Test func aTrailWithWindowsLineEndingsReadsAsTheSameBreadcrumbs() async throws {
        let unix = try BreadcrumbTrail(parsing: Self.snippetTrail.joined(separator: "\n"))
        let windows = try BreadcrumbTrail(parsing: Self.snippetTrail.joined(separator: "\r\n") + "\r\n")
        #expect(windows.breadcrumbs == unix.breadcrumbs)
        let replay = try await windows.replay(in: DemoExplorer.make())
        #expect(replay.actions.count == 1)
        let run = await replay.run(in: DemoExplorer.make())
        #expect(run.log == replay.expectedLog && run.isReleased, "\(run.log)")
    }

    @Test func aRecordingFinishedWithARequestInFlightLetsItsAppGo() async throws {
        weak var tree: CoordinatorTree?
        weak var window: AnyObject?
        let recorder = await FlowRecorder(AwaitingStore.explorer())
        tree = recorder.app?.tree
        window = recorder.app?.root
        try await recorder.send(StoreScreen.Intent.signIn, from: StoreScreen.self)
        try await recorder.send(SignInScreen.Intent.submit, from: SignInScreen.self)
        #expect(recorder.app?.responses?.requestsInFlight == ["signIn"])
        let replay = recorder.finish()
        #expect(replay.actions.count == 2)
        #expect(tree == nil && window == nil, "the recorded app outlived finish()")
    }

    @Test func aSessionWithAnAnswerReplaysTwiceToTheSameLogInFreshApps() async throws {
        let recorder = await FlowRecorder(AwaitingStore.explorer())
        try await recorder.send(StoreScreen.Intent.signIn, from: StoreScreen.self)
        try await recorder.send(SignInScreen.Intent.submit, from: SignInScreen.self)
        try await recorder.perform(.respond(request: "signIn", outcome: 1, label: "offline"))
        try await recorder.send(SignInScreen.Intent.submit, from: SignInScreen.self)
        try await recorder.perform(.swipeDown)
        let replay = recorder.finish()
        let first = await replay.run(in: AwaitingStore.explorer())
        let second = await replay.run(in: AwaitingStore.explorer())
        #expect(first.log == replay.expectedLog && second.log == replay.expectedLog, "\(first.log)\n\(second.log)")
        #expect(first.isReleased && second.isReleased)
        #expect(first.findings.isEmpty && second.findings.isEmpty, "\(first.findings)")
    }

    @Test func aTrailOfTheExploredSceneReplaysInItsScene() async throws {
        let explorer = SceneExplorationTests.twoDemoScenes()
        let recorder = await FlowRecorder(explorer)
        var crumbs: [Breadcrumb] = []
        let subscription = recorder.app?.tree.events.subscribe { event in
            guard case .value(let event) = event, let crumb = Breadcrumb(event) else { return }
            crumbs.append(crumb)
        }
        try await recorder.perform(.link("inbox/2"))
        subscription?.cancel()
        recorder.finish()
        let text = crumbs.map(\.description).joined(separator: "\n")
        #expect(text.hasPrefix("[right] "), "\(text)")
        let replay = try await BreadcrumbTrail(parsing: text).replay(in: SceneExplorationTests.twoDemoScenes())
        #expect(replay.actions == [.link("inbox/2")])
        let run = await replay.run(in: SceneExplorationTests.twoDemoScenes())
        #expect(run.log == replay.expectedLog && run.isReleased, "\(run.log)")
        // A trail of the other scene is refused with a typed error.
        let other = text.replacing("[right] ", with: "[left] ")
        let error = await #expect(throws: BreadcrumbTrailError.self) {
            _ = try await BreadcrumbTrail(parsing: other).replay(in: SceneExplorationTests.twoDemoScenes())
        }
        #expect(error?.breadcrumb == 1, "\(String(describing: error))")
    }

    @Test func aTrailOfAWindowTheAppOpensInAnotherSceneReplaysFromTheScenesThatMadeIt() async throws {
        let recorder = await FlowRecorder(WindowsApp.explorer(leaksInNewWindow: false))
        var crumbs: [Breadcrumb] = []
        let subscription = recorder.app?.scenes?.events.subscribe { event in
            guard case .value(let event) = event, let crumb = Breadcrumb(event) else { return }
            crumbs.append(crumb)
        }
        try await recorder.send(HomeScreen.Intent.openWindow, from: HomeScreen.self)
        try await recorder.send(HomeScreen.Intent.openWindow, from: HomeScreen.self)
        try await recorder.send(HomeScreen.Intent.closeWindows, from: HomeScreen.self)
        subscription?.cancel()
        let recorded = recorder.finish()
        let text = crumbs.map(\.description).joined(separator: "\n")
        #expect(text.contains("[window-1] flow window: started"), "\(text)")

        let replay = try await BreadcrumbTrail(parsing: text).replay(in: WindowsApp.explorer(leaksInNewWindow: false))

        #expect(replay.actions == recorded.actions)
        #expect(replay.expectedLog == recorded.expectedLog, "\(replay.expectedLog ?? [])")
        let run = await replay.run(in: WindowsApp.explorer(leaksInNewWindow: false))
        #expect(run.findings.isEmpty && run.isReleased, "\(run.findings)")
    }
}
