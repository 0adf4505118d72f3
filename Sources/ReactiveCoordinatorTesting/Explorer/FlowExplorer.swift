public import ReactiveCoordinator
public import ReactiveCoordinatorFoundation
import ReactiveCoordinatorDiagnostics

/// Visits every state of your app that a user can reach in a number of actions, and checks the
/// library's invariants, and yours, after each action.
///
/// Example-based tests walk one path each; the zombies users find come from the paths nobody
/// wrote down (a back swipe during a sheet, a sign-out from the second tab). Give the explorer a
/// way to build a fresh app and, per screen type, the intents a user can cause there. It then
/// tries, breadth first, every intent of every visible screen (the top of each stack, the
/// top-most presented screen, the selected tab's content, both split columns), the back button,
/// each level of the back menu, a back swipe and a sheet drag each cancelled and completed, a
/// swipe-down, every tab, the SwiftUI binding writes the headless containers expose, and each
/// deep link of your table. While the window shows an alert or a dialog, it covers the screens:
/// the explorer then tries each of its buttons, its dismissal by the system, and the deep links,
/// and nothing under it. With ``Gestures-swift.struct/heldInteractiveTransitions`` a back swipe
/// and a sheet drag are two actions, and while the finger is down the explorer tries lifting it
/// (completing and cancelling the gesture), the intents, the deep links and the answers, so that
/// what the app asks meanwhile, and what waits for the finger to lift, is explored too. States
/// are told apart by a canonical key built from the tree's
/// `TreeSnapshot`, the `HierarchySnapshot` (paths, states, screen names and positions, never an
/// object identity), the shown alert, the guarded screens, the gesture under way and the changes
/// that wait, so each state is expanded once however many paths reach it.
///
/// <!-- mirrors Tests/FlowExplorerTests/MailAppExplorationTests.swift#explorer -->
/// ```swift
/// let explorer = FlowExplorer { MailApp.make() }
/// explorer.intents(of: InboxScreen.self) { _ in [.open(id: 1), .compose] }
/// explorer.intents(of: MessageScreen.self)  // a CaseIterable intent: every case
/// explorer.intents(of: ComposeScreen.self)
/// explorer.intents(of: SettingsScreen.self)
/// explorer.intents(of: LoginScreen.self)
/// let report = await explorer.explore(depth: 6)
/// #expect(report.findings.isEmpty, "\(report)")
/// ```
///
/// After every action it checks that no running coordinator is bound to a screen off the
/// hierarchy; that none below the root is left with no bound screen, no routed screen and no
/// child, which nothing could end (a tabs flow not bound to its tabs, once they are gone; a flow
/// that only awaits a task looks the same to the explorer); that the leak audit
/// (`CoordinatorTree.leakReport(shownIn:)`) finds nothing; that the log has no `UNHANDLED` or
/// `REJECTED` line you did not allow (a refusal the library documents as the outcome of the
/// user's actions is allowed unless ``reportsDocumentedRefusals``) and no gap in its sequence
/// numbers; and then each
/// ``invariant(_:_:)`` of yours. A failure is reported with the shortest sequence of actions
/// that reaches it, as a Swift Testing `@Test` ready to paste.
///
/// An app cannot be copied, so the explorer reaches a state by replaying its path into a fresh
/// app from your builder, unless a loop, the user's own way back (``usesWaysBack``) or an app
/// it kept (``maximumParkedApps``) already has it there; an app that an action left in a state
/// already expanded is taken on, by the shortest way through the transitions taken so far, to
/// a state still to be expanded and kept there. Keep the builder cheap and
/// deterministic, and measure in release mode.
///
/// ## Contract
/// - Breadth first: every state at depth `d` is expanded before any at `d + 1`, so the first
///   finding of each kind comes with a shortest sequence.
/// - Each distinct state is expanded once; each of its actions is tried once.
/// - Awaited work is explored: after each action the explorer lets the work the flows own
///   (`flow.task`, `run`, awaited alerts) run until the tree is settled
///   (`CoordinatorTree.settle()`), so an awaited child's end reaches the flow that awaited it
///   before anything is checked. Work that waits on a service waits until the explorer answers
///   it: hand your test doubles a ``ControlledResponses``, and each outcome of each request in
///   flight is an action the search schedules among the user's
///   (``FlowAction/respond(request:outcome:label:)``). Work that waits on anything else (a
///   timer, the network) is explored as if it never finished.
/// - Deterministic: the same builder and configuration visit the same states in the same order.
/// - Everything the explorer builds is released when it returns, unless the app leaks:
///   ``ExplorationReport/appsNotReleased`` counts the apps that outlived their teardown.
@MainActor
public final class FlowExplorer {
    /// The gestures on containers and the answers to alerts the explorer plays, besides intents
    /// and links.
    public struct Gestures: OptionSet, Sendable, Hashable {
        /// The gestures as bits.
        public let rawValue: Int

