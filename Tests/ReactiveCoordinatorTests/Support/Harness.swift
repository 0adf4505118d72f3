import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// One test's world: a screen holder standing in for the hierarchy, a tree, and its log.
///
/// It keeps only weak references to what a test creates, so ``expectEverythingReleased`` can
/// check that nothing outlived the test: the tree's leak audit and plain weak references must
/// agree.
@MainActor
final class Harness {
    let holder = ScreenHolder()
    /// The headless hierarchy, for tests that need UIKit's container rules.
    let window = HeadlessWindow()
    private(set) var tree: CoordinatorTree!
    private(set) var log: EventLogRecorder!

    /// A world whose root shows its screens in the holder.
    ///
    /// - Parameters:
    ///   - name: The root's name; by default derived from its type name.
    ///   - root: Makes the root coordinator.
    init(named name: String? = nil, root: (ScreenHolder) -> some Coordinator) {
        tree = CoordinatorTree(root: root(holder), named: name)
        log = EventLogRecorder(tree)
    }

    private init(named name: String?, window root: (HeadlessWindow) -> some Coordinator) {
        tree = CoordinatorTree(root: root(window), named: name)
        log = EventLogRecorder(tree)
    }

    /// A world whose root shows its screens in the headless window.
    static func windowed(named name: String? = nil, root: (HeadlessWindow) -> some Coordinator) -> Harness {
        Harness(named: name, window: root)
    }

    /// The root coordinator, as the test made it, while it runs.
    func root<Root: Coordinator>(
        as type: Root.Type = Root.self, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Root {
        try #require(tree.root?.coordinator as? Root, sourceLocation: sourceLocation)
    }

    func start() throws {
        try tree.start()
    }

    /// Watches an object that must be released by the end of the test.
    func watch(_ object: AnyObject, _ label: String) {
        log.watch(object, label)
    }

    /// Taps an intent on the most recently shown screen that publishes this intent type.
    func tap<Intent: Sendable>(_ intent: Intent, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let screen = holder.screens.last(where: { $0 is TestScreen<Intent> }) as? TestScreen<Intent> else {
            Issue.record("no screen shows \(Intent.self)", sourceLocation: sourceLocation)
            return
        }
        screen.tap(intent)
    }

    /// Removes the most recently shown screen, as the user's back button or swipe would.
    func releaseTopScreen() {
        if let top = holder.screens.last { holder.remove(top) }
    }

    /// Tears the tree down, clears the hierarchy, and checks that nothing it made is alive.
    func expectEverythingReleased(sourceLocation: SourceLocation = #_sourceLocation) {
        log.expectEverythingReleased(
            afterClearing: { [holder, window] in
                holder.removeAll()
                try window.setRoot(nil)
            }, sourceLocation: sourceLocation)
    }

    /// As ``expectEverythingReleased``, once the work the tree's coordinators own has returned:
    /// cancelling the tree cancels that work, which holds its coordinator until it returns.
    func expectEverythingReleasedOnceSettled(sourceLocation: SourceLocation = #_sourceLocation) async {
        tree.cancel()
        await tree.settle()
        expectEverythingReleased(sourceLocation: sourceLocation)
    }
}

extension Harness {
    /// Starts `depth` coordinators below a ``NodeCoordinator`` root, each the one child of the one
    /// above, named by their level (1 is the root's child), and returns the deepest.
    func startChain(
        of depth: Int, named name: (_ level: Int) -> String = { _ in "c" }
    ) throws -> NodeCoordinator {
        var leaf = try root(as: NodeCoordinator.self)
        for level in 1...depth {
            let next = NodeCoordinator()
            try leaf.flow.startChild(next, named: name(level))
            leaf = next
        }
        return leaf
    }

    /// Starts, below `parent`, a tree whose walks cross the 256 levels the library's walks go by
    /// recursion: `a`, then `b` holding `b1` and `b2`; below `a` a chain of 300 named `c`, whose
    /// deepest holds `x`, then `y` holding `y1`.
    func startBranchesAcross256Levels(under parent: NodeCoordinator) throws {
        let (a, b) = (NodeCoordinator(), NodeCoordinator())
        try parent.flow.startChild(a, named: "a")
        try parent.flow.startChild(b, named: "b")
        try b.flow.startChild(NodeCoordinator(), named: "b1")
        try b.flow.startChild(NodeCoordinator(), named: "b2")
        var deepest = a
        for _ in 1...300 {
            let next = NodeCoordinator()
            try deepest.flow.startChild(next, named: "c")
            deepest = next
        }
        let y = NodeCoordinator()
        try deepest.flow.startChild(NodeCoordinator(), named: "x")
        try deepest.flow.startChild(y, named: "y")
        try y.flow.startChild(NodeCoordinator(), named: "y1")
    }
}
