import ReactiveCoordinator
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// One test's world: a shelf of screens standing in for the hierarchy, a tree and its log.
///
/// It holds only weak references to what the test creates, so ``expectEverythingReleased`` can
/// check that nothing outlived the test: the leak audit and plain weak references must agree.
@MainActor
final class World {
    let shelf = ScreenShelf()
    let tree: CoordinatorTree
    let log: EventLogRecorder

    init(root: HookCoordinator, named name: String = "app") {
        tree = CoordinatorTree(root: root, named: name)
        log = EventLogRecorder(tree)
        watch(root, "root")
    }

    /// A world whose root is a ``HookCoordinator`` named `app`, set up by `configure`.
    convenience init(configure: (HookCoordinator) -> Void = { _ in }) {
        let root = HookCoordinator()
        configure(root)
        self.init(root: root)
    }

    /// The running root; fails the test if the root has already ended.
    func root(sourceLocation: SourceLocation = #_sourceLocation) throws -> HookCoordinator {
        try #require(tree.root?.hook, sourceLocation: sourceLocation)
    }

    /// Watches an object that must be released by the end of the test.
    func watch(_ object: AnyObject, _ label: String) {
        log.watch(object, label)
    }

    /// A new child named `name` under `parent`, watched.
    @discardableResult
    func startChild(
        _ name: String,
        of parent: HookCoordinator,
        configure: (HookCoordinator) -> Void = { _ in }
    ) throws -> HookCoordinator {
        let child = HookCoordinator()
        configure(child)
        watch(child, name)
        try parent.flow.startChild(child, named: name)
        return child
    }

    /// A new child under `parent` that shows a screen titled `name`, bound to its life, and
    /// routes its intents with `route`.
    @discardableResult
    func startScreenChild(
        _ name: String,
        of parent: HookCoordinator,
        route: @escaping @MainActor (HookCoordinator, ProbeIntent) -> RouteResult = { _, _ in .handled }
    ) throws -> HookCoordinator {
        try startChild(name, of: parent) { [shelf] child in
            child.onStart = { child in child.showAndBind(name, on: shelf, handler: route) }
        }
    }

    /// Taps `intent` on the screen titled `title`; fails the test if no such screen is shown.
    func tap(_ title: String, _ intent: ProbeIntent, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let screen = shelf.screen(titled: title) else {
            Issue.record("no screen titled \(title)", sourceLocation: sourceLocation)
            return
        }
        screen.tap(intent)
    }

    /// Tears the tree down, clears the hierarchy, and checks that nothing it made is alive.
    func expectEverythingReleased(sourceLocation: SourceLocation = #_sourceLocation) {
        log.expectEverythingReleased(
            afterClearing: shelf.removeAll, sourceLocation: sourceLocation)
    }
}