        /// Creates a set of gestures from bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// ``FlowAction/back(stack:)``.
        public static let back = Gestures(rawValue: 1 << 0)
        /// ``FlowAction/backMenu(stack:keeping:)``.
        public static let backMenu = Gestures(rawValue: 1 << 1)
        /// ``FlowAction/interactivePop(stack:completes:)``, both outcomes; with
        /// ``heldInteractiveTransitions``, ``FlowAction/beginInteractivePop(stack:)`` instead.
        public static let interactivePop = Gestures(rawValue: 1 << 2)
        /// ``FlowAction/swipeDown``.
        public static let swipeDown = Gestures(rawValue: 1 << 3)
        /// ``FlowAction/sheetDrag(completes:)``, both outcomes; with
        /// ``heldInteractiveTransitions``, ``FlowAction/beginInteractiveDismissal`` instead.
        public static let sheetDrag = Gestures(rawValue: 1 << 4)
        /// ``FlowAction/dismissLevel(_:)``.
        public static let dismissLevel = Gestures(rawValue: 1 << 5)
        /// ``FlowAction/selectTab(tabs:index:)``.
        public static let selectTab = Gestures(rawValue: 1 << 6)
        /// ``FlowAction/writeSelection(tabs:index:)``.
        public static let writeSelection = Gestures(rawValue: 1 << 7)
        /// ``FlowAction/closeSecondary(split:)``.
        public static let closeSecondary = Gestures(rawValue: 1 << 8)
        /// ``FlowAction/alertButton(index:title:)``, each button of the shown alert.
        public static let alertButton = Gestures(rawValue: 1 << 9)
        /// ``FlowAction/alertDismissedBySystem``.
        public static let alertDismissedBySystem = Gestures(rawValue: 1 << 10)

        /// The back swipe and the sheet drag played in two actions, the user's finger down between.
        ///
        /// Instead of one action each: ``FlowAction/beginInteractivePop(stack:)`` and
        /// ``FlowAction/beginInteractiveDismissal``, then ``FlowAction/completeInteractiveTransition``
        /// or ``FlowAction/cancelInteractiveTransition``. Not in ``all``: insert it to explore what
        /// the app does while the finger is down (intents, links, answers), where a flow's push or
        /// present into the busy container waits for the finger to lift.
        public static let heldInteractiveTransitions = Gestures(rawValue: 1 << 11)

        /// Every gesture, each played in one action.
        public static let all: Gestures = [
            .back, .backMenu, .interactivePop, .swipeDown, .sheetDrag, .dismissLevel, .selectTab,
            .writeSelection, .closeSecondary, .alertButton, .alertDismissedBySystem,
        ]
    }

    /// A check of the user's, run after every action.
    struct Invariant {
        let name: String
        let check: @MainActor (ExploredApp) -> String?
    }

    private let build: @MainActor () -> ExploredApp
    private(set) var intentTable = IntentTable()
    private(set) var links: [String: DeepLink] = [:]
    private(set) var linkNames: [String] = []
    /// The lines the user allowed, and the documented refusals unless they are reported.
    private(set) var allowedLines: [String] = Documented.refusals
    private(set) var invariants: [Invariant] = []
    /// The landing contracts, and the link x state table while exploring.
    let linkLandings = LinkLandings()

    /// The gestures the explorer plays; every one by default.
    public var gestures: Gestures = .all

    /// Whether the explorer, after an action, tries to reach the state it expands again in the
    /// same app instead of replaying its path into a fresh one; `true` by default.
    ///
    /// After a push, a presentation or a tab switch it tries the user's own way back (back,
    /// swipe-down, the previous tab), after a held back swipe or sheet drag begun, the finger
    /// lifted short of the threshold; from a state it has seen otherwise (a back tap to the
    /// state it was reached from, a link to another tab), it takes the shortest way through the
    /// transitions it has taken so far, when it is shorter than a replay; from a state it knows
    /// no way out of yet with a finger held (a link waiting behind it), it lifts the finger,
    /// cancelling the gesture, first.
    ///
    /// The way back counts only if it breaks nothing and the state's key is the same as before.
    /// A finding made in an app that came back this way is checked again on a fresh replay of
    /// the shortest path, and reported with the longer history it needs if it does not happen
    /// there. Turn it off for an app whose state the key does not fully describe.
    public var usesWaysBack = true

    /// How many apps the explorer keeps alive, each in a state it reached and has still to
    /// expand (several in a state with many actions), so that expanding that state later needs
    /// fewer replays; 1,024 by default, 0 to keep none.
    ///
    /// Each kept app costs what your app costs in memory; the visited set does not count them.
    public var maximumParkedApps = 1024

    /// Whether a refusal that the library documents as the outcome of what the user did, not as
    /// a mistake, is a finding; `false` by default.
    ///
    /// Such a refusal is logged as a `REJECTED` line, and the explorer does not report it unless
    /// you set this: a deep link that waited for the tree to be ready and that a newer link
    /// replaced (`DeepLinkError.replaced`, logged as `REJECTED deep link: a newer link replaced
    /// it before it ran`), which a user who opens two links in a row causes in any app whose
    /// links wait; and a link whose step a guard kept (`DeepLinkError.keptByGuard`, logged as
    /// `REJECTED deep link: step 0: the guard of EditorScreen kept it`), which a user who keeps
    /// their draft causes.
    public var reportsDocumentedRefusals = false {
        didSet { allowedLines = userAllowedLines + (reportsDocumentedRefusals ? [] : Documented.refusals) }
    }

    private var userAllowedLines: [String] = [] {
        didSet { allowedLines = userAllowedLines + (reportsDocumentedRefusals ? [] : Documented.refusals) }
    }

