import ReactiveCoordinator
public import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless

/// A crash reporter's breadcrumb trail, turned into a session that replays what the user did.
///
/// Maintainers ask for a project that reproduces a navigation bug; the trail a crash report
/// carries already says what the user did, if the app leaves `Breadcrumb`s of the tree's events
/// and of the containers' gestures (the recipe in the "Breadcrumbs and screen tracking" article,
/// and `stream-demo --format breadcrumbs`). Paste the trail, replay it into the app your
/// ``FlowExplorer`` builds, and keep the ``FlowReplay`` it gives as the failing test:
///
/// <!-- mirrors Tests/DemoAppTests/BreadcrumbReplayTests.swift#trail -->
/// ```swift
/// let trail = try BreadcrumbTrail(
///     parsing: """
///         flow app: started
///         flow app/login: started
///         navigation app/login: screen WelcomeScreen shown
///         intent app/login: intent signIn from WelcomeScreen
///         navigation app/login: screen CredentialsScreen shown
///         """)
/// let replay = try await trail.replay(in: DemoExplorer.make())
/// await replay.check(in: DemoExplorer.make())  // the same log, line for line
/// ```
///
/// Replaying plays the trail into a fresh app: each breadcrumb the app makes by itself (a flow
/// started, a screen shown, a flow ended) must come next in the trail, as the trail has it; a
/// breadcrumb the app has not made yet is what the user did, and becomes the ``FlowAction`` the
/// explorer would play in that state: an intent by its screen type and case name, a gesture by
/// its kind and container, a refused gesture, an answer to the alert shown by its action's case
/// name, a dismissal by the system, a deep link by its first step.
///
/// ## Contract
/// - Never crashes and never hangs on a trail, however malformed or hostile: whatever cannot be
///   read or replayed throws a ``BreadcrumbTrailError`` that says which breadcrumb and why.
///   A trail is at most ``maximumBreadcrumbs`` breadcrumbs and its text at most
///   ``maximumTextLength`` UTF-8 bytes, lines at most ``maximumLineLength``.
/// - Lines that are not breadcrumbs (`> step 2: tap compose`, titles, a leak report, blank
///   lines) are skipped; a line that starts with a category but has no `path: message` is
///   malformed.
/// - What cannot be reproduced exactly, and how it shows:
///   - values: a trail carries enum case names, not the values the user typed (unless the app
///     opted in with `BreadcrumbPayloads/included`), so an intent whose case carries values is
///     replayed with the first intent of that case in the explorer's list for its screen type;
///     the action's label shows the values used, and the replay is checked on breadcrumbs with
///     case names only. An intent of a screen with no case name (payloads omitted, a string
///     intent) replays only when the explorer lists a single intent for that screen type;
///     otherwise it throws ``BreadcrumbTrailError/Reason/ambiguous``.
///   - an alert's answer whose action has no case name (a `Bool`, payloads omitted) replays only
///     when the alert has one button.
///   - what no breadcrumb tells: SwiftUI's writes to bindings (a level dismissed, a selection
///     written), work that waited on a service, a deep link refused at its first step, and a
///     deep link that asked a guard before its first step (its first breadcrumb is the guard's
///     question, which names no link). The
///     replay then stops at the next breadcrumb the app does not make, with
///     ``BreadcrumbTrailError/Reason/diverged`` or ``BreadcrumbTrailError/Reason/notAnAction``.
///   - an app of several scenes (``ExploredApp/init(scenes:exploring:responses:distinguishingState:)``):
///     breadcrumbs are compared with their scene, those every scene's tree makes by itself
///     included (a window the app opens), and the user's actions are played in the explored
///     scene; one the user took in another scene stops the replay. The scenes' trees start in
///     the builder, before the replay listens: the trail begins after their starts.
/// - The breadcrumbs the app makes after the trail's last one are not checked: a trail ends
///   where the app crashed. The trail must begin where the app began: build the app with its
///   tree unstarted (as ``ExploredApp`` asks), so that the replay sees the start the trail has.
/// - The returned ``FlowReplay`` has the actions and the log they made, so
///   ``FlowReplay/check(in:reporter:fileID:filePath:line:column:)`` in the same explorer
///   reproduces it, line for line, and reports every invariant it breaks.
public struct BreadcrumbTrail: Sendable, Hashable {
    /// The most breadcrumbs a trail may have: a crash reporter keeps the last hundred or so.
    public static let maximumBreadcrumbs = 10_000
    /// The most UTF-8 bytes a trail's text may have.
    public static let maximumTextLength = 4_000_000
    /// The most UTF-8 bytes one line of a trail's text may have.
    public static let maximumLineLength = 4_096

    /// The breadcrumbs, oldest first.
    public let breadcrumbs: [Breadcrumb]

    /// Makes a trail of breadcrumbs a crash reporter gave back, oldest first.
    ///
    /// - Parameter breadcrumbs: The breadcrumbs; a gesture's `Breadcrumb/data` is read when
    ///   present, its message otherwise.
    /// - Throws: ``BreadcrumbTrailError/Reason/tooLarge`` for more than ``maximumBreadcrumbs``.
    public init(_ breadcrumbs: [Breadcrumb]) throws(BreadcrumbTrailError) {
        guard breadcrumbs.count <= Self.maximumBreadcrumbs else {
            throw BreadcrumbTrailError(
                .tooLarge, breadcrumb: nil,
                "the trail has \(breadcrumbs.count) breadcrumbs, more than \(Self.maximumBreadcrumbs)")
        }
        self.breadcrumbs = breadcrumbs
    }

