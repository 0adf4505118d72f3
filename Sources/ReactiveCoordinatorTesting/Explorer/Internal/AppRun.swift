import ReactiveCoordinator
import ReactiveCoordinatorHeadless

/// One fresh app the explorer drives, with what it watches in the app's event log.
@MainActor
final class AppRun {
    let app: ExploredApp
    /// The actions played into the app since it was built, when the explorer keeps count.
    var history: [FlowAction] = []
    /// A link opened with the finger down that waits for it, however the run played it, until
    /// the finger lifts; a step that lifts it judges it (`LinkLandings.judgeAfterLift`).
    var linkBehindGesture: LinkLandings.Probe?
    /// Every line of the log (`path: event`) when the run records them, else `nil`.
    var lines: [String]? {
        log.watch.lines
    }
    private var subscription: MainActorSubscription?
    /// What the run reads in the log, as the log's handler writes it.
    private let log: LogBox
    /// Whether a link waited when the step under way began: a refusal of it during the step is
    /// that link's own outcome (it ran once a gesture ended, and found nobody to take a step), as
    /// a link's refusal is when it runs at once, not a finding of the step.
    private var linkWaitedAtStepStart = false
    /// Whether the state was left unaudited by a way back (`violations(...auditsState: false)`):
    /// its zombies and leaks are then found by the next step's check, with that step's own.
    private(set) var auditPending = false

    init(_ app: ExploredApp, recordsLines: Bool) {
        self.app = app
        var watch = LogWatch(
            hasScenes: app.scenes != nil, exploredScene: app.exploredScene, lines: recordsLines ? [] : nil,
            nextSequence: app.tree.eventCount + 1)
        if app.scenes != nil {
            for followed in app.followedTrees {
                watch.nextSequences[followed.tree.scene ?? ""] = followed.tree.eventCount + 1
            }
        }
        let log = LogBox(watch)
        self.log = log
        // The box, not the run, held by the handler: a weak reference to the run would give it a
        // side table (each of its retains and releases then takes the slow way) and cost each
        // event a load of it; the box holds nothing of the run's, so no cycle keeps either.
        let handler: @MainActor (StreamEvent<CoordinatorEvent, Never>) -> Void = { event in
            guard case .value(let event) = event else { return }
            log.watch.note(event)
        }
        // The scenes' stream carries every tree they connect, the ones connected later included.
        subscription = app.scenes?.events.subscribe(handler) ?? app.tree.events.subscribe(handler)
        if app.tree.root?.state == .idle {
            try? app.tree.start()
        }
    }

    static func line(_ event: CoordinatorEvent) -> String {
        "\(event.path): \(event.kind)"
    }

    /// Starts watching the log for the invariants of one step.
    func beginStep() {
        log.watch.watchesStep = true
        log.watch.flagged.removeAll(keepingCapacity: true)
        linkWaitedAtStepStart = app.tree.hasWaitingLink
        log.watch.guardWatch.beginStep(in: app)
    }

    /// Stops watching the log without checking anything.
    func endStep() {
        log.watch.watchesStep = false
    }

    /// The invariants the app breaks after the step under way, first the library's, then the
    /// user's.
    ///
    /// With `auditsState` false (a way back) it leaves out ``stateViolations()``, the zombies and
    /// the leak audit, most of a check's cost, and the next check that audits the state reads
    /// them: the search then tells the way back's from the step's (`Search.record`).
    ///
    /// `shown` is what the hierarchy holds below its root, if a walk just found it (the state
    /// key's), so that the check need not walk it again.
    func violations(
        allowing allowed: [String], invariants: [FlowExplorer.Invariant], auditsState: Bool = true,
        shown: [ObjectIdentifier]? = nil
    ) -> [(kind: ExplorationFinding.Kind, message: String)] {
        log.watch.watchesStep = false
        auditPending = !auditsState
        var found = auditsState ? stateViolations(shown: shown) : []
        for event in log.watch.flagged {
            let line = log.watch.line(event)
            guard !allowed.contains(where: { PlainText.contains($0, in: line) }) else { continue }
            // The refusal of a step of the link that waited; a link replaced by a newer one is a
            // documented refusal, reported when asked for.
            if linkWaitedAtStepStart, PlainText.contains(": REJECTED deep link: step ", in: line) { continue }
            if case .unhandled = event.kind {
                found.append((.unhandledIntent, line))
            } else {
                found.append((.rejectedOperation, line))
            }
        }
        found += log.watch.guardWatch.violations(in: app)
        if let gap = log.watch.gap {
            found.append((.logSequenceGap, gap))
            log.watch.gap = nil
        }
        for invariant in invariants {
            if let message = invariant.check(app) {
                found.append((.userInvariant, "\(invariant.name): \(message)"))
            }
        }
        return found
    }

    /// What the app's state breaks: zombies and leaks, in every scene's tree and in the trees of
    /// the scenes that closed.
    ///
    /// - Parameter shown: What the hierarchy holds below its root, if a walk just found it.
    /// - Returns: The zombies and the leaks, as findings' kinds and messages.
    func stateViolations(shown: [ObjectIdentifier]? = nil) -> [(kind: ExplorationFinding.Kind, message: String)] {
        guard let scenes = app.scenes else {
            return Self.zombiesAndLeaks(of: app.tree, shownIn: app.root, holding: shown)
        }
        var found: [(kind: ExplorationFinding.Kind, message: String)] = []
        for (tree, root) in app.followedTrees {
            found += Self.zombiesAndLeaks(of: tree, shownIn: root)
        }
        // The closed scenes' trees come first, in the order they closed; nothing of theirs
        // may be alive.
        let reports = scenes.leakReports()
        for report in reports.prefix(reports.count - scenes.sceneIDs.count) {
            for leak in report.leaks {
                found.append((.leak, "\(leak.kind.rawValue) \(leak.name) at \(leak.path): \(leak.why)"))
            }
        }
        return found
    }