    /// The search stops once it has this many findings; 10 by default.
    public var maximumFindings = 10

    /// The Swift expression that makes this explorer, as the reproductions print it.
    ///
    /// The pasted test replays its actions in what this expression makes: `explorer` by
    /// default; name your factory, such as `MailApp.explorer()`.
    ///
    /// The pasted test fails only by what that explorer checks: name one with the landing
    /// contracts (``expectLandings(_:)``), invariants (``invariant(_:_:)``) and allowed lines
    /// (``allowLogLines(containing:)``) of the one that found it. A factory's explorer without
    /// the contract a `linkLandedElsewhere` finding broke replays the same actions and passes.
    public var reproductionExpression = "explorer"

    /// Called after each depth is finished with the report so far, for a progress line.
    public var onProgress: (@MainActor (ExplorationReport) -> Void)?

    /// Creates an explorer of the apps a closure builds.
    ///
    /// - Parameter build: Builds a fresh app and returns its tree and root container. The
    ///   explorer calls it once per path it replays.
    public init(building build: @escaping @MainActor () -> ExploredApp) {
        self.build = build
    }

    /// Tells the explorer which intents a user can cause on screens of a type.
    ///
    /// The closure gets the screen, so the list may depend on what it shows (the ids of the
    /// messages an inbox lists). A later call for the same type replaces the list.
    ///
    /// - Parameters:
    ///   - type: The screen type, matched exactly (not its subclasses).
    ///   - samples: The intents to try on a screen, in order.
    public func intents<Screen: IntentScreen>(
        of type: Screen.Type, _ samples: @escaping @MainActor (Screen) -> [Screen.Intent]
    ) {
        intentTable.add(type, samples: samples)
    }

    /// Tells the explorer that a user can cause every case of a screen type's intent.
    ///
    /// - Parameter type: The screen type, matched exactly (not its subclasses).
    public func intents<Screen: IntentScreen>(of type: Screen.Type) where Screen.Intent: CaseIterable {
        intentTable.add(type, isSameOnEveryScreen: true) { _ in Array(Screen.Intent.allCases) }
    }

    /// Adds a deep link the user can open in any state.
    ///
    /// - Parameters:
    ///   - name: The link's name in actions and reproductions, such as its URL.
    ///   - link: The link's steps.
    public func link(_ name: String, _ link: DeepLink) {
        if links.updateValue(link, forKey: name) == nil {
            linkNames.append(name)
        }
    }

    /// Adds the deep links a table makes of some URLs; each is named by its URL.
    ///
    /// - Parameters:
    ///   - urls: The URLs, such as `mail://inbox/3`.
    ///   - table: The app's table of links.
    /// - Throws: The `DeepLinkURLError` of the first URL the table does not take.
    public func links(_ urls: [String], from table: DeepLinkTable) throws(DeepLinkURLError) {
        for url in urls {
            link(url, try table.link(for: url))
        }
    }

    /// Allows log lines the explorer otherwise reports: an `UNHANDLED` or `REJECTED` line that
    /// contains any of the given texts is expected.
    ///
    /// - Parameter texts: Parts of lines as the log prints them (`path: UNHANDLED refresh`).
    public func allowLogLines(containing texts: String...) {
        userAllowedLines += texts
    }

    /// Adds a check of your own, run after every action.
    ///
    /// - Parameters:
    ///   - name: The check's name in findings.
    ///   - check: Returns what is wrong with the app, or `nil` when all is well.
    public func invariant(_ name: String, _ check: @escaping @MainActor (ExploredApp) -> String?) {
        invariants.append(Invariant(name: name, check: check))
    }

    /// Visits every state reachable in at most `depth` actions, breadth first.
    ///
    /// - Parameter depth: The longest sequence of actions to try.
    /// - Returns: What the search saw and found.
    public func explore(depth: Int) async -> ExplorationReport {
        linkLandings.beginTable(links: linkNames)
        var search = Search(explorer: self)
        var report = await search.run(depth: depth)
        report.landings = linkLandings.endTable()
        return report
    }

    // MARK: - Driving apps

    struct Step {
        let violations: [(kind: ExplorationFinding.Kind, message: String)]
        /// Whether the step's check also audited the state a way back left unaudited
        /// (``stepBack(_:in:)``): its zombies and leaks may be the way back's.
        var auditsWayBack = false
        /// Whether it lifted the finger and judged the link that waited for it.
        var judgedWaitingLink = false
    }

    /// A fresh app from the builder, as it returns it: for a caller that listens to the tree
    /// before ``AppRun`` starts it.
    func makeApp() -> ExploredApp {
        build()
    }

    func makeRun(recordsLines: Bool) async -> AppRun {
        let run = AppRun(build(), recordsLines: recordsLines)
        await settle(run)
        return run
    }

