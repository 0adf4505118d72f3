import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Streams
import TestSupport
import Testing

@MainActor
struct SceneTests {
    /// Every event of `scenes` as `[scene] path: what happened`.
    @MainActor
    private final class SceneLog {
        var lines: [String] = []
        var subscription: MainActorSubscription?

        init(_ scenes: HeadlessScenes) {
            subscription = scenes.events.subscribe { [weak self] event in
                guard case .value(let event) = event else { return }
                self?.lines.append("[\(event.scene ?? "-")] \(event.path): \(event.kind)")
            }
        }

        func take() -> [String] {
            defer { lines.removeAll() }
            return lines
        }
    }

    private func document(in window: HeadlessWindow?) -> String? {
        (window?.root as? DocumentScreen)?.document
    }

    @Test func closingASceneEndsOnlyItsFlowsWithAReasonOfItsOwn() throws {
        var watched: [WeakBox] = []
        do {
            // snippet: two-scenes
            let scenes = HeadlessScenes()
            try scenes.connect("left") { window in DocumentCoordinator(window: window, document: "notes") }
            try scenes.connect("right") { window in DocumentCoordinator(window: window, document: "todo") }
            scenes.userClosesScene("left")  // left's root ends "torn down (scene closed)", its children first
            // end snippet
            #expect(scenes.sceneIDs == ["right"])
            #expect(scenes.window(of: "left") == nil)
            #expect(document(in: scenes.window(of: "right")) == "todo")

            let log = SceneLog(scenes)
            let right = try #require(scenes.window(of: "right"))
            watched.append(WeakBox(right, "right's window"))
            watched.append(WeakBox(try #require(right.root), "right's document"))
            scenes.userClosesScene("right")
            #expect(log.take() == ["[right] document: torn down (scene closed)"])
            #expect(scenes.sceneIDs.isEmpty)

            let reports = scenes.leakReports()
            #expect(reports.map(\.scene) == ["left", "right"])
            #expect(reports.allSatisfy { $0.alive.isEmpty })
            #expect(reports[0].description.hasPrefix("scene left\ncoordinators: 1 created, 1 released"))
        }
        for box in watched { #expect(box.object == nil, "\(box.label) is still alive") }
    }

    @Test func eventsOfEveryScenesTreeArriveOnOneStreamNamingTheScene() throws {
        let scenes = HeadlessScenes()
        let log = SceneLog(scenes)
        try scenes.connect("a") { DocumentCoordinator(window: $0, document: "notes") }
        try scenes.connect("b") { DocumentCoordinator(window: $0, document: "todo") }
        (scenes.window(of: "a")?.root as? DocumentScreen)?.intents.send(.close)
        #expect(
            log.take() == [
                "[a] document: started",
                "[a] document: routes DocumentScreen",
                "[b] document: started",
                "[b] document: routes DocumentScreen",
                "[a] document: intent close from DocumentScreen",
                "[a] document: routed close",
                "[a] document: torn down (finished)",
            ])
        let tree = try #require(scenes.tree(of: "b"))
        #expect(tree.scene == "b")
        let recorder = EventLogRecorder(tree)
        scenes.userClosesScene("b")
        try recorder.expect(["document: torn down (scene closed)"])
        scenes.userClosesScene("a")
        #expect(scenes.leakReports().allSatisfy { $0.alive.isEmpty })
    }

    @Test func connectingASceneTwiceIsRefused() throws {
        let scenes = HeadlessScenes()
        try scenes.connect("a") { DocumentCoordinator(window: $0, document: "notes") }
        #expect(throws: CoordinatorError.alreadyStarted(path: "scene a")) {
            try scenes.connect("a") { DocumentCoordinator(window: $0, document: "other") }
        }
        scenes.userClosesScene("a")
        #expect(scenes.leakReports().allSatisfy { $0.alive.isEmpty })
    }

    @Test func restorationIsKeptPerSceneIdentifier() throws {
        let scenes = HeadlessScenes()
        try scenes.connect("a") { DocumentCoordinator(window: $0, document: "notes") }
        try scenes.connect("b") { DocumentCoordinator(window: $0, document: "todo") }
        #expect(Set(scenes.restorationRecords().keys) == ["a", "b"])

        scenes.systemDisconnectsScene("a")
        #expect(Set(scenes.savedRecords.keys) == ["a"])
        let report = try scenes.connect("a") { DocumentCoordinator(window: $0, document: "untitled") }
        #expect(report?.dropped == nil)
        #expect(document(in: scenes.window(of: "a")) == "notes", "a got its own document back")
        #expect(document(in: scenes.window(of: "b")) == "todo")
        #expect(scenes.savedRecords.isEmpty, "a record is used once")

        // The user closing a scene discards its session, and its record.
        scenes.systemDisconnectsScene("b")
        scenes.userClosesScene("b")
        #expect(scenes.savedRecords.isEmpty)
        #expect(try scenes.connect("b") { DocumentCoordinator(window: $0, document: "untitled") } == nil)
        #expect(document(in: scenes.window(of: "b")) == "untitled")
        scenes.userClosesScene("a")
        scenes.userClosesScene("b")
        #expect(scenes.leakReports().allSatisfy { $0.alive.isEmpty })
    }

    @Test func aLinkTargetsASceneOrOpensANewOne() async throws {
        let scenes = HeadlessScenes()
        try scenes.connect("a") { DocumentCoordinator(window: $0, document: "notes") }
        try await scenes.open(DeepLink(OpenDocument(name: "recipes")), inScene: "a")
        #expect(document(in: scenes.window(of: "a")) == "recipes")
        try await scenes.open(DeepLink(OpenDocument(name: "travel")), inNewScene: "c") {
            DocumentCoordinator(window: $0, document: "untitled")
        }
        #expect(scenes.sceneIDs == ["a", "c"])
        #expect(document(in: scenes.window(of: "c")) == "travel")
        await #expect(throws: DeepLinkError.treeNotRunning) {
            try await scenes.open(DeepLink(OpenDocument(name: "x")), inScene: "nowhere")
        }
        scenes.userClosesScene("a")
        scenes.userClosesScene("c")
        #expect(scenes.leakReports().allSatisfy { $0.alive.isEmpty })
    }

    @Test func closingASceneTakesItsAlertAwayAsASystemDismissal() throws {
        let scenes = HeadlessScenes()
        let outcomes = OutcomeLog<DraftChoice>()
        try scenes.connect("a") { DocumentCoordinator(window: $0, document: "notes", alertLog: outcomes) }
        #expect(scenes.window(of: "a")?.shownAlert != nil)
        scenes.userClosesScene("a")
        #expect(outcomes.outcomes == [.dismissed(.system)])
        #expect(scenes.leakReports().allSatisfy { $0.alive.isEmpty })
    }
}
