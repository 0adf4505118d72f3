import DemoApp
import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// The explorer and the recorder follow every tree of a `HeadlessScenes`: the user's actions are
/// played in one scene's window, and every scene's tree is checked, the ones connected later and
/// the closed ones included.
@MainActor
@Suite struct SceneExplorationTests {
    /// The demo in two scenes, signed in as `ada`: the left one closed, the user's actions played
    /// in the right one.
    static func twoDemoScenes() -> FlowExplorer {
        let explorer = FlowExplorer {
            // snippet: scenes-app
            let scenes = HeadlessScenes()
            _ = try? DemoExplorer.connect("left", to: scenes, rememberedUser: "ada")
            let signedIn = try? DemoExplorer.connect("right", to: scenes, rememberedUser: "ada")
            scenes.userClosesScene("left")
            return ExploredApp(scenes: scenes, exploring: "right", distinguishingState: signedIn)
            // end snippet
        }
        DemoExplorer.configure(explorer)
        explorer.reproductionExpression = "SceneExplorationTests.twoDemoScenes()"
        return explorer
    }

    @Test func theDemoInTwoScenesOneClosedHasNoFindingAndLetsEveryAppGo() async {
        let report = await Self.twoDemoScenes().explore(depth: 4)
        print(report.summary)
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.statesVisited > 50, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
        // The links are checked against the demo's contracts in the explored scene.
        #expect(!report.landings.cells.isEmpty && report.landings.broken.isEmpty, "\(report.landings)")
    }

    @Test func theSceneLeftOpenIsExploredWithItsLinesNamedByScene() async throws {
        let run = await FlowReplay(actions: [.link("inbox/2")]).run(in: Self.twoDemoScenes())
        #expect(run.findings.isEmpty, "\(run.findings)")
        #expect(run.isReleased)
        // The builder connected and closed the scenes before the explorer listened.
        #expect(run.log.first == "[right] app/main/inbox: deep link step 0: show(id: 2)", "\(run.log)")
        #expect(run.log.allSatisfy { $0.hasPrefix("[right] ") }, "\(run.log)")
    }

    @Test func aLeakInASceneConnectedLaterIsFoundWithItsShortestSequence() async throws {
        let report = await WindowsApp.explorer(leaksInNewWindow: true).explore(depth: 3)
        let finding = try #require(report.findings.first, "\(report)")
        #expect(finding.kind == .leak, "\(report)")
        #expect(finding.message.contains("at window: "), "\(finding.message)")
        #expect(finding.actions == [.intent(screen: [0], type: "HomeScreen", index: 0, label: "openWindow")])
        #expect(finding.eventLog.contains("[window-1] window: started"), "\(finding.eventLog)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func scenesConnectedAndClosedByTheAppGiveNoFalseFinding() async {
        let report = await WindowsApp.explorer(leaksInNewWindow: false).explore(depth: 4)
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.isComplete, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func aSessionRecordedInAScenePlaysIntentsGesturesLinksAndAlertAnswersAndReplaysToTheSameLog() async throws {
        let recorder = await FlowRecorder(Self.twoDemoScenes())
        weak let tree = recorder.app?.tree
        weak let scenes = recorder.app?.scenes
        func tap(_ label: String, on type: String) async throws {
            let action = recorder.availableActions.first {
                guard case .intent(_, type, _, label) = $0 else { return false }
                return true
            }
            try await recorder.perform(try #require(action, "no \(type).\(label) in \(recorder.availableActions)"))
        }
        try await tap("open(id: 3)", on: "InboxScreen")
        try await recorder.perform(.back(stack: [0, 0]))
        try await tap("compose", on: "InboxScreen")
        try await tap("type(text: \"hello\")", on: "ComposeScreen")
        try await recorder.perform(.swipeDown)  // a draft: its guard asks
        try await recorder.perform(.alertButton(index: 1, title: "Keep Editing"))
        try await recorder.perform(.link("settings/account"))  // the draft's guard asks again
        try await recorder.perform(.alertButton(index: 0, title: "Discard"))  // and the link lands
        try await recorder.perform(.selectTab(tabs: [0], index: 0))
        let replay = recorder.finish()
        #expect(tree == nil && scenes == nil)
        let log = try #require(replay.expectedLog)
        #expect(
            log.contains("[right] app/main/inbox/compose: \"Discard this draft?\": user chose \"Discard\" (discard)"))
        #expect(log.contains("[right] app/main/settings: deep link step 0: account"), "\(log)")
        // Through JSON, as a recorded session is kept, into a fresh app.
        let decoded = try JSONDecoder().decode(FlowReplay.self, from: try JSONEncoder().encode(replay))
        #expect(await decoded.check(in: Self.twoDemoScenes()).isEmpty)
    }
}

/// An app that opens windows of its own: its home screen connects a new scene, and closes the
/// ones it opened.
@MainActor
enum WindowsApp {
    static func explorer(leaksInNewWindow: Bool) -> FlowExplorer {
        let explorer = FlowExplorer {
            let scenes = HeadlessScenes()
            _ = try? scenes.connect("main") { window in
                HomeCoordinator(window: window, scenes: scenes, leaksInNewWindow: leaksInNewWindow)
            }
            return ExploredApp(scenes: scenes, exploring: "main")
        }
        explorer.intents(of: HomeScreen.self)
        explorer.reproductionExpression = "WindowsApp.explorer(leaksInNewWindow: \(leaksInNewWindow))"
        return explorer
    }
}

@MainActor final class HomeScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case openWindow, closeWindows }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "home" }
}

@MainActor final class DocumentScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable { case edit }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "document" }
}

final class HomeCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    weak var scenes: HeadlessScenes?
    let leaksInNewWindow: Bool
    private var opened = 0

    init(window: HeadlessWindow, scenes: HeadlessScenes, leaksInNewWindow: Bool) {
        (self.window, self.scenes, self.leaksInNewWindow) = (window, scenes, leaksInNewWindow)
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let home = HomeScreen()
        flow.setRoot(home, in: window)
        flow.bind(to: home) { intent in
            guard let scenes = self.scenes else { return .handled }
            switch intent {
            case .openWindow where self.opened < 2:
                self.opened += 1
                _ = try? scenes.connect("window-\(self.opened)", named: "window") { window in
                    DocumentCoordinator(window: window, leaks: self.leaksInNewWindow)
                }
            case .openWindow: break
            case .closeWindows:
                for id in scenes.sceneIDs where id != "main" { scenes.userClosesScene(id) }
            }
            return .handled
        }
    }
}

final class DocumentCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    let leaks: Bool
    /// The mistake: a screen the flow routes and keeps, never shown.
    private var kept: DocumentScreen?

    init(window: HeadlessWindow, leaks: Bool) { (self.window, self.leaks) = (window, leaks) }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let document = DocumentScreen()
        flow.setRoot(document, in: window)
        flow.bind(to: document) { _ in .handled }
        if leaks {
            let kept = DocumentScreen()
            self.kept = kept
            flow.route(kept) { _ in .handled }
        }
    }
}