    /// Plays one action on an app, then lets the work its flows own run until the tree is
    /// settled (only when there is some: an awaited child's end not taken yet, cancelled work
    /// not returned, a service's answer not taken).
    ///
    /// - Returns: `false` if the action does not apply.
    func perform(_ action: FlowAction, in run: AppRun, probe: LinkLandings.Probe? = nil) async -> Bool {
        // A link opened with the finger down may wait for it: the run keeps it, whatever played
        // it (a step, a replay, a way back), so that the step lifting the finger judges it in
        // any app in that state (`LinkLandings.judgeAfterLift`).
        let kept: LinkLandings.Probe?
        if probe == nil, case .link = action, InteractiveGestures.isUnderWay(in: run.app.root) {
            kept = linkLandings.probe(action, in: run.app)
        } else {
            kept = nil
        }
        var linkCompletion: (@MainActor (Result<Void, DeepLinkError>) -> Void)?
        if let completed = probe ?? kept { linkCompletion = { completed.complete($0) } }
        guard
            HierarchyWalk.perform(
                action, in: run.app, links: links, intents: intentTable, linkCompletion: linkCompletion)
        else { return false }
        await settle(run)
        if case .link = action {
            // A newer link replaces the one that waited.
            run.linkBehindGesture = kept.flatMap { linkLandings.waitsForFinger($0, in: run.app) ? $0 : nil }
        } else if run.linkBehindGesture != nil, !InteractiveGestures.isUnderWay(in: run.app.root) {
            run.linkBehindGesture = nil  // it ran when the finger lifted
        }
        return true
    }

    /// Gives the main actor up until the app's owned work and answered requests are taken.
    ///
    /// An app with ``ExploredApp/responses`` is settled after every action, since its requests
    /// may be awaited in work no flow owns (a plain `Task`), which the tree does not count. Any
    /// other app costs nothing when its tree has nothing waiting, which is most actions: the
    /// search stays synchronous in all but name there.
    func settle(_ run: AppRun) async {
        guard run.app.scenes == nil else { return await settleScenes(run) }
        let tree = run.app.tree
        let responses = run.app.responses
        guard responses != nil || tree.hasPendingWork else { return }
        // Each wakeup takes a turn or two; a cancelled request answers on the next turn.
        var turns = 0
        while tree.hasPendingWork || responses?.answersNotTaken ?? 0 > 0, turns < 1_000 {
            await Task.yield()
            turns += 1
        }
        // What the woken work started in turn, and work that ignores its cancellation.
        await tree.settle()
    }

    /// ``settle(_:)`` for an app with scenes: every connected scene's tree.
    private func settleScenes(_ run: AppRun) async {
        let responses = run.app.responses
        var turns = 0
        while run.trees.contains(where: \.hasPendingWork) || responses?.answersNotTaken ?? 0 > 0, turns < 1_000 {
            await Task.yield()
            turns += 1
        }
        for tree in run.trees { await tree.settle() }
    }

    func actions(in run: AppRun) -> [FlowAction] {
        InteractiveGestures.bounded(
            HierarchyWalk.actions(in: run.app.root, gestures: gestures, intents: intentTable), in: run.app)
            + (run.app.responses?.actions ?? []) + linkNames.map(FlowAction.link)
    }

    /// Plays a way back of one or more actions, and tells whether each applied and nothing was
    /// broken after the last.
    ///
    /// The invariants are checked once, at the end: what the log flagged on the way is kept
    /// until then, and the rest (a zombie, a leak, a gap) would still be there, so an action
    /// that broke something is still seen. Each of these actions was checked when the search
    /// first took it.
    ///
    /// The zombies and the leak audit, most of a check's cost, are left to the next step's
    /// check (``Step/auditsWayBack``): a way back is followed by a step, whose check reads the
    /// state anyway, and the search tells the way back's findings from the step's there
    /// (`Search.record(_:in:from:by:auditsWayBack:)`), as if this check had made them.
    func stepBack(_ actions: [FlowAction], in run: AppRun) async -> Bool {
        run.beginStep()
        for action in actions {
            guard await perform(action, in: run) else {
                run.endStep()
                return false
            }
        }
        return run.violations(allowing: allowedLines, invariants: invariants, auditsState: false).isEmpty
    }

    /// Plays one action and checks the invariants after it.
    ///
    /// - Parameters:
    ///   - action: The action to play.
    ///   - run: The app to play it in.
    ///   - waitingLink: The link waiting for the finger in the state, as the search first opened
    ///     it there (its origin and contract: the app may have opened it from elsewhere); a
    ///     replay of one path passes the app's own (``AppRun/linkBehindGesture``).
    ///   - firstLiftHere: Whether no lift of the finger was judged yet in this state: the first
    ///     takes back the waiting count of the link that waited for it (one link opened).
    ///   - beforeCheck: Called once the action applied, before the check: what it returns, the
    ///     objects the hierarchy holds below its root if it walked it (the state key's walk), the
    ///     check reads instead of walking it again.
    /// - Returns: `nil` if the action does not apply.
    func step(
        _ action: FlowAction, in run: AppRun, waitingLink: LinkLandings.Probe?, firstLiftHere: Bool = true,
        beforeCheck: (AppRun) -> [ObjectIdentifier]? = { _ in nil }
    ) async -> Step? {
        let auditsWayBack = run.auditPending
        run.beginStep()
        let probe = linkLandings.probe(action, in: run.app)
        let waiting = run.linkBehindGesture
        guard await perform(action, in: run, probe: probe) else {
            run.endStep()
            return nil
        }
        let violations = run.violations(allowing: allowedLines, invariants: invariants, shown: beforeCheck(run))
        guard let probe else {
            // Judged only when the finger lifted and the link that waited for it ran.
            guard let waiting, run.linkBehindGesture == nil, let opened = waitingLink else {
                return Step(violations: violations, auditsWayBack: auditsWayBack)
            }
            return Step(
                violations: violations
                    + linkLandings.judgeAfterLift(
                        opened, result: waiting.result, by: action, in: run.app, takesBackWaiting: firstLiftHere),
                auditsWayBack: auditsWayBack, judgedWaitingLink: true)
        }
        return Step(violations: linkLandings.check(probe, in: run, after: violations), auditsWayBack: auditsWayBack)
    }

