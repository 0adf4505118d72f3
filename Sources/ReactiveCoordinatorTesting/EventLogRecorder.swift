public import ReactiveCoordinator
public import ReactiveCoordinatorHeadless

/// Records a tree's event log so a test can state, exhaustively, what a user action caused.
///
/// In the spirit of a test store: each ``expect(_:fileID:filePath:line:column:)`` names every
/// event since the previous assertion, in order, and reports a readable diff when one is missing
/// or one nobody asserted appeared. A failed expectation is recorded and the test carries on, so
/// one run shows every step that differs. Inside a Swift Testing test each failure is an issue at
/// the line that asked; elsewhere pass a ``FailureReporter``, or let `expect` throw its
/// ``EventLogMismatch``, which XCTest reports too. The library itself depends on no test framework.
///
/// <!-- mirrors Examples/ExampleFlowsTests/QuickStartTests.swift#recorder -->
/// ```swift
/// let stack = HeadlessStack()
/// let tree = CoordinatorTree(root: InboxCoordinator(stack: stack))
/// let log = EventLogRecorder(tree)
///
/// try tree.start()
/// try log.expect(["inbox: started", "inbox: bound to InboxScreen"])
///
/// (stack.screens.last as? InboxScreen)?.intents.send(.open(id: 7))
/// try log.expect([
///     "inbox: intent open(id: 7) from InboxScreen",
///     "inbox: child added: message",
///     "inbox/message: started",
///     "inbox/message: bound to MessageScreen",
///     "inbox: routed open(id: 7)",
/// ])
///
/// stack.userTapsBack()  // like UIKit's back button, it tells no coordinator
/// try log.expect([
///     "inbox/message: torn down (screen released)",
///     "inbox: child message ended: screen released",
/// ])
///
/// log.expectEverythingReleased { try stack.setScreens([]) }
/// ```
///
/// Each event reads as `path: what happened`, the event's `CoordinatorEvent.kind`
/// description after its path; payloads render without module names (see `LoggedValue`). To
/// write a new expectation, start with `try recorder.expect([])`: the failure lists every event
/// as a `+` line, then again as Swift string literals, escaped, ready to paste once you have
/// read them.
///
/// ## Contract
/// - Recording starts when the recorder is created; earlier events are not seen.
/// - Events are recorded synchronously, as the tree logs them on the main actor.
/// - An expectation consumes the events it checked, whether it passed or failed, so one
///   failure does not cascade into the next step.
/// - Every failure is kept in ``failures``, whether a reporter took it or not.
/// - The recorder holds the tree weakly: it never keeps alive what a test checks is released.
@MainActor
public final class EventLogRecorder {
    /// Every event recorded, asserted or not.
    public private(set) var events: [CoordinatorEvent] = []
    /// Every failed check so far, in order.
    public private(set) var failures: [CheckFailure] = []
    /// How much of the log each ``expect(_:fileID:filePath:line:column:)`` must name.
    public var exhaustivity: Exhaustivity
    weak var tree: CoordinatorTree?
    /// The scenes whose trees it follows, when it records `HeadlessScenes`.
    weak var scenes: HeadlessScenes?
    /// Whether lines name their scene: when it records scenes.
    private var namesScenes = false
    let reporter: FailureReporter
    var watched: [(object: Weak, label: String)] = []
    private var consumed = 0
    private var subscription: MainActorSubscription?

    /// Starts recording a tree's events.
    ///
    /// - Parameters:
    ///   - tree: The tree whose log to record.
    ///   - exhaustivity: Whether each expectation names every event (the default) or only some.
    ///   - reporter: Where failures go; by default Swift Testing's issues, inside a test.
    public init(
        _ tree: CoordinatorTree, exhaustivity: Exhaustivity = .exhaustive, reporter: FailureReporter = .automatic
    ) {
        self.tree = tree
        self.exhaustivity = exhaustivity
        self.reporter = reporter
        subscription = tree.events.subscribe { [weak self] event in
            guard case .value(let event) = event else { return }
            self?.events.append(event)
        }
    }