    /// The running flows of a tree that nothing can end or whose screen is off its container,
    /// and what its leak audit finds.
    private static func zombiesAndLeaks(
        of tree: CoordinatorTree, shownIn root: (any NavigationContext)?, holding objects: [ObjectIdentifier]? = nil
    ) -> [(kind: ExplorationFinding.Kind, message: String)] {
        var found: [(kind: ExplorationFinding.Kind, message: String)] = []
        // The hierarchy read once for the whole check: every bound screen is asked about twice.
        let shown = root.map { root in objects.map { ShownObjects(root, holding: $0) } ?? ShownObjects(root) }
        var zombies: Set<String> = []
        tree.visitFlowsNewestChildFirst { flow in
            guard flow.state == .active || flow.state == .paused else { return }
            // The leak report's rule: nothing can reach it, no screen's release, no intent, no
            // child's end.
            if let why = flow.whyNothingCanEndIt {
                zombies.insert(flow.path)
                found.append((.zombieCoordinator, "\(flow.path) is \(why)"))
                return
            }
            guard let shown, let screen = flow.boundScreen else { return }
            // A screen a change waiting for its container's turn will show is on its way.
            guard screen !== shown.root, !shown.contains(screen), !flow.mayShowLater else { return }
            found.append(
                (
                    .zombieCoordinator,
                    "\(flow.path) is \(flow.state.rawValue), but the screen it is bound to, \(type(of: screen)), "
                        + "is off the hierarchy"
                ))
        }
        let leaks = shown.map { tree.leaks(shownIn: $0) } ?? tree.leakReport().leaks
        for leak in leaks where leak.kind != .coordinator || !zombies.contains(leak.path) {
            found.append((.leak, "\(leak.kind.rawValue) \(leak.name) at \(leak.path): \(leak.why)"))
        }
        return found
    }

    /// The trees whose work the explorer lets run after each action: every scene's.
    var trees: [CoordinatorTree] {
        app.followedTrees.map(\.tree)
    }

    /// Stops listening, cancels the tree and empties the root container, so that everything
    /// the app made can go.
    func close() {
        subscription = nil
        if let scenes = app.scenes {
            for id in scenes.sceneIDs { scenes.userClosesScene(id) }
        }
        app.tree.cancel()
        switch app.root {
        case let window as any WindowContext: _ = try? window.setRoot(nil)
        case let stack as any StackContext: _ = try? stack.setScreens([])
        case let tabs as any TabContext: _ = try? tabs.setTabs([])
        case let split as any SplitContext:
            _ = try? split.setSecondary(nil)
            _ = try? split.setPrimary(nil)
        default: break
        }
    }
}

/// What a run reads in its app's event log, event by event: the sequence numbers, the lines when
/// it records them, what a step flagged, and the guards' watch.
///
/// A value in a box (``LogBox``) that the log's handler holds, so that an event costs one
/// exclusive access to the box, not one to each of a class's properties it writes.
@MainActor
private struct LogWatch {
    let hasScenes: Bool
    let exploredScene: String?
    var lines: [String]?
    /// The sequence number the tree's next event must have.
    var nextSequence: Int
    /// The sequence number each tree's next event must have, by scene, when the app has scenes.
    var nextSequences: [String: Int] = [:]
    var gap: String?
    var watchesStep = false
    var flagged: [CoordinatorEvent] = []
    var guardWatch = GuardWatch()

    init(hasScenes: Bool, exploredScene: String?, lines: [String]?, nextSequence: Int) {
        self.hasScenes = hasScenes
        self.exploredScene = exploredScene
        self.lines = lines
        self.nextSequence = nextSequence
    }

    /// A line as the run records it: named by its scene when the app has scenes.
    func line(_ event: CoordinatorEvent) -> String {
        guard hasScenes, let scene = event.scene else { return AppRun.line(event) }
        return "[\(scene)] " + AppRun.line(event)
    }

    mutating func note(_ event: CoordinatorEvent) {
        if !hasScenes {
            if event.sequence != nextSequence, gap == nil {
                gap = "the event log went from sequence \(nextSequence - 1) to \(event.sequence)"
            }
            nextSequence = event.sequence + 1
        } else {
            let tree = event.scene ?? ""
            // A tree's first event (a scene connected, or connected again, after the app was
            // built) starts its count.
            if let expected = nextSequences[tree], event.sequence != expected, event.sequence != 1, gap == nil {
                gap = "the event log of scene \(tree) went from sequence \(expected - 1) to \(event.sequence)"
            }
            nextSequences[tree] = event.sequence + 1
        }
        if lines != nil {
            let line = line(event)
            lines?.append(line)
        }
        let isFlagged: Bool
        if !hasScenes || event.scene == exploredScene {
            isFlagged = guardWatch.note(event)
        } else if watchesStep {
            switch event.kind {
            case .unhandled, .rejected: isFlagged = true
            default: isFlagged = false
            }
        } else {
            isFlagged = false
        }
        if watchesStep, isFlagged { flagged.append(event) }
    }
}

/// The box of a run's ``LogWatch``, shared by the run and its log's handler.
@MainActor
private final class LogBox {
    var watch: LogWatch

    init(_ watch: LogWatch) {
        self.watch = watch
    }
}