    /// A finding for a path: replays it with the log recorded, for the finding's log.
    func finding(
        _ violations: [(kind: ExplorationFinding.Kind, message: String)], after actions: [FlowAction]
    ) async -> ExplorationFinding {
        let run = await makeRun(recordsLines: true)
        for action in actions {
            _ = await perform(action, in: run)
        }
        let log = run.lines ?? []
        run.close()
        let message = violations.map(\.message).joined(separator: "\n")
        return ExplorationFinding(
            kind: violations[0].kind, message: message, actions: actions, eventLog: log,
            reproduction: Reproduction.test(
                kind: violations[0].kind, message: message, actions: actions, log: log,
                explorer: reproductionExpression))
    }
}

/// What the library documents as outcomes of the user's actions rather than mistakes.
private enum Documented {
    /// The parts of the `REJECTED` lines of documented refusals.
    static let refusals = [
        "REJECTED deep link: \(DeepLinkError.replaced.description)",
        // `DeepLinkError.keptByGuard`: the user kept the draft the link would have taken.
        ": the guard of ",
    ]
}

/// An app the search has closed, held weakly to see that it goes.
@MainActor
private struct ClosedApp {
    weak var tree: CoordinatorTree?
    weak var root: AnyObject?
    /// The tree, held until the check has let the work its flows owned return: that work was
    /// cancelled with the tree but returns in a later turn, and holds what it captured (the
    /// window an awaited alert is shown in) until then; only a live tree counts it.
    var settling: CoordinatorTree?

    init(tree: CoordinatorTree, root: any NavigationContext) {
        self.tree = tree
        self.root = root
        self.settling = tree
    }
}

/// One breadth-first search: the visited set, the counters, and the findings so far.
@MainActor
private struct Search {
    let explorer: FlowExplorer
    var visited = VisitedStates()
    /// The transitions taken so far that broke nothing: the ways an app can be walked back.
    var known = KnownTransitions()
    var findings: [ExplorationFinding] = []
    var findingKeys: Set<String> = []
    var transitions = 0
    /// Transitions after which the user's own way back reached the state again, instead of a
    /// replay.
    var wayBacks = 0
    var appsBuilt = 0
    var appsNotReleased = 0
    /// The states whose link waiting for the finger was judged by a lift of the finger, in
    /// whichever app the search played it.
    var judgedWaitingLinks: Set<Int> = []
    /// The link waiting for the finger in each state that has one, as the search first reached
    /// the state: its origin and contract, whichever app the search plays the lift in.
    var waitingLinks: [Int: LinkLandings.Probe] = [:]
    /// The depth of the last states expanded: their actions reach states the search ends at.
    var lastLevel = Int.max
    var depthReached = 0
    /// Apps left in states still to be expanded, kept for their expansion.
    var parked = ParkedApps()
    /// One past the last state of the level under way: the states `forward` takes apps to.
    var levelEnd = 0
    /// The first state of the level before the one under way: no state numbered below it has a
    /// known transition to a state of the level under way (`KnownTransitions`).
    var levelBeforeStart = 0
    /// Apps closed since the last check that they were released.
    var closed: [ClosedApp] = []
    let clock = ContinuousClock()
    let began: ContinuousClock.Instant

    init(explorer: FlowExplorer) {
        self.explorer = explorer
        began = clock.now
    }

    mutating func run(depth maximumDepth: Int) async -> ExplorationReport {
        lastLevel = maximumDepth - 1
        do {
            let run = await makeRun()
            run.history = []
            run.beginStep()
            let violations = run.violations(allowing: explorer.allowedLines, invariants: explorer.invariants)
            let key = visited.key(of: run.app)
            let state = visited.insert(key, from: -1, by: nil).state
            if !violations.isEmpty { await record(violations, after: []) }
            if maximumDepth > 0 {
                park(run, in: state, key: key)
            } else {
                close(run)
            }
        }
        var levelStart = 0
        var isComplete = false
        while findings.count < explorer.maximumFindings {
            levelEnd = visited.count
            guard levelStart < levelEnd else {
                isComplete = true
                break
            }
            guard visited.depth(of: levelStart) < maximumDepth else { break }
            for state in levelStart..<levelEnd where findings.count < explorer.maximumFindings {
                await expand(state, maximumDepth: maximumDepth)
            }
            explorer.onProgress?(report(isComplete: false))
            levelBeforeStart = levelStart
            levelStart = levelEnd
        }
        for run in parked.takeAll() { close(run) }
        await checkReleases()
        return report(isComplete: isComplete)
    }