    /// Starts recording every scene of a `HeadlessScenes`: the scenes connected now and those
    /// connected later, whose trees `connect` makes.
    ///
    /// Each line names its scene in brackets first (`[a] app: started`), so a test tells the
    /// scenes apart. ``settle()`` settles every connected scene's tree. The leak checks read a
    /// single tree: use `HeadlessScenes.leakReports()` for scenes.
    ///
    /// <!-- mirrors Tests/FlowExplorerTests/SceneRecordingTests.swift#scenes -->
    /// ```swift
    /// let scenes = HeadlessScenes()
    /// let log = EventLogRecorder(scenes)
    /// try scenes.connect("a", named: "app") { window in WindowRootCoordinator(window: window) }
    /// try log.expect(["[a] app: started", "[a] app: bound to LoginScreen"])
    /// ```
    ///
    /// - Parameters:
    ///   - scenes: The scenes whose trees' logs to record.
    ///   - exhaustivity: Whether each expectation names every event (the default) or only some.
    ///   - reporter: Where failures go; by default Swift Testing's issues, inside a test.
    public init(
        _ scenes: HeadlessScenes, exhaustivity: Exhaustivity = .exhaustive, reporter: FailureReporter = .automatic
    ) {
        self.scenes = scenes
        self.namesScenes = true
        self.exhaustivity = exhaustivity
        self.reporter = reporter
        subscription = scenes.events.subscribe { [weak self] event in
            guard case .value(let event) = event else { return }
            self?.events.append(event)
        }
    }

    /// Every recorded event as a `path: what happened` line (`[scene] path: what happened` when
    /// it records scenes).
    public var lines: [String] {
        events.map(line(of:))
    }

    /// The lines of the events no expectation has consumed yet.
    public var unassertedLines: [String] {
        events[consumed...].map(line(of:))
    }

    private func line(of event: CoordinatorEvent) -> String {
        guard namesScenes, let scene = event.scene else { return Self.line(event) }
        return "[\(scene)] " + Self.line(event)
    }

    /// Consumes and returns the events since the last assertion, without checking them.
    ///
    /// Use it to skip set-up noise before the step a test is about.
    ///
    /// - Returns: The skipped lines.
    @discardableResult
    public func skipReceivedEvents() -> [String] {
        defer { consumed = events.count }
        return unassertedLines
    }

    /// Checks the events since the last assertion against `expected`: exactly these, in order,
    /// or, when ``exhaustivity`` is ``Exhaustivity/nonExhaustive``, these in order among others.
    ///
    /// - Parameters:
    ///   - expected: One `path: what happened` line per event.
    ///   - fileID: Where the check was asked for; leave the default.
    ///   - filePath: Where the check was asked for; leave the default.
    ///   - line: Where the check was asked for; leave the default.
    ///   - column: Where the check was asked for; leave the default.
    /// - Throws: ``EventLogMismatch`` with a diff when anything differs and the reporter did not
    ///   take the failure (outside a Swift Testing test, with the automatic reporter). The
    ///   events are consumed either way.
    public func expect(
        _ expected: [String], fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) throws(EventLogMismatch) {
        let actual = skipReceivedEvents()
        let matches =
            switch exhaustivity {
            case .exhaustive: actual == expected
            case .nonExhaustive: Self.isInOrder(expected, in: actual)
            }
        guard !matches else { return }
        let mismatch = EventLogMismatch(expected: expected, actual: actual, exhaustivity: exhaustivity)
        let failure = CheckFailure(
            mismatch.description, fileID: fileID, filePath: filePath, line: line, column: column)
        guard record(failure) else { throw mismatch }
    }

    /// Checks that nothing happened since the last assertion, whatever the ``exhaustivity``.
    ///
    /// - Parameters:
    ///   - fileID: Where the check was asked for; leave the default.
    ///   - filePath: Where the check was asked for; leave the default.
    ///   - line: Where the check was asked for; leave the default.
    ///   - column: Where the check was asked for; leave the default.
    /// - Throws: ``EventLogMismatch`` listing the events nobody asserted, when the reporter did
    ///   not take the failure.
    public func expectNoMoreEvents(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) throws(EventLogMismatch) {
        let actual = skipReceivedEvents()
        guard !actual.isEmpty else { return }
        let mismatch = EventLogMismatch(expected: [], actual: actual)
        let failure = CheckFailure(
            mismatch.description, fileID: fileID, filePath: filePath, line: line, column: column)
        guard record(failure) else { throw mismatch }
    }

    /// Waits until the tree has settled: no async work of its coordinators is pending.
    ///
    /// The same as `CoordinatorTree.settle()` on the recorded tree; a no-op once the tree is gone.
    public func settle() async {
        await tree?.settle()
        if let scenes {
            for id in scenes.sceneIDs {
                await scenes.tree(of: id)?.settle()
            }
        }
    }

    /// Keeps a failure and hands it to the reporter; returns whether the reporter took it.
    func record(_ failure: CheckFailure) -> Bool {
        failures.append(failure)
        return reporter.report(failure)
    }

    static func line(_ event: CoordinatorEvent) -> String {
        "\(event.path): \(event.kind)"
    }

    static func isInOrder(_ expected: [String], in actual: [String]) -> Bool {
        var rest = actual[...]
        for line in expected {
            guard let found = rest.firstIndex(of: line) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }
}

/// A weak reference, for the objects a test watches.
struct Weak {
    weak var object: AnyObject?
}
