import ReactiveCoordinator

/// A recorded session: user actions to play into a fresh app, and, if known, the event log they
/// must produce.
///
/// A finding of ``FlowExplorer`` prints as a test that builds one of these; a session recorded by
/// `stream-demo --record FILE`, or written by hand, decodes into one. Playing it builds a fresh
/// app with the explorer's builder, plays each action with the explorer's intent lists and
/// links, and checks the explorer's invariants after every action:
///
/// <!-- mirrors Tests/FlowExplorerTests/FlowReplayTests.swift#replay -->
/// ```swift
/// let replay = FlowReplay(
///     actions: [.intent(screen: [0], type: "InboxScreen", index: 0, label: "open(id: 1)")],
///     expectedLog: [
///         "inbox: started",
///         "inbox: bound to InboxScreen",
///         "inbox: intent open(id: 1) from InboxScreen",
///         "inbox: child added: message",
///         "inbox/message: started",
///         "inbox/message: bound to MessageScreen",
///         "inbox: routed open(id: 1)",
///     ])
/// await replay.check(in: MailApp.uikitExplorer())  // an issue of the running test for each difference
/// ```
///
/// ## Contract
/// - `Codable`: encodes as `{"actions": [...], "expectedLog": [...]}`; ``expectedLog`` may be
///   missing.
/// - ``run(in:)`` stops at the first action that does not apply, and says so in its findings.
/// - ``check(in:reporter:fileID:filePath:line:column:)`` compares the whole log, line by line,
///   from the tree's start (exhaustive: an extra or a missing line is a failure), and fails on
///   every finding and on an app still alive once the replay let it go.
public struct FlowReplay: Codable, Hashable, Sendable {
    /// The actions, first first.
    public var actions: [FlowAction]
    /// The event log the actions must produce, one `path: event` line each, from the tree's
    /// start; `nil` to check only the invariants.
    public var expectedLog: [String]?

    /// Creates a session.
    ///
    /// - Parameters:
    ///   - actions: The actions, first first.
    ///   - expectedLog: The log they must produce, or `nil` to check only the invariants.
    public init(actions: [FlowAction], expectedLog: [String]? = nil) {
        self.actions = actions
        self.expectedLog = expectedLog
    }

    /// What playing a session did.
    public struct Run: Sendable, Hashable {
        /// The event log, one `path: event` line each, from the tree's start.
        public var log: [String]
        /// How many actions applied before the first that did not, or all of them.
        public var actionsPlayed: Int
        /// The invariants broken along the way, each with the actions up to where it broke.
        public var findings: [ExplorationFinding]
        /// Whether the app's tree and root container were released once the replay cancelled
        /// the tree, emptied the root and let them go.
        public var isReleased: Bool
    }

    /// Plays the session into a fresh app from an explorer's builder.
    ///
    /// - Parameter explorer: Gives the builder, the intent lists, the links, the allowed log
    ///   lines and the invariants.
    /// - Returns: The log, and the invariants broken along the way.
    @MainActor
    public func run(in explorer: FlowExplorer) async -> Run {
        weak var tree: CoordinatorTree?
        weak var root: AnyObject?
        var run = await play(in: explorer) { app in
            tree = app.tree
            root = app.root
        }
        run.isReleased = tree == nil && root == nil
        return run
    }

    @MainActor
    private func play(in explorer: FlowExplorer, watch: (ExploredApp) -> Void) async -> Run {
        let app = await explorer.makeRun(recordsLines: true)
        watch(app.app)
        var findings: [ExplorationFinding] = []
        var played = 0
        for action in actions {
            guard let step = await explorer.step(action, in: app, waitingLink: app.linkBehindGesture) else {
                let message = "action \(played + 1) (\(action)) does not apply"
                findings.append(
                    ExplorationFinding(
                        kind: .replayDiverged, message: message, actions: Array(actions[...played]),
                        eventLog: app.lines ?? [], reproduction: ""))
                break
            }
            played += 1
            if !step.violations.isEmpty {
                let path = Array(actions[..<played])
                let message = step.violations.map(\.message).joined(separator: "\n")
                findings.append(
                    ExplorationFinding(
                        kind: step.violations[0].kind, message: message, actions: path, eventLog: app.lines ?? [],
                        reproduction: Reproduction.test(
                            kind: step.violations[0].kind, message: message, actions: path, log: app.lines ?? [],
                            explorer: explorer.reproductionExpression)))
            }
        }
        let log = app.lines ?? []
        app.close()
        // The work its flows owned was cancelled with the tree: it lets go of the app once it
        // returns.
        if app.app.tree.hasPendingWork { await app.app.tree.settle() }
        return Run(log: log, actionsPlayed: played, findings: findings, isReleased: false)
    }

    /// Plays the session and reports each finding, and a log that differs from
    /// ``expectedLog``, as a failure: an issue of the running Swift Testing test, or through the
    /// reporter you give.
    ///
    /// - Parameters:
    ///   - explorer: Gives the builder, the intent lists, the links and the invariants.
    ///   - reporter: Where failures go; Swift Testing's running test by default.
    ///   - fileID: The file of the check, for the failure's location.
    ///   - filePath: The path of that file.
    ///   - line: The line of the check.
    ///   - column: The column of the check.
    /// - Returns: The failures, empty when the session replayed as expected.
    @MainActor
    @discardableResult
    public func check(
        in explorer: FlowExplorer, reporter: FailureReporter = .automatic, fileID: String = #fileID,
        filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async -> [CheckFailure] {
        let run = await run(in: explorer)
        var messages = run.findings.map(\.description)
        if !run.isReleased {
            messages.append("the app was still alive after the replay cancelled its tree and let it go")
        }
        if let expectedLog, expectedLog != run.log {
            messages.append(EventLogMismatch(expected: expectedLog, actual: run.log).description)
        }
        let failures = messages.map {
            CheckFailure($0, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        for failure in failures { _ = reporter.report(failure) }
        return failures
    }
}
