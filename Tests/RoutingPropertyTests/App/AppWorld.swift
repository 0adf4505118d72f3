import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting

/// One case's app: a window the test owns, the tree, and its recorded event log.
///
/// The world holds the window and nothing else the app made: coordinators are owned by the
/// tree, screens by the window, so clearing the window must release everything.
@MainActor
final class AppWorld {
    let window = HeadlessWindow()
    let registry = ObjectRegistry()
    let env: AppEnvironment
    let tree: CoordinatorTree
    let recorder: EventLogRecorder
    /// How the last deep link to end during the current action ended, if it failed.
    var linkFailure: DeepLinkFailure?

    /// - Parameter restoring: Whether a restoration record will start the tab flows (the app
    ///   then starts only itself).
    init(restoring: Bool = false) {
        env = AppEnvironment(window: window, registry: registry)
        tree = CoordinatorTree(root: AppCoordinator(env: env, restoring: restoring))
        recorder = EventLogRecorder(tree)
    }

    func start() throws {
        try tree.start()
    }

    /// Empties the window, as the end of a session does: nothing the app made may survive it.
    func clearHierarchy() {
        _ = try? window.setRoot(nil)
    }
}