    /// Tries every action of a state, each in an app in that state: one kept for it, one the
    /// previous action left there (a loop or a way back), or a replay of its path.
    ///
    /// The actions are played in ``playingOrder(of:in:maximumDepth:)`` but taken into the search
    /// (counted, their states numbered, their findings recorded) in the list's order: an action
    /// played early waits for those before it in the list, so the states, their numbers and the
    /// findings are those of playing the list in order.
    private mutating func expand(_ state: Int, maximumDepth: Int) async {
        // No `let` holds the app: once it leaves the state and is closed, it must be free to go.
        var run: AppRun?
        let stateKey: VisitedStates.Key
        let actions: [FlowAction]
        if let found = await app(in: state) {
            (run, stateKey, actions) = (found.run, found.key, explorer.actions(in: found.run))
        } else {
            return
        }
        var stateShape: HierarchyShape?
        let order = playingOrder(of: actions, in: state, maximumDepth: maximumDepth)
        var played = [Played?](repeating: nil, count: actions.count)
        var toTake = 0
        for (position, offset) in order.enumerated() where findings.count < explorer.maximumFindings {
            let action = actions[offset]
            guard let app = await runOrReplay(run, in: state) else { break }
            run = app
            let isLast = position == order.count - 1
            // Read once per state: every app here has the state's key, and so its shape.
            if explorer.usesWaysBack, !isLast, stateShape == nil { stateShape = HierarchyShape(of: app.app.root) }
            let before = isLast ? nil : stateShape
            // The state's key is made before the step's check, which then reads what the key's
            // walk found on the hierarchy; made once the action applied, as the check is.
            var key: VisitedStates.Key?
            let step = await explorer.step(
                action, in: app, waitingLink: waitingLinks[state], firstLiftHere: !judgedWaitingLinks.contains(state)
            ) { run in
                key = visited.key(of: run.app)
                return visited.shownBelowRoot
            }
            if step?.judgedWaitingLink == true { judgedWaitingLinks.insert(state) }
            if step != nil { app.history.append(action) }
            // The history is kept only for a finding: a copy per action would cost one.
            let violations = step?.violations ?? []
            played[offset] = Played(
                action: action, key: key, violations: violations, history: violations.isEmpty ? [] : app.history,
                auditsWayBack: step?.auditsWayBack ?? false, waitingLink: app.linkBehindGesture)
            // The state the action reached, once taken in: the visited set's answer, without
            // hashing the key again.
            var reached: Int?
            while toTake < played.count, let next = played[toTake], findings.count < explorer.maximumFindings {
                let taken = await take(next, from: state)
                if toTake == offset { reached = taken }
                toTake += 1
            }
            guard let step, let key else { continue }
            // `nil` only for a state first reached by an action still waiting to be taken in
            // (`playingOrder`): a state one level deeper, on the search's last level, which no
            // decision below keeps, goes back from or goes on from.
            let next = toTake > offset ? reached : visited.state(of: key)
            if next == state {
                continue  // a loop: the app is still in the state being expanded
            }
            run = nil
            // Not expanded yet: keep the app for that state's expansion, even when a way back
            // would work, since a way back costs steps too.
            if let next, next > state, visited.depth(of: next) < maximumDepth, parked.count < explorer.maximumParkedApps
            {
                park(app, in: next, key: key)
                continue
            }
            if isLast {
                if !step.violations.isEmpty {
                    close(app)
                } else if let next, await forward(app, from: next, after: state) {
                    continue
                } else {
                    close(app)
                }
                continue
            }
            // Where the app is known to be: the state the action reached, or the one a way back
            // that missed took it to (`nil` once a way back broke something).
            var landed = next
            if let before,
                let back = InteractiveGestures.wayBack(after: action)
                    ?? before.wayBack(to: HierarchyShape(of: app.app.root))
            {
                let key = await walk(app, by: back)
                if key == stateKey {
                    wayBacks += 1
                    run = app
                    continue  // the user's own way back reached the state again
                }
                landed = key.flatMap(visited.state(of:))
            }
            if explorer.usesWaysBack, let at = landed, !known.leaves(at),
                InteractiveGestures.isUnderWay(in: app.app.root)
            {
                // A state the search knows no way out of yet, with a finger down: lifting it is
                // the gesture's own way out, and mostly leads somewhere the search knows.
                landed = await walk(app, by: .cancelInteractiveTransition).flatMap(visited.state(of:))
            }
            if explorer.usesWaysBack, let landed,
                let again = known.actions(
                    from: landed, to: state, within: visited.depth(of: state), firstWayIn: levelBeforeStart)
            {
                // Back by the shortest way the search knows (no longer than a replay, and
                // without building an app): often the actions that first reached the state.
                if await explorer.stepBack(again, in: app), visited.key(of: app.app) == stateKey {
                    app.history += again
                    wayBacks += 1
                    run = app
                    continue
                }
            } else if step.violations.isEmpty, let landed, await forward(app, from: landed, after: state) {
                continue  // on to a state still to be expanded, kept there
            }
            close(app)  // somewhere else now, and nothing waits for an app there
        }
        while toTake < played.count, let next = played[toTake], findings.count < explorer.maximumFindings {
            await take(next, from: state)
            toTake += 1
        }
        if let run { park(run, in: state, key: stateKey, expanded: true) }
        // Apps kept for this state that its expansion did not need (two actions first reached
        // it, or `forward` took one there, and ways back kept an app here): each is taken on to
        // a state ahead that needs one, instead of waiting, unused, for the search to end.
        for extra in parked.takeAll(from: state) where !(await forward(extra, from: state, after: state)) {
            close(extra)
        }
    }

