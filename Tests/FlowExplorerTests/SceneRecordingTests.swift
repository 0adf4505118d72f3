import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// A scene's tree is made inside `HeadlessScenes.connect`: a recorder of the scenes follows it
/// from its first event.
@MainActor
@Suite struct SceneRecordingTests {
    @Test func aRecorderOfScenesFollowsTheTreesConnectMakesFromTheirStart() async throws {
        weak var tree: CoordinatorTree?
        weak var window: HeadlessWindow?
        do {
            // snippet: scenes
            let scenes = HeadlessScenes()
            let log = EventLogRecorder(scenes)
            try scenes.connect("a", named: "app") { window in WindowRootCoordinator(window: window) }
            try log.expect(["[a] app: started", "[a] app: bound to LoginScreen"])
            // end snippet
            try scenes.connect("b", named: "app") { window in WindowRootCoordinator(window: window) }
            try log.expect(["[b] app: started", "[b] app: bound to LoginScreen"])
            (tree, window) = (scenes.tree(of: "a"), scenes.window(of: "a"))
            scenes.userClosesScene("a")
            scenes.userClosesScene("b")
            await log.settle()
            try log.expect(["[a] app: torn down (scene closed)", "[b] app: torn down (scene closed)"])
            #expect(scenes.sceneIDs.isEmpty)
            #expect(scenes.leakReports().allSatisfy { $0.leaks.isEmpty })
        }
        // The scenes keep closed trees for their leak reports; they go with the scenes.
        #expect(tree == nil && window == nil)
    }
}

/// A root bound to a login screen it shows as its window's root.
final class WindowRootCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    init(window: HeadlessWindow) { self.window = window }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let login = LoginScreen()
        flow.setRoot(login, in: window)
        flow.bind(to: login) { _ in .handled }
    }
}