    /// Reads a trail from text, one `Breadcrumb/description` a line
    /// (`[scene] category path: message`), as `stream-demo --format breadcrumbs` prints it.
    ///
    /// The scene, path and message are read with the escapes `Breadcrumb/description` writes
    /// (`\\`, `\n`, `\r`, `\]` in a scene, `\:` in a path, `\u{HEX}`), so an alert's title or a
    /// payload that held a line break reads back as it was. A backslash that starts no such escape
    /// stays, as a trail written before escapes has it; in a scene, a `]` that is not escaped ends
    /// it only when a space follows (`[a]b] flow app: started` is scene `a]b`).
    ///
    /// - Parameter text: The trail, its lines ended by `\n` or `\r\n`; lines that are not
    ///   breadcrumbs are skipped.
    /// - Throws: ``BreadcrumbTrailError`` for a text, a line or a trail too large, or a line that
    ///   starts with a category but has no `path: message`.
    public init(parsing text: String) throws(BreadcrumbTrailError) {
        guard text.utf8.count <= Self.maximumTextLength else {
            throw BreadcrumbTrailError(
                .tooLarge, breadcrumb: nil, "the trail's text is longer than \(Self.maximumTextLength) bytes")
        }
        var crumbs: [Breadcrumb] = []
        var lineNumber = 0
        // A line ends with `\n` or, as a trail copied from a Windows tool or a web page does,
        // `\r\n`: one `Character`, which no split on `\n` would find.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            guard line.utf8.count <= Self.maximumLineLength else {
                throw BreadcrumbTrailError(
                    .tooLarge, breadcrumb: nil, "line \(lineNumber) is longer than \(Self.maximumLineLength) bytes")
            }
            guard let crumb = try BreadcrumbLine.parse(line, number: lineNumber) else { continue }
            guard crumbs.count < Self.maximumBreadcrumbs else {
                throw BreadcrumbTrailError(
                    .tooLarge, breadcrumb: nil, "the trail has more than \(Self.maximumBreadcrumbs) breadcrumbs")
            }
            crumbs.append(crumb)
        }
        breadcrumbs = crumbs
    }

    /// Plays the trail into a fresh app from an explorer's builder and returns the session it
    /// played, with the log it made.
    ///
    /// - Parameters:
    ///   - explorer: Gives the builder, the intent lists, the links and the gestures it plays.
    ///   - payloads: The policy the trail's breadcrumbs were made with; the replay makes its own
    ///     with it to compare them. Case names by default, as `Breadcrumb` makes them.
    /// - Returns: The actions the trail's user took, and the log they made in the fresh app.
    /// - Throws: ``BreadcrumbTrailError`` at the first breadcrumb the replay cannot reproduce.
    @MainActor
    public func replay(
        in explorer: FlowExplorer, payloads: BreadcrumbPayloads = .caseNames
    ) async throws(BreadcrumbTrailError) -> FlowReplay {
        let app = explorer.makeApp()
        let made = MadeBreadcrumbs()
        // An app of several scenes: what every scene's tree makes by itself, the scenes the app
        // connects as the user acts included, as a crash reporter's trail of the app has it.
        let events = app.scenes?.events ?? app.tree.events
        let subscription = events.subscribe { event in
            guard case .value(let event) = event, let crumb = Breadcrumb(event, payloads: payloads) else { return }
            made.crumbs.append(crumb)
        }
        let run = AppRun(app, recordsLines: true)
        await explorer.settle(run)
        var actions: [FlowAction] = []
        var taken = 0
        var failure: BreadcrumbTrailError?
        trail: for (index, crumb) in breadcrumbs.enumerated() {
            let number = index + 1
            if taken < made.crumbs.count {
                guard Self.same(made.crumbs[taken], crumb) else {
                    failure = Self.diverged(number, crumb, made: made.crumbs[taken])
                    break trail
                }
                taken += 1
                continue
            }
            let input = BreadcrumbInput(crumb, number: number, payloads: payloads)
            let action: FlowAction
            do throws(BreadcrumbTrailError) {
                // A trail records only a gesture's end: it decodes into the gesture in one step.
                let offered = InteractiveGestures.inOneStep(explorer.actions(in: run))
                action = try input.action(in: run, offered: offered, links: explorer.links)
            } catch {
                failure = error
                break trail
            }
            guard await explorer.perform(action, in: run) else {
                failure = BreadcrumbTrailError(.noSuchAction, breadcrumb: number, "\(crumb): \(action) did not apply")
                break trail
            }
            actions.append(action)
            // A gesture is no event of the tree's log: only its consequences follow.
            guard crumb.category != .gesture else { continue }
            guard taken < made.crumbs.count, Self.same(made.crumbs[taken], crumb) else {
                failure = Self.diverged(number, crumb, made: taken < made.crumbs.count ? made.crumbs[taken] : nil)
                break trail
            }
            taken += 1
        }
        subscription.cancel()
        let log = run.lines ?? []
        run.close()
        if app.tree.hasPendingWork { await app.tree.settle() }
        if let failure { throw failure }
        return FlowReplay(actions: actions, expectedLog: log)
    }

    private static func same(_ made: Breadcrumb, _ trail: Breadcrumb) -> Bool {
        made.category == trail.category && made.path == trail.path && made.message == trail.message
            && made.scene == trail.scene
    }

    private static func diverged(_ number: Int, _ crumb: Breadcrumb, made: Breadcrumb?) -> BreadcrumbTrailError {
        BreadcrumbTrailError(
            .diverged, breadcrumb: number,
            "the trail has \(crumb) where the replay made " + (made.map { "\($0)" } ?? "nothing"))
    }
}

/// The breadcrumbs a replayed app made, as its log's subscription appends them.
@MainActor
private final class MadeBreadcrumbs {
    var crumbs: [Breadcrumb] = []
}