    /// The order a state's actions are played in: the list's, but on the search's last level,
    /// the back menu's pop to a stack's root last.
    ///
    /// On that level no action keeps its app for a state ahead, so every action that leaves the
    /// state costs a way back but the last: the pop to the root costs the most (every screen
    /// pushed since, pushed again), and played last it costs none. The states it and the actions
    /// after it reach are numbered in the list's order all the same (`expand`). Not with links,
    /// whose link x state table is written as each is played, nor without ways back.
    private func playingOrder(of actions: [FlowAction], in state: Int, maximumDepth: Int) -> [Int] {
        let inOrder = Array(actions.indices)
        guard explorer.usesWaysBack, explorer.linkNames.isEmpty, visited.depth(of: state) == maximumDepth - 1,
            let far = actions.firstIndex(where: Self.popsToRoot), far < actions.count - 1
        else { return inOrder }
        return inOrder.filter { $0 != far } + [far]
    }

    private static func popsToRoot(_ action: FlowAction) -> Bool {
        if case .backMenu(_, keeping: 0) = action { return true }
        return false
    }

    /// An action played in a state, waiting to be taken into the search.
    private struct Played {
        let action: FlowAction
        /// The key of the state it reached; `nil` if it did not apply.
        let key: VisitedStates.Key?
        let violations: [(kind: ExplorationFinding.Kind, message: String)]
        /// The app's history once it was played.
        let history: [FlowAction]
        let auditsWayBack: Bool
        /// The link left waiting for the finger in the app, if any.
        let waitingLink: LinkLandings.Probe?
    }

    /// Takes a played action into the search: counts it, numbers the state it reached if that is
    /// new, and records what it broke.
    ///
    /// - Returns: The state it reached; `nil` if it did not apply.
    @discardableResult
    private mutating func take(_ played: Played, from state: Int) async -> Int? {
        transitions += 1
        guard let key = played.key else { return nil }
        let (next, isNew) = visited.insert(key, from: state, by: played.action)
        if played.violations.isEmpty { known.add(from: state, by: played.action, to: next) }
        if isNew {
            depthReached = max(depthReached, visited.depth(of: next))
            // A link waits for the finger there: as this action opened it, or as it waited in the
            // state the action left (the app may have opened it from elsewhere).
            if let waiting = played.waitingLink {
                if case .link = played.action {
                    waitingLinks[next] = waiting
                } else {
                    waitingLinks[next] = waitingLinks[state] ?? waiting
                }
            }
        }
        if !played.violations.isEmpty {
            await record(
                played.violations, history: played.history, from: state, by: played.action,
                auditsWayBack: played.auditsWayBack)
        }
        return next
    }

    /// Plays one action of a way back in an app.
    ///
    /// - Returns: The key of the state the app is in then, or `nil` if the action did not apply
    ///   or broke something.
    private mutating func walk(_ app: AppRun, by action: FlowAction) async -> VisitedStates.Key? {
        guard await explorer.stepBack([action], in: app) else { return nil }
        app.history.append(action)
        return visited.key(of: app.app)
    }

    /// Takes an app that an action left in a known state on to a state of the level under way
    /// that is still to be expanded, by the shortest way the search knows, and keeps it there.
    ///
    /// - Returns: `false` (the app may have moved) if there is no such state, the way is not
    ///   shorter than a replay, or it broke something or led elsewhere.
    private mutating func forward(_ app: AppRun, from landed: Int, after state: Int) async -> Bool {
        guard explorer.usesWaysBack, parked.count < explorer.maximumParkedApps else { return false }
        // The nearest state still to be expanded that has fewer apps kept than it is likely to
        // use (one, and one more after each action that leaves it for a state ahead: up to five,
        // since an app that could not be kept is replayed in full; on the last level, where no
        // action keeps its app for a state ahead, one, unless links are opened: each link leaves
        // the state, so a state there uses an app per link).
        let depth = visited.depth(of: state)
        let room = depth == (explorer.linkNames.isEmpty ? lastLevel : Int.max) ? 1 : 5
        let found: (target: Int, actions: [FlowAction])?
        do {
            // A copy for the look-up alone, gone before `park` changes the kept apps.
            let (parked, levelEnd) = (self.parked, self.levelEnd)
            func hasRoom(_ candidate: Int) -> Bool { parked.count(in: candidate) < room }
            // With no such state the look-up can only fail, after a walk of every state it reaches
            // (two thirds of these calls on the benchmark's mail app, tens of thousands of
            // instructions each); asking each state left in the level costs less.
            var anyRoom = false
            for candidate in (state + 1)..<max(levelEnd, state + 1) where hasRoom(candidate) {
                anyRoom = true
                break
            }
            guard anyRoom else { return false }
            // A way no shorter than the target's depth costs more than a replay.
            found = known.actions(
                from: landed, toFirst: { $0 > state && $0 < levelEnd && hasRoom($0) },
                within: depth - 1)
        }
        guard let (target, path) = found else { return false }
        guard await explorer.stepBack(path, in: app) else { return false }
        let key = visited.key(of: app.app)
        guard visited.state(of: key) == target else { return false }
        app.history += path
        park(app, in: target, key: key)
        return true
    }

    /// An app in a state and the state's key: one kept for it, or a replay of its path.
    private mutating func runOrReplay(_ run: AppRun?, in state: Int) async -> AppRun? {
        if let run { return run }
        return await app(in: state)?.run
    }

    private mutating func app(in state: Int) async -> (run: AppRun, key: VisitedStates.Key)? {
        if let kept = parked.take(from: state) { return kept }
        return await replay(to: state)
    }

    /// Keeps an app in a state that is still to be expanded; closes it otherwise.
    private mutating func park(_ run: AppRun, in state: Int, key: VisitedStates.Key, expanded: Bool = false) {
        guard !expanded, parked.count < explorer.maximumParkedApps else { return close(run) }
        parked.keep(run, in: state, key: key)
    }

    private func report(isComplete: Bool) -> ExplorationReport {
        let elapsed = clock.now - began
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return ExplorationReport(
            statesVisited: visited.count, transitions: transitions, depthReached: depthReached,
            isComplete: isComplete, seconds: seconds, appsBuilt: appsBuilt, waysBack: wayBacks,
            appsNotReleased: appsNotReleased,
            bytesPerState: visited.bytesPerState + known.bytes / max(visited.count, 1), findings: findings)
    }

    private mutating func makeRun() async -> AppRun {
        await checkReleases()
        appsBuilt += 1
        return await explorer.makeRun(recordsLines: false)
    }

    /// Counts the closed apps that are still alive; called when no reference of the search's
    /// own to them is left.
    private mutating func checkReleases() async {
        // Work the closed apps' flows owned was cancelled with their trees; it lets go of them
        // once it returns, in a later turn.
        for index in closed.indices {
            if let tree = closed[index].settling, tree.hasPendingWork { await tree.settle() }
            closed[index].settling = nil
        }
        for app in closed where app.tree != nil || app.root != nil {
            appsNotReleased += 1
        }
        closed.removeAll(keepingCapacity: true)
    }

    /// A fresh app in a state, by its path; `nil` (and a finding, unless `quietly`) if the
    /// replay diverged.
    private mutating func replay(to state: Int, quietly: Bool = false) async -> (run: AppRun, key: VisitedStates.Key)? {
        let path = visited.path(to: state)
        let run = await makeRun()
        run.history = path
        for (index, action) in path.enumerated() {
            guard await explorer.perform(action, in: run) else {
                close(run)
                if !quietly {
                    await record(
                        [
                            (
                                .replayDiverged,
                                "action \(index + 1) (\(action)) no longer applies when the path is replayed"
                            )
                        ],
                        after: Array(path[...index]))
                }
                return nil
            }
        }
        let key = visited.key(of: run.app)
        guard visited.state(of: key) == state else {
            close(run)
            if !quietly {
                await record(
                    [(.replayDiverged, "replaying the path reaches another state than the first time")], after: path)
            }
            return nil
        }
        return (run, key)
    }

    private mutating func close(_ run: AppRun) {
        run.close()
        closed.append(ClosedApp(tree: run.app.tree, root: run.app.root))
    }

    /// Records what a transition broke.
    ///
    /// An app that came back to its state by a way back or a loop has another history than the
    /// state's shortest path: the finding is checked again on a fresh replay of that path, and
    /// reported with the history it needs if it does not happen there, unless the way back
    /// itself left it (`auditsWayBack`: the step's check audited the state the way back left).
    /// Such an app would not have been used had the way back been audited at its end, so what
    /// it shows is not the search's to report.
    private mutating func record(
        _ violations: [(kind: ExplorationFinding.Kind, message: String)], history: [FlowAction], from state: Int,
        by action: FlowAction, auditsWayBack: Bool
    ) async {
        let shortest = visited.path(to: state) + [action]
        guard history != shortest else { return await record(violations, after: shortest) }
        if let fresh = await replay(to: state, quietly: true)?.run {
            // The transition is in the link x state table already: this is a check of it.
            explorer.linkLandings.isRecording = false
            let again = await explorer.step(action, in: fresh, waitingLink: waitingLinks[state])?.violations ?? []
            explorer.linkLandings.isRecording = true
            close(fresh)
            if !again.isEmpty { return await record(again, after: shortest) }
        }
        if auditsWayBack, await breaksSomething(afterReplaying: history.dropLast()) { return }
        await record(violations, after: history)
    }

    /// Whether a fresh app that plays a history is then in a state that breaks something (or
    /// the history no longer applies): what the check at the end of a way back would have seen
    /// in the app that played it.
    private mutating func breaksSomething(afterReplaying history: ArraySlice<FlowAction>) async -> Bool {
        let run = await makeRun()
        defer { close(run) }
        for action in history {
            guard await explorer.perform(action, in: run) else { return true }
        }
        return !run.stateViolations().isEmpty
    }

    private mutating func record(
        _ violations: [(kind: ExplorationFinding.Kind, message: String)], after path: [FlowAction]
    ) async {
        let key = "\(violations[0].kind.rawValue)\n\(violations.map(\.message).joined(separator: "\n"))"
        guard findingKeys.insert(key).inserted, findings.count < explorer.maximumFindings else { return }
        findings.append(await explorer.finding(violations, after: path))
    }
}
